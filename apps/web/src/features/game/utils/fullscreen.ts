// Full screen for the clip: the whole frame (picture, FROZEN tag and verdict colour) where the browser can,
// the bare video on an iPhone (its Safari fullscreens only video elements). Landscape is asked for, not
// required: a browser that will not lock the orientation still shows the clip full screen.

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };
type LockableOrientation = ScreenOrientation & { lock?: (orientation: 'landscape') => Promise<void> };

export function toggleFullscreen(frame: HTMLElement | null, video: HTMLVideoElement | null): void {
  if (typeof document === 'undefined') return;
  if (document.fullscreenElement) {
    void document.exitFullscreen?.().catch(() => undefined);
    return;
  }
  if (frame && typeof frame.requestFullscreen === 'function') {
    frame
      .requestFullscreen()
      .then(() => (screen.orientation as LockableOrientation | undefined)?.lock?.('landscape'))
      .catch(() => undefined);
    return;
  }
  (video as WebkitVideo | null)?.webkitEnterFullscreen?.();
}
