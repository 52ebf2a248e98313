import { TimerIcon } from 'lucide-react';
import type { Answer } from '@gom/contract/socket';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { cn } from '@/utils/cn.ts';
import { GameVideo } from './game-video.tsx';

// Spec §2: the question header ('Question n', or 'The verdict is out!' once the post-answer video plays),
// the countdown in seconds, the clip and the GOAL and MISS buttons.

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
};

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
}: QuestionCardProps) {
  return (
    <Card className="gap-4 py-4">
      <CardContent className="flex flex-col gap-4 px-3 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">
            {showingPost ? 'The verdict is out!' : `Question ${questionNumber}`}
          </h2>
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
        <GameVideo
          key={videoKey}
          clipNumber={questionNumber}
          src={videoSrc}
          requestedAt={showingPost ? undefined : questionArrivedAt}
          onFirstFrame={showingPost ? undefined : onFirstFrame}
        />
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
