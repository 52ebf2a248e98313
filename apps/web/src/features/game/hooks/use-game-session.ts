import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GAME_AREA_OPEN_DELAY_MS } from '@gom/contract/constants';
import { GAME_END_MESSAGES } from '@gom/contract/socket';
import type { Answer, ServerMessage } from '@gom/contract/socket';
import type { User } from '@gom/contract/users';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';
import type { LogType } from '../utils/activity-log.ts';
import { canAnswer, INITIAL_ROUND, isOver, reduceRound } from '../utils/game-round.ts';
import type { RoundAction, RoundState } from '../utils/game-round.ts';
import type { GameSession } from '../utils/game-session.ts';
import { toLocalDeadline } from '../utils/server-clock.ts';
import { recordVideoTiming } from '../utils/video-timings.ts';
import { useCountdown } from './use-countdown.ts';
import { useGameSocket } from './use-game-socket.ts';

// One game as the screen lives it (spec §4): which screen shows, the game being played, the round (the
// `game-round` reducer, mirrored in a ref so two messages in one task see each other), the clock offset to
// the server, the post-answer video runs, and the live socket, open exactly while the game area shows. The
// view renders what this returns and wires its handlers to the buttons.

export type GameMode = 'gameCreation' | 'gameArea' | 'gameResults';

export interface UseGameSessionOptions {
  user: User | null;
  secondsPerQuestion: number;
  log: (message: string, type?: LogType) => void;
}

export function useGameSession({ user, secondsPerQuestion, log }: UseGameSessionOptions) {
  const queryClient = useQueryClient();
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
      case 'answerLocked': {
        const { questionIndex, answer } = message.payload;
        if (!apply({ type: 'answerLocked', questionIndex, answer })) return;
        log(`Locked in: ${answer.toUpperCase()}`, 'info');
        return;
      }
      case 'entryEnded':
        if (!apply({ type: 'entryEnded', end: message.payload })) return;
        log('Entry complete: the results come when the playing window closes', 'info');
        setMode('gameResults');
        return;
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
    shouldReconnect: () => !isOver(roundRef.current),
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

  return {
    mode,
    game,
    leftGame,
    round,
    postVideoRun,
    questionArrivedAt,
    secondsLeft,
    handlers: {
      created: handleCreated,
      start: handleStart,
      answer: handleAnswer,
      firstFrame: handleFirstFrame,
      disconnect: handleDisconnect,
      rejoin: handleRejoin,
      reset: handleReset,
      replayPostVideo: () => setPostVideoRun((run) => run + 1),
    },
  };
}
