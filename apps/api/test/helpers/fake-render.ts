import { writeFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClipRecord } from '../../src/domain/clips/catalog/clip-record.ts';
import { demoMediaKeys } from '../../src/domain/clips/rendering/render-demo-clip.ts';
import type { RenderedMedia } from '../../src/domain/clips/rendering/rendered-media.ts';
import { RENDERER_VERSION } from '../../src/domain/clips/render/render-settings.ts';
import type { MediaStorage } from '../../src/media/media-storage.ts';

export const FAKE_VIDEO_BYTES = 1_000;

/**
 * A stand-in for the renderer that stores placeholder files under the real keys: catalog and delivery tests
 * need 'ready' clips, not pictures.
 */
export function createFakeRender(storage: MediaStorage, workDir: string) {
  return async (clip: ClipRecord): Promise<RenderedMedia> => {
    const dir = join(workDir, clip.id);
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'video.mp4');
    await writeFile(file, Buffer.alloc(FAKE_VIDEO_BYTES, 7));
    const keys = demoMediaKeys(clip.id);
    await storage.put({ key: keys.pre, sourcePath: file, contentType: 'video/mp4' });
    await storage.put({ key: keys.post, sourcePath: file, contentType: 'video/mp4' });
    await rm(dir, { recursive: true, force: true });
    return {
      preVideoKey: keys.pre,
      postVideoKey: keys.post,
      posterKey: null,
      preDurationMs: 4000,
      postDurationMs: 6000,
      preBytes: FAKE_VIDEO_BYTES,
      postBytes: FAKE_VIDEO_BYTES,
      rendererVersion: RENDERER_VERSION,
    };
  };
}
