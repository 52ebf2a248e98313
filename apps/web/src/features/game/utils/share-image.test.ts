import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrDownloadImage } from './share-image.ts';

afterEach(() => vi.unstubAllGlobals());

const IMAGE = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const OPTIONS = { fileName: 'result.png', title: 'Goal or Miss', text: '4/5 right' };

function stubShare({ canShare }: { canShare: boolean }) {
  const share = vi.fn(async (_data: ShareData) => undefined);
  vi.stubGlobal('navigator', { ...navigator, share, canShare: () => canShare });
  return share;
}

function watchDownloads() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:card', revokeObjectURL: () => undefined }));
  return clicked;
}

describe('shareOrDownloadImage', () => {
  it('on a phone that can share files, hands the image to the share sheet as a PNG file', async () => {
    const share = stubShare({ canShare: true });
    const downloads = watchDownloads();
    expect(await shareOrDownloadImage({ ...OPTIONS, blob: IMAGE(), preferShare: true })).toBe('shared');
    const [data] = share.mock.calls[0]!;
    expect(data.files?.[0]?.name).toBe('result.png');
    expect(data.files?.[0]?.type).toBe('image/png');
    expect(data.text).toBe('4/5 right');
    expect(downloads).toEqual([]);
  });

  it('downloads the image on a desktop, and where files cannot be shared', async () => {
    const share = stubShare({ canShare: true });
    const downloads = watchDownloads();
    expect(await shareOrDownloadImage({ ...OPTIONS, blob: IMAGE(), preferShare: false })).toBe('downloaded');
    stubShare({ canShare: false });
    expect(await shareOrDownloadImage({ ...OPTIONS, blob: IMAGE(), preferShare: true })).toBe('downloaded');
    expect(share).not.toHaveBeenCalled();
    expect(downloads).toEqual(['result.png', 'result.png']);
  });
});
