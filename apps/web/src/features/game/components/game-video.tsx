import { useRef, useState } from 'react';
import { Loader2Icon } from 'lucide-react';

// The clip player. The pre-answer clip is requested the moment its question arrives (this element mounts
// with its src in the same render), plays muted and inline so every browser autoplays it. The parent keys
// it by the clip's link, so a new clip starts from a clean player and never shows the last frame of the
// previous one.

export type GameVideoProps = {
  clipNumber: number;
  src: string;
  /** performance.now() when the question arrived; the first frame's delay is measured from it. */
  requestedAt?: number;
  /** Once per player, at its first frame; with the delay since requestedAt when that is known. */
  onFirstFrame?: (milliseconds: number | undefined) => void;
};

export function GameVideo({ clipNumber, src, requestedAt, onFirstFrame }: GameVideoProps) {
  const [loaded, setLoaded] = useState(false);
  const reported = useRef(false);

  // Whichever comes first: the first frame decoded (loadeddata) or playback started (playing).
  function handleFirstFrame() {
    if (reported.current) return;
    reported.current = true;
    setLoaded(true);
    onFirstFrame?.(requestedAt === undefined ? undefined : Math.round(performance.now() - requestedAt));
  }

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-black">
      <video
        src={src}
        data-testid="game-video"
        className="size-full object-contain"
        autoPlay
        muted
        playsInline
        preload="auto"
        onLoadedData={handleFirstFrame}
        onPlaying={handleFirstFrame}
      />
      {!loaded && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
          Clip {clipNumber} Loading...
        </div>
      )}
    </div>
  );
}
