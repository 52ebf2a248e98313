import { useRef, useState } from 'react';
import { Loader2Icon } from 'lucide-react';
import { cn } from '@/utils/cn.ts';

// The live round's clip: the pre-answer clip while the call is open, the full clip at the reveal. Keyed by its link
// by the parent, so each clip starts on a clean player. Its first frame is reported once: that is the entrant's
// `clipReady`, which starts their 10 s (the server caps the wait at 3 s after the release).

export function RoundClip({
  src,
  verdict,
  onFirstFrame,
}: {
  src: string;
  verdict: 'right' | 'wrong' | null;
  onFirstFrame?: () => void;
}) {
  const [loaded, setLoaded] = useState(false);
  const reported = useRef(false);
  function handleFirstFrame() {
    setLoaded(true);
    if (reported.current) return;
    reported.current = true;
    onFirstFrame?.();
  }
  return (
    <div
      data-testid="round-clip"
      data-verdict={verdict ?? undefined}
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-lg border-2 border-border bg-black',
        verdict === 'right' && 'border-emerald-400',
        verdict === 'wrong' && 'border-red-500',
      )}
    >
      <video
        src={src}
        data-testid="round-video"
        className="size-full object-contain"
        autoPlay
        muted
        playsInline
        preload="auto"
        onLoadedData={handleFirstFrame}
        onPlaying={handleFirstFrame}
      />
      {!loaded && (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
          Loading the clip...
        </div>
      )}
    </div>
  );
}
