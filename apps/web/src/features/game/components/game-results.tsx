import { useMemo } from 'react';
import { Link } from 'react-router';
import { LockIcon, ReceiptTextIcon, RotateCcwIcon, TargetIcon, TrophyIcon } from 'lucide-react';
import { accuracyPercent } from '@gom/contract/constants';
import { GAME_END_MESSAGES } from '@gom/contract/socket';
import { DIFFICULTY_LEVELS, passMark } from '@gom/contract/games';
import type { GameRecap as GameRecapData } from '@gom/contract/stats';
import { SignedAmount } from '@/components/player/signed-amount.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatStart } from '@/lib/tournaments/format-start.ts';
import { cn } from '@/utils/cn.ts';
import { useGameRecap } from '../api/get-game-recap.ts';
import type { EntryEnd, GameEnd } from '../utils/game-round.ts';
import { resultTone } from '../utils/result-tone.ts';
import type { ResultTone } from '../utils/result-tone.ts';
import { shareCardFacts } from '../utils/share-card.ts';
import { GameRecap } from './game-recap.tsx';
import { ShareCardPanel } from './share-card-panel.tsx';

// Spec §2 mode 4: 'Game Results' with the score, accuracy, correct and incorrect counts, the 70/50
// colours, the end reason and Play Again; and the money result exactly as the server settled it
// in gameEnded: won or lost, the payout, the stake and what that did to the wallet ('+$1.34', '−$2.00').
// Nothing here works money out. The recap (every call, how each clip ended, the post-answer clips) and the
// share card come from the game's recap, read once the game is settled.
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
  userId: string;
  /** The game's id, to read its recap; without one the results show what gameEnded said alone. */
  gameId: string | undefined;
  /** A challenge's side: the money is the challenge's, settled once both have played, so this links to it. */
  challengeId?: string;
  /** A tournament's entry (a playing window's, after its close): its prize is the tournament's, linked to. */
  tournamentId?: string;
  onPlayAgain: () => void;
};

function WinningsLink({ recap, currency }: { recap: GameRecapData | undefined; currency: string }) {
  const reference = recap?.winningsTransaction?.reference;
  const to = reference ? `/transactions?search=${encodeURIComponent(reference)}` : '/transactions?type=winnings';
  return (
    <p className="mt-3 text-sm text-muted-foreground" data-testid="winnings-transaction">
      Paid to your {currency} wallet ·{' '}
      <Link
        to={to}
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
      >
        <ReceiptTextIcon className="size-3.5" aria-hidden="true" />
        View the winnings transaction
      </Link>
    </p>
  );
}

/**
 * The recap could not be read: say why in the server's words (a game that is not the player's, or not there,
 * is 'Game not found'), and offer another try only where one could help.
 */
function RecapError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 text-center text-sm" data-testid="recap-error">
      <p className="font-medium">The question-by-question recap could not be loaded.</p>
      <p className="text-muted-foreground">
        {notFound ? `${error.message}: this recap is only for the player of a game that has ended.` : error.message}
      </p>
      {!notFound && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}

function ChallengeSideResult({ challengeId }: { challengeId: string }) {
  return (
    <div
      className="rounded-lg border border-border bg-background/40 p-4 text-center"
      data-testid="challenge-side-result"
    >
      <p className="text-xl font-semibold">Your side of the challenge is in</p>
      <p className="mt-1 text-sm text-muted-foreground">
        The challenge is settled once your friend has played too: the better caller takes both stakes.
      </p>
      <Button asChild className="mt-3">
        <Link to={`/challenges/${challengeId}`}>See the challenge</Link>
      </Button>
    </div>
  );
}

/**
 * A playing window's entry at its end (decision 0173): no score and no verdicts, which would tell the clips'
 * outcomes to entrants still to play; what the player called, and when the window's close brings the results.
 */
export function WindowEntryResults({
  end,
  tournamentId,
  onPlayAgain,
}: {
  end: EntryEnd;
  tournamentId: string | undefined;
  onPlayAgain: () => void;
}) {
  const { totalQuestions, answered, reason } = end;
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <LockIcon className="size-6" aria-hidden="true" />
        </div>
        <CardTitle className="text-2xl">Your entry is in</CardTitle>
        <CardDescription>{GAME_END_MESSAGES[reason]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div
          className="rounded-lg border border-border bg-background/40 p-4 text-center"
          data-testid="window-entry-result"
        >
          <p className="text-lg font-semibold tabular-nums">
            {answered} of {totalQuestions} calls locked in
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Your score, your answers and the prizes are shown when the playing window closes at{' '}
            <span className="font-medium text-foreground tabular-nums" data-testid="results-at">
              {formatStart(end.resultsAt)}
            </span>
            .
          </p>
          {tournamentId && (
            <Button asChild className="mt-3">
              <Link to={`/tournaments/${tournamentId}`}>See the tournament</Link>
            </Button>
          )}
        </div>
        <Button size="lg" variant="outline" onClick={onPlayAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Play a game
        </Button>
      </CardContent>
    </Card>
  );
}

/** A tournament entry's settled end (after its close): its prize is on the tournament's page, with the table. */
function TournamentEntryResult({ tournamentId }: { tournamentId: string }) {
  return (
    <div
      className="rounded-lg border border-border bg-background/40 p-4 text-center"
      data-testid="tournament-entry-result"
    >
      <p className="text-xl font-semibold">The tournament has closed</p>
      <p className="mt-1 text-sm text-muted-foreground">The final table and the prizes are on its page.</p>
      <Button asChild className="mt-3">
        <Link to={`/tournaments/${tournamentId}`}>See the tournament</Link>
      </Button>
    </div>
  );
}

export function GameResults({
  end,
  passRatio,
  userId,
  gameId,
  challengeId,
  tournamentId,
  onPlayAgain,
}: GameResultsProps) {
  const { score, totalQuestions, reason, difficulty, answered, won, payout, stake, net, winningsTransactionId } = end;
  const recap = useGameRecap(userId, gameId);
  const facts = useMemo(() => (recap.data ? shareCardFacts(recap.data) : null), [recap.data]);
  const level = DIFFICULTY_LEVELS.find((candidate) => candidate.level === difficulty)?.label ?? difficulty;
  const accuracy = accuracyPercent(score, totalQuestions);
  const notReached = Math.max(0, totalQuestions - answered);
  const tone = resultTone(accuracy);
  const mark = passMark(totalQuestions, passRatio);
  const HeaderIcon = won ? TrophyIcon : TargetIcon;

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader className="items-center text-center">
        <div
          className={cn(
            'mx-auto flex size-12 items-center justify-center rounded-full',
            won ? 'bg-primary/15 text-primary' : 'bg-muted text-muted-foreground',
          )}
          data-testid="result-icon"
          data-icon={won ? 'trophy' : 'target'}
        >
          <HeaderIcon className="size-6" aria-hidden="true" />
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
        {challengeId ? (
          <ChallengeSideResult challengeId={challengeId} />
        ) : tournamentId ? (
          <TournamentEntryResult tournamentId={tournamentId} />
        ) : (
          <div className="rounded-lg border border-border bg-background/40 p-4 text-center" data-testid="money-result">
            <p className="flex flex-wrap items-baseline justify-center gap-x-2 text-xl font-semibold">
              <span className={won ? 'text-primary' : 'text-muted-foreground'}>
                {won ? `You won ${formatMoney(payout)}` : 'Stake lost'}
              </span>
              <SignedAmount money={net} className="text-lg" />
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
              <dt className="text-right text-muted-foreground">{net.value >= 0 ? 'Profit' : 'Loss'}</dt>
              <dd className="text-left" data-testid="result-net">
                <SignedAmount money={net} />
              </dd>
            </dl>
            {winningsTransactionId && <WinningsLink recap={recap.data} currency={payout.currency} />}
          </div>
        )}
        {recap.isPending && gameId && (
          <div className="flex flex-col gap-2" data-testid="recap-loading">
            {Array.from({ length: Math.min(totalQuestions, 3) }, (_, index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        )}
        {recap.isError && <RecapError error={recap.error} onRetry={() => void recap.refetch()} />}
        {recap.data && <GameRecap questions={recap.data.questions} />}
        {facts && <ShareCardPanel facts={facts} />}
        <Button size="lg" onClick={onPlayAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Play Again
        </Button>
      </CardContent>
    </Card>
  );
}
