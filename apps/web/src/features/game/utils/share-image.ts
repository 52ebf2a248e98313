// Sharing an image: the Web Share API with the file where the browser can share files (phones), otherwise
// a download of the file (desktops, and any browser without it).

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled';

export type ShareImageOptions = {
  blob: Blob;
  fileName: string;
  title: string;
  text: string;
  /** Offer the share sheet (phones); a desktop downloads even where it could share. */
  preferShare: boolean;
};

export async function shareOrDownloadImage({
  blob,
  fileName,
  title,
  text,
  preferShare,
}: ShareImageOptions): Promise<ShareOutcome> {
  const file = new File([blob], fileName, { type: blob.type || 'image/png' });
  const data = { files: [file], title, text };
  if (preferShare && typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The player closed the share sheet: nothing to do. Anything else falls back to the download.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(blob, fileName);
  return 'downloaded';
}

function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
