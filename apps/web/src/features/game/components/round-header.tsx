import { HeartIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { cn } from '@/utils/cn.ts';
import { describeLives } from '../utils/round-stats.ts';

export type RoundHeaderProps = {
  round: number;
  totalQuestions: number;
  /** Calls the player can still miss and still win; null where no verdict is told during play (not shown). */
  lives: number | null;
  /** The most lives this game ever had: total − pass mark. */
  maxLives: number;
  /** Questions settled so far (answered or over), for the progress bar. */
  completed: number;
};

/**
 * Spec §2: 'Round x/total', the lives display and the progress bar. A life is a miss the player can still
 * afford, and the display says so in words ('1 miss left', 'No misses left') beside the hearts.
 */
export function RoundHeader({ round, totalQuestions, lives, maxLives, completed }: RoundHeaderProps) {
  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold tabular-nums">
            Round {round}/{totalQuestions}
          </p>
          {lives !== null && (
            <div
              className="flex items-center gap-2 text-sm text-muted-foreground"
              title="Calls you can still miss and still win"
            >
              <span className="flex gap-1" aria-hidden="true">
                {Array.from({ length: Math.max(maxLives, 1) }, (_, index) => (
                  <HeartIcon
                    key={index}
                    aria-hidden="true"
                    className={cn('size-4', index < lives ? 'fill-red-500 text-red-500' : 'text-muted-foreground/50')}
                  />
                ))}
              </span>
              <span
                className={cn('font-medium', lives === 0 ? 'text-red-300' : 'text-foreground')}
                data-testid="lives-count"
              >
                {describeLives(lives)}
              </span>
            </div>
          )}
        </div>
        <Progress value={completed} max={totalQuestions} aria-label="Game progress" />
      </CardContent>
    </Card>
  );
}
