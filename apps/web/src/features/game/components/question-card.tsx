import { useEffect, useRef } from 'react';
import { TimerIcon, Volume2Icon, VolumeXIcon } from 'lucide-react';
import type { Answer } from '@gom/contract/socket';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/utils/cn.ts';
import type { Verdict } from '../utils/verdict.ts';
import { GameVideo } from './game-video.tsx';
import { VerdictBanner } from './verdict-banner.tsx';

// Spec §2: the question header ('Question n', or 'The verdict is out!' once the post-answer video plays),
// the countdown in seconds, the clip and the GOAL and MISS buttons. Once the verdict is in it takes the
// buttons' place and the frame takes its colour, and the card scrolls itself fully into view: the verdict and
// the clip that proves it are on screen together without the player scrolling.

const COUNTDOWN_WARNING_SECONDS = 3;

export type QuestionCardProps = {
  questionNumber: number;
  secondsLeft: number;
  /** The countdown is live (awaiting an answer). */
  counting: boolean;
  videoSrc: string;
  /** A new key starts a new player: a new clip, or the post-answer video again. */
  videoKey: string;
  showingPost: boolean;
  questionArrivedAt: number | undefined;
  onFirstFrame: (milliseconds: number | undefined) => void;
  canAnswer: boolean;
  answer: Answer | null;
  timeUp: boolean;
  awaitingResult: boolean;
  onAnswer: (answer: Answer) => void;
  /** This question's verdict once it has come, with the running score. */
  verdict: Verdict | null;
  score: { correct: number; answered: number };
  muted: boolean;
  onToggleSound: () => void;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function QuestionCard({
  questionNumber,
  secondsLeft,
  counting,
  videoSrc,
  videoKey,
  showingPost,
  questionArrivedAt,
  onFirstFrame,
  canAnswer,
  answer,
  timeUp,
  awaitingResult,
  onAnswer,
  verdict,
  score,
  muted,
  onToggleSound,
}: QuestionCardProps) {
  const card = useRef<HTMLDivElement>(null);
  const hasVerdict = verdict !== null;

  useEffect(() => {
    if (!hasVerdict) return;
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [hasVerdict, questionNumber]);

  return (
    <Card ref={card} className="scroll-mt-20 gap-3 py-3 max-sm:-mx-2 sm:gap-4 sm:py-4" data-testid="question-card">
      <CardContent className="flex flex-col gap-3 px-3 sm:gap-4 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">
            {showingPost ? 'The verdict is out!' : `Question ${questionNumber}`}
          </h2>
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              // The toggle's own tap is the player's choice (use-game-sound.ts).
              data-sound-toggle=""
              aria-label={muted ? 'Sound off: turn sound on' : 'Sound on: mute'}
              aria-pressed={!muted}
              data-testid="sound-toggle"
              onClick={onToggleSound}
            >
              {muted ? <VolumeXIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
            </Button>
            <div
              className={cn(
                'flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold tabular-nums',
                counting && secondsLeft <= COUNTDOWN_WARNING_SECONDS
                  ? 'border-red-500/40 bg-red-500/15 text-red-300'
                  : 'border-border bg-background/40',
                // Stopped once the call is made: the clock no longer matters for this clip.
                !counting && !timeUp && 'opacity-50',
              )}
            >
              <TimerIcon className="size-4" aria-hidden="true" />
              <span data-testid="countdown" aria-label={`${secondsLeft} seconds left`}>
                {secondsLeft}s
              </span>
            </div>
          </div>
        </div>
        {/* On a phone the clip spans the card edge to edge; the card's padding stays for the text. */}
        <div className="max-sm:-mx-3">
          <GameVideo
            key={videoKey}
            clipNumber={questionNumber}
            src={videoSrc}
            phase={showingPost ? 'post' : 'pre'}
            muted={muted}
            verdict={verdict?.tone ?? null}
            canReplay={canAnswer}
            requestedAt={showingPost ? undefined : questionArrivedAt}
            onFirstFrame={showingPost ? undefined : onFirstFrame}
          />
        </div>
        {verdict ? (
          <VerdictBanner verdict={verdict} correct={score.correct} answered={score.answered} />
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <Button
              size="lg"
              className={cn(
                'h-14 text-lg font-bold',
                answer === 'goal' && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
              )}
              disabled={!canAnswer}
              onClick={() => onAnswer('goal')}
            >
              GOAL
            </Button>
            <Button
              size="lg"
              variant="destructive"
              className={cn(
                'h-14 text-lg font-bold',
                answer === 'miss' && 'ring-2 ring-destructive ring-offset-2 ring-offset-background',
              )}
              disabled={!canAnswer}
              onClick={() => onAnswer('miss')}
            >
              MISS
            </Button>
          </div>
        )}
        {(timeUp || awaitingResult) && (
          <p className="text-center text-sm text-muted-foreground" aria-live="polite">
            {timeUp ? (
              <span className="font-medium text-red-300">Time up!</span>
            ) : (
              answer && `You called ${answer.toUpperCase()}. Waiting for the verdict…`
            )}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
