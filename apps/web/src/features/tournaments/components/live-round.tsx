import { useEffect, useState } from 'react';
import type { TournamentSummary } from '@gom/contract/contests';
import type { Answer } from '@gom/contract/socket';
import { LockedIn } from '@/components/contests/locked-in.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useSecondsUntil } from '../hooks/use-seconds-until.ts';
import { useTournamentSocket } from '../hooks/use-tournament-socket.ts';
import { revealOf, toLocalTime, type LiveRoundState } from '../utils/live-round.ts';
import { AnswersList } from './answers-list.tsx';
import { RoundClip } from './round-clip.tsx';
import { StandingsTable } from './standings-table.tsx';

// The live round (decision 0103): question n reaches every entrant at the same second; the clip plays, the entrant
// calls GOAL or MISS and sees "Locked in" (the same for a right and a wrong call); when everyone's window is over
// the outcome, the verdict, the full clip and the table arrive together. Every moment is the server's: countdowns
// run on its clock, moved onto this device's by the offset its `roundState` gave.

export const NOT_CONNECTED_CALL_MESSAGE = 'Not connected to the round. Your call was not sent: reconnecting...';
const ANSWER_SECONDS = 10;

function Countdown({ label, targetMs }: { label: string; targetMs: number | null }) {
  const seconds = useSecondsUntil(targetMs);
  if (seconds === null) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {label}{' '}
      <span className="font-semibold text-foreground tabular-nums" data-testid="round-countdown">
        {seconds}
      </span>
      {' s'}
    </p>
  );
}

function releaseOf(state: LiveRoundState, questionIndex: number): number | null {
  if (!state.startsAt) return null;
  return toLocalTime(state.startsAt, state.offsetMs) + questionIndex * state.questionIntervalMs;
}

const CALLS = [
  { answer: 'goal', label: 'GOAL', tone: 'bg-emerald-600 hover:bg-emerald-500' },
  { answer: 'miss', label: 'MISS', tone: 'bg-red-600 hover:bg-red-500' },
] as const;

function CallButtons({ onCall, disabled }: { onCall: (answer: Answer) => void; disabled: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {CALLS.map((call) => (
        <Button
          key={call.answer}
          size="lg"
          className={`h-14 text-lg font-bold ${call.tone}`}
          disabled={disabled}
          onClick={() => onCall(call.answer)}
        >
          {call.label}
        </Button>
      ))}
    </div>
  );
}

function QuestionPanel({
  state,
  send,
}: {
  state: LiveRoundState;
  send: ReturnType<typeof useTournamentSocket>['send'];
}) {
  const question = state.question;
  const [sending, setSending] = useState<number | null>(null);
  const [notSent, setNotSent] = useState(false);
  useEffect(() => setNotSent(false), [question?.questionIndex]);
  if (!question) return null;
  const reveal = revealOf(state);
  const deadlineMs = toLocalTime(question.deadline, state.offsetMs);
  const last = question.questionIndex + 1 >= state.numberOfQuestions;
  const nextRelease = last ? null : releaseOf(state, question.questionIndex + 1);

  function call(answer: Answer) {
    if (!question) return;
    const sent = send({ type: 'answerQuestion', payload: { questionIndex: question.questionIndex, answer } });
    setNotSent(!sent);
    if (sent) setSending(question.questionIndex);
  }

  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle data-testid="round-question">
          Question {question.questionIndex + 1} of {state.numberOfQuestions}
        </CardTitle>
        {question.phase === 'open' && <Countdown label="Time left" targetMs={deadlineMs} />}
        {question.phase === 'closed' && nextRelease !== null && (
          <Countdown label="Next question in" targetMs={nextRelease} />
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RoundClip
          key={reveal ? reveal.postVideoLink : question.preVideoLink}
          src={reveal ? reveal.postVideoLink : question.preVideoLink}
          verdict={reveal ? (reveal.isCorrect ? 'right' : 'wrong') : null}
          // A first frame after the call starts no clock: the answer is in, and its time already counted.
          onFirstFrame={
            question.phase === 'open'
              ? () => send({ type: 'clipReady', payload: { questionIndex: question.questionIndex } })
              : undefined
          }
        />
        {question.phase === 'open' && (
          <>
            <p className="text-sm text-muted-foreground">
              Will it go in? You have {ANSWER_SECONDS} s from when the clip plays.
            </p>
            <CallButtons onCall={call} disabled={sending === question.questionIndex} />
            {notSent && <Alert variant="error">{NOT_CONNECTED_CALL_MESSAGE}</Alert>}
          </>
        )}
        {question.phase === 'locked' && question.answer && (
          <LockedIn answer={question.answer} outcomeComes="The outcome comes when everyone's time is up." />
        )}
        {reveal && (
          <div
            data-testid="round-reveal"
            data-verdict={reveal.isCorrect ? 'right' : 'wrong'}
            aria-live="polite"
            className="flex flex-col gap-1"
          >
            <p className={reveal.isCorrect ? 'text-lg font-bold text-emerald-400' : 'text-lg font-bold text-red-400'}>
              {reveal.answer === null ? 'No call' : reveal.isCorrect ? 'Right call!' : 'Wrong call'}
            </p>
            <p className="text-sm text-muted-foreground">
              It was a {reveal.outcome.toUpperCase()}
              {reveal.answer ? `: you called ${reveal.answer.toUpperCase()}` : ''}.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RoundEnd({ state }: { state: LiveRoundState }) {
  const won = state.prize !== null && state.prize.value > 0;
  return (
    <Card data-testid="round-ended" className="gap-3">
      <CardHeader>
        <CardTitle>The round is over</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {state.you && (
          <p>
            You finished <span className="font-semibold">#{state.you.rank}</span> of{' '}
            {state.entrants || state.standings.length} with {state.you.correct} right.
          </p>
        )}
        {state.prize && (
          <p data-testid="round-prize" className={won ? 'text-lg font-bold text-emerald-400' : 'text-muted-foreground'}>
            {won ? `You won ${formatMoney(state.prize)}` : 'No prize this time.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * `onStale`: the round has moved past the tournament's summary (it went live, or it ended with the prizes paid), so the
 * summary's status, entrants and pool are read again.
 */
export function LiveRound({ tournament, onStale }: { tournament: TournamentSummary; onStale?: () => void }) {
  const { state, send } = useTournamentSocket({ tournamentId: tournament.id, active: true });
  const ended = state.status === 'closed' && state.prize !== null;
  const wentLive = state.status === 'live' && tournament.status === 'scheduled';
  useEffect(() => {
    if (ended || wentLive) onStale?.();
  }, [ended, wentLive, onStale]);
  const startMs = state.startsAt ? toLocalTime(state.startsAt, state.offsetMs) : null;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        {state.error && <Alert variant="error">{state.error}</Alert>}
        {!state.connected && state.status === null && (
          <p className="text-sm text-muted-foreground">Connecting to the round...</p>
        )}
        {ended && <RoundEnd state={state} />}
        {!ended && state.connected && !state.question && state.status !== 'cancelled' && (
          <Card>
            <CardContent className="flex flex-col gap-1 py-6">
              <p className="font-medium">You are in. Stay on this page: the first clip comes to everyone at once.</p>
              <Countdown label="The round starts in" targetMs={startMs} />
            </CardContent>
          </Card>
        )}
        {!ended && <QuestionPanel state={state} send={send} />}
        {state.closed.length > 0 && ended && <AnswersList questions={state.closed} />}
      </div>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle>{ended ? 'Final table' : 'Live standings'}</CardTitle>
          {state.questionsClosed > 0 && !ended && (
            <p className="text-xs text-muted-foreground">After question {state.questionsClosed}</p>
          )}
        </CardHeader>
        <CardContent className="overflow-x-auto px-4 sm:px-6">
          <StandingsTable rows={state.standings} you={state.you} label="Standings" showPrize={ended} />
        </CardContent>
      </Card>
    </div>
  );
}
