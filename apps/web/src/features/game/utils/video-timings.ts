// The time from a question's arrival to its clip's first frame, kept on the window so the end-to-end test
// can read and print it (the video starts fast).

declare global {
  interface Window {
    __gomVideoTimings?: number[];
  }
}

export function recordVideoTiming(milliseconds: number): void {
  (window.__gomVideoTimings ??= []).push(milliseconds);
}
