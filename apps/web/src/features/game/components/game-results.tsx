import { RotateCcwIcon, TrophyIcon } from 'lucide-react';
import { accuracyPercent } from '@gom/contract/constants';
import { GAME_END_MESSAGES } from '@gom/contract/socket';
import { passMark } from '@gom/contract/games';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useTransactions } from '@/lib/money/get-transactions.ts';
import { cn } from '@/utils/cn.ts';
import { computePayout } from '../utils/compute-payout.ts';
import { findWinnings } from '../utils/find-winnings.ts';
import type { GameEnd } from '../utils/game-round.ts';
import type { GameSession } from '../utils/game-session.ts';
import { resultTone } from '../utils/result-tone.ts';
import type { ResultTone } from '../utils/result-tone.ts';

// Spec §2 mode 4: 'Game Results' with the score, accuracy, correct and incorrect counts, the 70/50
// colours, the end reason and Play Again; and (issue 5) the result in money: "You won $16.80" from the
// game's winnings transaction once the refreshed history shows it, or "Stake lost".

const TONE_CLASSES: Record<ResultTone, string> = {
  green: 'border-emerald-500/40 bg-emerald-500/15 text-emerald-300',
  blue: 'border-sky-500/40 bg-sky-500/15 text-sky-300',
  red: 'border-red-500/40 bg-red-500/15 text-red-300',
};

export type GameResultsProps = {
  userId: string;
  end: GameEnd;
  game: GameSession | null;
  passRatio: number;
  onPlayAgain: () => void;
};

export function GameResults({ userId, end, game, passRatio, onPlayAgain }: GameResultsProps) {
  const { score, totalQuestions, reason } = end;
  const accuracy = accuracyPercent(score, totalQuestions);
  const tone = resultTone(accuracy);
  const mark = passMark(totalQuestions, passRatio);
  const won = score >= mark;
  const transactions = useTransactions(game ? userId : undefined);
  const expected = game ? computePayout({ stake: game.stake, odds: game.odds }) : undefined;
  const paid =
    game && expected && transactions.data
      ? findWinnings({ transactions: transactions.data, knownTransactionIds: game.knownTransactionIds, expected })
      : undefined;

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <TrophyIcon className="size-6" aria-hidden="true" />
        </div>
        <CardTitle className="text-2xl">Game Results</CardTitle>
        <CardDescription>{GAME_END_MESSAGES[reason]}</CardDescription>
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
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-sm text-muted-foreground">Correct</dt>
            <dd className="text-2xl font-semibold text-emerald-300 tabular-nums">{score}</dd>
          </div>
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-sm text-muted-foreground">Incorrect</dt>
            <dd className="text-2xl font-semibold text-red-300 tabular-nums">{totalQuestions - score}</dd>
          </div>
        </dl>
        {game && expected && (
          <div className="rounded-lg border border-border bg-background/40 p-4 text-center" data-testid="money-result">
            <p className={cn('text-xl font-semibold', won ? 'text-primary' : 'text-muted-foreground')}>
              {won ? `You won ${formatMoney(paid?.amount ?? expected)}` : 'Stake lost'}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {won
                ? `You called ${score} of ${totalQuestions} right (${mark} needed): your ${formatMoney(game.stake)} stake × ${game.odds.toFixed(2)}${paid ? `, paid to your ${game.stake.currency} wallet` : ''}.`
                : `You called ${score} of ${totalQuestions} right; ${mark} were needed. Your ${formatMoney(game.stake)} stake went to the house.`}
            </p>
          </div>
        )}
        <Button size="lg" onClick={onPlayAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Play Again
        </Button>
      </CardContent>
    </Card>
  );
}
