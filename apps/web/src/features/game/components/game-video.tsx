import { useEffect, useRef, useState } from 'react';
import { CheckIcon, Loader2Icon, MaximizeIcon, RotateCcwIcon, SnowflakeIcon, XIcon } from 'lucide-react';
import { cn } from '@/utils/cn.ts';
import type { VerdictTone } from '../utils/verdict.ts';
import { toggleFullscreen } from '../utils/fullscreen.ts';

// The clip player. The pre-answer clip is requested the moment its question arrives (this element mounts
// with its src in the same render) and plays inline so every browser autoplays it; it is muted until the
// player's sound is on. The parent keys it by the clip's link, so a new clip starts from a clean player and
// never shows the last frame of the previous one.
// When the pre-answer clip ends its last frame is dimmed and tagged FROZEN, so a clip that stopped on purpose
// never looks stalled; while the call is open the player may run it again (the countdown is the server's and
// does not wait). Once the verdict is in, the frame takes its colour. A tap on the picture goes full screen.

export type GameVideoProps = {
  clipNumber: number;
  src: string;
  /** 'pre' until the verdict, then 'post' (the post-answer video). */
  phase: 'pre' | 'post';
  muted: boolean;
  /** The verdict's colour for the frame; null before it. */
  verdict: VerdictTone | null;
  /** The call is still open: the frozen clip offers a replay. */
  canReplay: boolean;
  /** performance.now() when the question arrived; the first frame's delay is measured from it. */
  requestedAt?: number;
  /** Once per player, at its first frame; with the delay since requestedAt when that is known. */
  onFirstFrame?: (milliseconds: number | undefined) => void;
};

const VERDICT_FRAME = {
  right: 'border-emerald-400 shadow-[0_0_0_4px_rgb(52_211_153/0.35)]',
  wrong: 'border-red-500 shadow-[0_0_0_4px_rgb(239_68_68/0.35)]',
} as const;
const VERDICT_TINT = { right: 'bg-emerald-400/20', wrong: 'bg-red-500/25' } as const;

function captionOf(phase: 'pre' | 'post', frozen: boolean, clipNumber: number): string {
  if (phase === 'post') return 'How it ended: the full clip';
  if (frozen) return `Clip ${clipNumber} froze before the shot: make your call`;
  return `Clip ${clipNumber}: it stops just before the shot`;
}

export function GameVideo({
  clipNumber,
  src,
  phase,
  muted,
  verdict,
  canReplay,
  requestedAt,
  onFirstFrame,
}: GameVideoProps) {
  const [loaded, setLoaded] = useState(false);
  const [ended, setEnded] = useState(false);
  const reported = useRef(false);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const frozen = phase === 'pre' && ended;

  // The attribute only sets the initial state; the property follows the toggle. Sound that the browser still
  // refuses (no tap yet) leaves the clip playing muted rather than paused.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    if (!muted && element.paused && !element.ended && element.autoplay) {
      element.play()?.catch(() => {
        element.muted = true;
      });
    }
  }, [muted]);

  // Whichever comes first: the first frame decoded (loadeddata) or playback started (playing).
  function handleFirstFrame() {
    if (reported.current) return;
    reported.current = true;
    setLoaded(true);
    onFirstFrame?.(requestedAt === undefined ? undefined : Math.round(performance.now() - requestedAt));
  }

  function replay() {
    const element = video.current;
    if (!element) return;
    element.currentTime = 0;
    setEnded(false);
    element.play()?.catch(() => undefined);
  }

  return (
    <figure className="flex flex-col gap-1.5">
      <div
        ref={frame}
        data-testid="clip-frame"
        data-verdict={verdict ?? undefined}
        className={cn(
          'relative aspect-video w-full overflow-hidden rounded-lg border-2 border-border bg-black transition-[border-color,box-shadow] duration-300 [&:fullscreen]:rounded-none [&:fullscreen]:border-0',
          verdict && VERDICT_FRAME[verdict],
        )}
      >
        <video
          ref={video}
          src={src}
          data-testid="game-video"
          className="size-full cursor-zoom-in object-contain"
          autoPlay
          muted={muted}
          playsInline
          preload="auto"
          onLoadedData={handleFirstFrame}
          onPlaying={() => {
            handleFirstFrame();
            setEnded(false);
          }}
          onEnded={() => setEnded(true)}
          onClick={() => toggleFullscreen(frame.current, video.current)}
        />
        {!loaded && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-6 animate-spin" aria-hidden="true" />
            Clip {clipNumber} Loading...
          </div>
        )}
        {frozen && (
          <div
            data-testid="frozen-overlay"
            // The dim lets taps through to the picture (full screen); only the replay button takes them.
            className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/50"
          >
            <span
              data-testid="frozen-tag"
              className="flex items-center gap-1.5 rounded-md border border-sky-300/60 bg-sky-400/20 px-3 py-1 text-sm font-black tracking-[0.2em] text-sky-100 motion-safe:animate-[frozen-in_300ms_ease-out_both]"
            >
              <SnowflakeIcon className="size-4" aria-hidden="true" />
              FROZEN
            </span>
            {canReplay && (
              <button
                type="button"
                onClick={replay}
                className="pointer-events-auto flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-black/80"
              >
                <RotateCcwIcon className="size-4" aria-hidden="true" />
                Replay clip
              </button>
            )}
          </div>
        )}
        {verdict && (
          <>
            <div
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute inset-0 opacity-40 motion-safe:animate-[verdict-flash_900ms_ease-out_both]',
                VERDICT_TINT[verdict],
              )}
            />
            {/* Bottom-left: the picture's top corners hold the renderer's scoreboard and its REPLAY tag. */}
            <span
              aria-hidden="true"
              data-testid="verdict-badge"
              className={cn(
                'pointer-events-none absolute bottom-2 left-2 flex size-12 items-center justify-center rounded-full text-white shadow-lg sm:size-16 motion-safe:animate-[verdict-pop_450ms_cubic-bezier(0.2,1.4,0.4,1)_both]',
                verdict === 'right' ? 'bg-emerald-500' : 'bg-red-500',
              )}
            >
              {verdict === 'right' ? (
                <CheckIcon className="size-8 sm:size-10" strokeWidth={3} />
              ) : (
                <XIcon className="size-8 sm:size-10" strokeWidth={3} />
              )}
            </span>
          </>
        )}
        <button
          type="button"
          aria-label="Full screen"
          onClick={() => toggleFullscreen(frame.current, video.current)}
          className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-md bg-black/55 text-white/90 hover:bg-black/80"
        >
          <MaximizeIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
      <figcaption data-testid="clip-caption" className="text-xs text-muted-foreground max-sm:px-3">
        {captionOf(phase, frozen, clipNumber)}
      </figcaption>
    </figure>
  );
}
