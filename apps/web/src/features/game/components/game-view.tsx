import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InfoIcon, CheckCircle2Icon, AlertCircleIcon, PlayIcon } from 'lucide-react';
import { GAME_AREA_OPEN_DELAY_MS, PASS_RATIO, SECONDS_PER_QUESTION } from '@gom/contract/constants';
import { describeWinRule, passMark } from '@gom/contract/games';
import { GAME_END_MESSAGES } from '@gom/contract/socket';
import type { Answer, ServerMessage } from '@gom/contract/socket';
import type { User } from '@gom/contract/users';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import { useGameConfig } from '../api/get-game-config.ts';
import { useActivityLog } from '../hooks/use-activity-log.ts';
import { useBanner } from '../hooks/use-banner.ts';
import type { Banner } from '../hooks/use-banner.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useGameSocket } from '../hooks/use-game-socket.ts';
import { canAnswer, INITIAL_ROUND, reduceRound } from '../utils/game-round.ts';
import type { RoundAction, RoundState } from '../utils/game-round.ts';
import type { GameSession } from '../utils/game-session.ts';
import { answeredAccuracy, currentStreak, livesLeft } from '../utils/round-stats.ts';
import { toLocalDeadline } from '../utils/server-clock.ts';
import { recordVideoTiming } from '../utils/video-timings.ts';
import { ActivityLogPanel } from './activity-log-panel.tsx';
import { AuthRequiredCard } from './auth-required-card.tsx';
import { GameArea } from './game-area.tsx';
import { GameCreation } from './game-creation.tsx';
import { GameResults } from './game-results.tsx';

// The game screen (spec §2, §4): gameCreation, then gameArea about 0.5 s after a successful create, then
// gameResults when gameEnded arrives. Disconnect returns to creation and keeps the game id (the player can
// rejoin); End Game and Play Again forget the game. The live connection is open exactly while the game
// area shows, and the server is the authority on everything that happens in it, time included: the clip's
// first frame sends clipReady, and the countdown follows the deadline the server's questionTimer states.

export type GameMode = 'gameCreation' | 'gameArea' | 'gameResults';

const BANNER_ICONS = { success: CheckCircle2Icon, error: AlertCircleIcon, info: InfoIcon } as const;

function GameBanner({ banner }: { banner: Banner }) {
  const Icon = BANNER_ICONS[banner.variant];
  return (
    <Alert variant={banner.variant}>
      <Icon aria-hidden="true" />
      <span>{banner.message}</span>
    </Alert>
  );
}

export function GameView({ user }: { user: User | null }) {
  const queryClient = useQueryClient();
  const config = useGameConfig();
  const passRatio = config.data?.passRatio ?? PASS_RATIO;
  const secondsPerQuestion = config.data?.secondsPerQuestion ?? SECONDS_PER_QUESTION;

  const [mode, setMode] = useState<GameMode>('gameCreation');
  const [game, setGame] = useState<GameSession | null>(null);
  // True only after Disconnect: the creation screen then offers to rejoin. A game that exists while its area
  // is still opening (the 0.5 s after 'Game created!') was not left, so it must not say so.
  const [leftGame, setLeftGame] = useState(false);
  const [round, setRound] = useState<RoundState>(INITIAL_ROUND);
  // Messages are applied to the latest round at once, not at the next render, so two in one task (a
  // question re-sent twice) see each other.
  const roundRef = useRef<RoundState>(INITIAL_ROUND);
  // How many times the post-answer video was started for this question (0: the pre-answer clip shows); each
  // start is a fresh player, so Post-Answer Video replays it from the beginning.
  const [postVideoRun, setPostVideoRun] = useState(0);
  const [questionArrivedAt, setQuestionArrivedAt] = useState<number | undefined>(undefined);
  const clockOffset = useRef<number | undefined>(undefined);
  // The question whose clip has shown its first frame here (-1: none yet), so a reconnect can say it again.
  const clipReadyFor = useRef(-1);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { entries, log, clear } = useActivityLog();
  const { banner, showBanner } = useBanner();

  useEffect(() => () => clearTimeout(openTimer.current), []);

  const apply = useCallback((action: RoundAction): boolean => {
    const previous = roundRef.current;
    const next = reduceRound(previous, action);
    if (next === previous) return false;
    roundRef.current = next;
    setRound(next);
    return true;
  }, []);

  const resetRound = useCallback(() => {
    roundRef.current = INITIAL_ROUND;
    setRound(INITIAL_ROUND);
    setPostVideoRun(0);
    setQuestionArrivedAt(undefined);
    clockOffset.current = undefined;
    clipReadyFor.current = -1;
  }, []);

  function handleMessage(message: ServerMessage) {
    switch (message.type) {
      case 'gameStarted':
        apply({ type: 'started' });
        log('Game started', 'success');
        return;
      case 'questionSent': {
        const { questionIndex, question, deadline } = message.payload;
        const arrivedAt = performance.now();
        // Its deadline is provisional (the earliest it can be), but it still tells how far the server's clock
        // runs ahead of ours; the countdown itself waits for questionTimer.
        clockOffset.current = toLocalDeadline({
          deadline,
          secondsPerQuestion,
          receivedAt: Date.now(),
          offsetMs: clockOffset.current,
        }).offsetMs;
        if (!apply({ type: 'questionSent', questionIndex, question })) {
          // The same question again, after a reconnect: if its clip already plays here and the server has not
          // started its clock, say so again (a clipReady sent while the socket was down was lost).
          if (clipReadyFor.current === questionIndex && roundRef.current.deadlineMs === null) sendClipReady();
          return;
        }
        setQuestionArrivedAt(arrivedAt);
        setPostVideoRun(0);
        log(`Question ${questionIndex + 1} received`, 'info');
        return;
      }
      case 'questionTimer': {
        const { questionIndex, deadline } = message.payload;
        const local = toLocalDeadline({
          deadline,
          secondsPerQuestion,
          receivedAt: Date.now(),
          offsetMs: clockOffset.current,
        });
        clockOffset.current = local.offsetMs;
        if (apply({ type: 'questionTimer', questionIndex, deadlineMs: local.deadlineMs })) {
          log(`Question ${questionIndex + 1}: the clock is running`, 'info');
        }
        return;
      }
      case 'questionAnswered': {
        const { isCorrect } = message.payload;
        if (!apply({ type: 'answerResult', result: message.payload })) return;
        log(isCorrect ? 'Correct!' : 'Incorrect', isCorrect ? 'success' : 'error');
        // The pause before the next question is the time to watch how the clip ended.
        setPostVideoRun(1);
        return;
      }
      case 'gameEnded':
        if (!apply({ type: 'ended', end: message.payload })) return;
        log(`Game ended: ${GAME_END_MESSAGES[message.payload.reason]}`, 'info');
        // The game is settled: the stake is captured and any winnings paid.
        void queryClient.invalidateQueries({ queryKey: walletsQueryKey(user?.id ?? '') });
        void queryClient.invalidateQueries({ queryKey: transactionsQueryKey(user?.id ?? '') });
        setMode('gameResults');
        return;
      case 'errorOccurred':
        log(`Game error: ${message.payload.message}`, 'error');
        return;
    }
  }

  const { send, isOpen } = useGameSocket({
    userId: user?.id,
    gameId: game?.gameId,
    active: mode === 'gameArea',
    onMessage: handleMessage,
    log,
    shouldReconnect: () => roundRef.current.ended === null,
  });

  const secondsLeft = useCountdown({
    deadlineMs: round.deadlineMs,
    maxSeconds: secondsPerQuestion,
    running: mode === 'gameArea' && canAnswer(round),
    // Spec §8: 'Time up!' as an error; no answer is sent for the player. The server ends the game.
    onExpire: () => {
      if (apply({ type: 'timeUp' })) log('Time up!', 'error');
    },
  });

  function handleCreated(created: GameSession) {
    setGame(created);
    setLeftGame(false);
    resetRound();
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(() => setMode('gameArea'), GAME_AREA_OPEN_DELAY_MS);
  }

  function handleStart() {
    if (send({ type: 'startGame', payload: {} })) log('Starting game…', 'info');
  }

  function handleAnswer(answer: Answer) {
    if (!canAnswer(roundRef.current)) return;
    if (!send({ type: 'answerQuestion', payload: { answer } })) return;
    apply({ type: 'answerSent', answer });
    log(`Answer sent: ${answer.toUpperCase()}`, 'info');
  }

  /** The current clip can play: the server may start the question's 10 s (it uses its own time). */
  function sendClipReady() {
    const questionIndex = roundRef.current.questionIndex;
    // Quietly skipped while the socket is down; the re-sent question after the reconnect asks again.
    if (isOpen()) send({ type: 'clipReady', payload: { questionIndex } });
  }

  function handleFirstFrame(milliseconds: number | undefined) {
    const current = roundRef.current;
    if (milliseconds !== undefined) {
      recordVideoTiming(milliseconds);
      log(`Clip ${current.questionIndex + 1} first frame after ${milliseconds} ms`, 'info');
    }
    if (!canAnswer(current) || current.deadlineMs !== null) return;
    clipReadyFor.current = current.questionIndex;
    sendClipReady();
  }

  function handleDisconnect() {
    setLeftGame(true);
    setMode('gameCreation');
    log('Disconnected from the game; you can rejoin it from here', 'info');
  }

  function handleRejoin() {
    // The clip restarts in a new player: its load time is no longer measured from the question's arrival.
    setQuestionArrivedAt(undefined);
    setLeftGame(false);
    setMode('gameArea');
  }

  /** End Game and Play Again: forget the game id, the score and the round. */
  function handleReset() {
    clearTimeout(openTimer.current);
    setGame(null);
    setLeftGame(false);
    resetRound();
    setMode('gameCreation');
  }

  if (!user) return <AuthRequiredCard />;

  const totalQuestions = game?.numberOfQuestions ?? round.ended?.totalQuestions ?? 0;

  return (
    <div className="flex flex-col gap-6">
      {banner && <GameBanner banner={banner} />}
      {mode === 'gameCreation' && (
        <>
          {game && leftGame && (
            <Alert variant="info" className="items-center">
              <InfoIcon aria-hidden="true" />
              <span className="flex-1">You left a game in progress.</span>
              <Button size="sm" onClick={handleRejoin}>
                <PlayIcon aria-hidden="true" />
                Rejoin Game
              </Button>
            </Alert>
          )}
          <GameCreation user={user} onCreated={handleCreated} showBanner={showBanner} log={log} />
          {entries.length > 0 && <ActivityLogPanel entries={entries} onClear={clear} />}
        </>
      )}
      {mode === 'gameArea' && game && (
        <GameArea
          round={round}
          totalQuestions={totalQuestions}
          lives={livesLeft({ outcomes: round.outcomes, totalQuestions, passRatio })}
          maxLives={Math.max(0, totalQuestions - passMark(totalQuestions, passRatio))}
          streak={currentStreak(round.outcomes)}
          accuracy={answeredAccuracy(round.outcomes)}
          odds={game.odds}
          winRule={describeWinRule(totalQuestions, passRatio)}
          secondsLeft={secondsLeft}
          postVideoRun={postVideoRun}
          questionArrivedAt={questionArrivedAt}
          logs={entries}
          onStart={handleStart}
          onAnswer={handleAnswer}
          onPlayPostVideo={() => setPostVideoRun((run) => run + 1)}
          onFirstFrame={handleFirstFrame}
          onDisconnect={handleDisconnect}
          onEndGame={handleReset}
          onClearLogs={clear}
        />
      )}
      {mode === 'gameResults' && round.ended && (
        <GameResults end={round.ended} passRatio={passRatio} onPlayAgain={handleReset} />
      )}
    </div>
  );
}
