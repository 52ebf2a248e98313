import { RotateCcwIcon, TrophyIcon } from 'lucide-react';
import { accuracyPercent } from '@gom/contract/constants';
import { GAME_END_MESSAGES } from '@gom/contract/socket';
import { DIFFICULTY_LEVELS, passMark } from '@gom/contract/games';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { cn } from '@/utils/cn.ts';
import type { GameEnd } from '../utils/game-round.ts';
import { resultTone } from '../utils/result-tone.ts';
import type { ResultTone } from '../utils/result-tone.ts';

// Spec §2 mode 4: 'Game Results' with the score, accuracy, correct and incorrect counts, the 70/50
// colours, the end reason and Play Again; and the money result exactly as the server settled it
// in gameEnded: won or lost, the payout and the stake. Nothing here works money out.
// A game cut short (timeout, disconnection) counts only the calls made as Correct and Incorrect and shows the
// questions it never got to as 'Not reached': they score nothing, but they were not wrong calls.

const TONE_CLASSES: Record<ResultTone, string> = {
  green: 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300',
  blue: 'border-sky-500/40 bg-sky-500/15 text-sky-300',
  red: 'border-red-500/40 bg-red-500/15 text-red-300',
};

export type GameResultsProps = {
  end: GameEnd;
  passRatio: number;
  onPlayAgain: () => void;
};

export function GameResults({ end, passRatio, onPlayAgain }: GameResultsProps) {
  const { score, totalQuestions, reason, difficulty, answered, won, payout, stake, winningsTransactionId } = end;
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.level === difficulty)?.label ?? difficulty;
  const accuracy = accuracyPercent(score, totalQuestions);
  const notReached = Math.max(0, totalQuestions - answered);
  const tone = resultTone(accuracy);
  const mark = passMark(totalQuestions, passRatio);

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <TrophyIcon className="size-6" aria-hidden="true" />
        </div>
        <CardTitle className="text-2xl">Game Results</CardTitle>
        <CardDescription>{GAME_END_MESSAGES[reason]}</CardDescription>
        <p className="text-sm font-medium text-muted-foreground" data-testid="result-difficulty">
          {level} level
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div
          data-testid="score-box"
          data-tone={tone}
          className={cn('rounded-xl border p-6 text-center', TONE_CLASSES[tone])}
        >
          <p className="text-5xl font-bold tabular-nums">
            {score}/{totalQuestions}
          </p>
          <p className="mt-1 text-lg font-medium tabular-nums">{accuracy}% accuracy</p>
        </div>
        <dl className={cn('grid gap-3 text-center', notReached > 0 ? 'grid-cols-3' : 'grid-cols-2')}>
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-sm text-muted-foreground">Correct</dt>
            <dd className="text-2xl font-semibold text-emerald-300 tabular-nums">{score}</dd>
          </div>
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-sm text-muted-foreground">Incorrect</dt>
            <dd className="text-2xl font-semibold text-red-300 tabular-nums">{answered - score}</dd>
          </div>
          {notReached > 0 && (
            <div className="rounded-lg border border-border bg-background/40 p-3">
              <dt className="text-sm text-muted-foreground">Not reached</dt>
              <dd className="text-2xl font-semibold text-muted-foreground tabular-nums">{notReached}</dd>
            </div>
          )}
        </dl>
        {notReached > 0 && (
          <p className="-mt-3 text-center text-sm text-muted-foreground" data-testid="stopped-at">
            The game stopped at question {answered + 1} of {totalQuestions}: {answered} answered, {notReached} not
            reached.
          </p>
        )}
        <div className="rounded-lg border border-border bg-background/40 p-4 text-center" data-testid="money-result">
          <p className={cn('text-xl font-semibold', won ? 'text-primary' : 'text-muted-foreground')}>
            {won ? `You won ${formatMoney(payout)}` : 'Stake lost'}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {won
              ? `You called ${score} of ${totalQuestions} right (${mark} needed).`
              : `You called ${score} of ${totalQuestions} right; ${mark} were needed. Your stake went to the house.`}
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-right text-muted-foreground">Stake</dt>
            <dd className="text-left font-medium tabular-nums" data-testid="result-stake">
              {formatMoney(stake)}
            </dd>
            <dt className="text-right text-muted-foreground">Payout</dt>
            <dd className="text-left font-medium tabular-nums" data-testid="result-payout">
              {formatMoney(payout)}
            </dd>
          </dl>
          {winningsTransactionId && (
            <p className="mt-2 text-xs text-muted-foreground" data-testid="winnings-transaction">
              Paid to your {payout.currency} wallet · Winnings transaction {winningsTransactionId}
            </p>
          )}
        </div>
        <Button size="lg" onClick={onPlayAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Play Again
        </Button>
      </CardContent>
    </Card>
  );
}
