import { describe, expect, it } from 'vitest';
import { applyRoundEvent, endsByTimeAt, ROUND_REFUSALS } from './apply-round-event.ts';
import { DEFAULT_ROUND_TIMING } from './game-constants.ts';
import {
  answeredClipIds,
  createRoundState,
  nextDeadline,
  upgradeRoundState,
  type RoundEffect,
  type RoundEvent,
  type RoundMessage,
  type RoundState,
  type StoredRoundState,
} from './round-state.ts';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const SECOND = 1_000;
const { questionMs, clipWaitMs, graceMs, pauseMs, startWithinMs } = DEFAULT_ROUND_TIMING;
const OUTCOMES = ['goal', 'miss', 'goal', 'miss', 'goal'] as const;

function newGame(): RoundState {
  return createRoundState({
    createdAt: T0,
    clips: OUTCOMES.map((outcome, i) => ({ clipId: `clip-${i}`, outcome })),
    passMark: 4,
  });
}

/** Applies events in order and gathers everything they produced. */
function play(state: RoundState, events: RoundEvent[]) {
  const messages: RoundMessage[] = [];
  const effects: RoundEffect[] = [];
  let current = state;
  for (const event of events) {
    const result = applyRoundEvent(current, event);
    current = result.state;
    messages.push(...result.messages);
    effects.push(...result.effects);
  }
  return { state: current, messages, effects };
}

/**
 * A game with socket `a` open, started at T0 + 1 s, whose first clip plays at once: question 1 is open until
 * T0 + 11 s (+ grace).
 */
function startedGame() {
  return play(newGame(), [
    { type: 'socketOpened', at: T0, connectionId: 'a' },
    { type: 'start', at: T0 + SECOND },
    { type: 'clipReady', at: T0 + SECOND, questionIndex: 0 },
  ]).state;
}

const refusal = (message: string): RoundMessage[] => [{ audience: 'sender', type: 'errorOccurred', message }];

describe('a live round, happy path', () => {
  it('sends each question, judges each answer, pauses, and ends completed with a settlement', () => {
    let state = play(newGame(), [{ type: 'socketOpened', at: T0, connectionId: 'a' }]).state;
    expect(nextDeadline(state)).toBe(T0 + startWithinMs);

    const started = applyRoundEvent(state, { type: 'start', at: T0 + SECOND });
    expect(started.messages).toEqual([
      { audience: 'all', type: 'gameStarted' },
      { audience: 'all', type: 'questionSent', questionIndex: 0, clipId: 'clip-0', deadlineAt: T0 + 11 * SECOND },
    ]);
    state = started.state;
    // The clip is still loading: the clock starts at the latest 3 s after the send.
    expect(nextDeadline(state)).toBe(T0 + SECOND + clipWaitMs);
    const ready = applyRoundEvent(state, { type: 'clipReady', at: T0 + 2 * SECOND, questionIndex: 0 });
    expect(ready.messages).toEqual([
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: T0 + 12 * SECOND },
    ]);
    state = ready.state;
    expect(nextDeadline(state)).toBe(T0 + 12 * SECOND + graceMs);

    // Calls: right, right, wrong, right, right → 4 of 5, the pass mark; each within 2 s of its question.
    const calls = ['goal', 'miss', 'miss', 'miss', 'goal'] as const;
    let at = T0 + SECOND;
    for (const [index, call] of calls.entries()) {
      at += 2 * SECOND;
      const answered = applyRoundEvent(state, { type: 'answer', at, answer: call });
      expect(answered.messages).toEqual([
        {
          audience: 'all',
          type: 'questionAnswered',
          questionIndex: index,
          clipId: `clip-${index}`,
          isCorrect: call === OUTCOMES[index],
        },
      ]);
      state = answered.state;
      expect(state.phase).toBe('pause');
      expect(nextDeadline(state)).toBe(at + pauseMs);
      expect(answeredClipIds(state)).toHaveLength(index + 1);

      // Nothing happens a moment before the pause ends.
      expect(applyRoundEvent(state, { type: 'tick', at: at + pauseMs - 1 }).messages).toEqual([]);
      at += pauseMs;
      const next = applyRoundEvent(state, { type: 'tick', at });
      state = next.state;
      if (index < calls.length - 1) {
        expect(next.messages).toEqual([
          {
            audience: 'all',
            type: 'questionSent',
            questionIndex: index + 1,
            clipId: `clip-${index + 1}`,
            deadlineAt: at + questionMs,
          },
        ]);
        expect(next.effects).toEqual([]);
      } else {
        // After the last verdict the same pause runs, so the player sees the post-answer video, then the end.
        expect(next.messages).toEqual([
          { audience: 'all', type: 'gameEnded', score: 4, totalQuestions: 5, reason: 'completed' },
        ]);
        expect(next.effects).toEqual([{ type: 'settle', score: 4, totalQuestions: 5, reason: 'completed', won: true }]);
      }
    }
    expect(state.phase).toBe('ended');
    expect(nextDeadline(state)).toBeNull();
  });

  it('settles a loss when the score is below the pass mark', () => {
    // Calls: wrong, wrong, right, right, right → 3 of 5, one short of the pass mark.
    const { effects } = play(startedGame(), [
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'miss' },
      { type: 'tick', at: T0 + 8 * SECOND },
      { type: 'answer', at: T0 + 9 * SECOND, answer: 'goal' },
      { type: 'tick', at: T0 + 15 * SECOND },
      { type: 'answer', at: T0 + 16 * SECOND, answer: 'goal' },
      { type: 'tick', at: T0 + 22 * SECOND },
      { type: 'answer', at: T0 + 23 * SECOND, answer: 'miss' },
      { type: 'tick', at: T0 + 29 * SECOND },
      { type: 'answer', at: T0 + 30 * SECOND, answer: 'goal' },
      { type: 'tick', at: T0 + 36 * SECOND },
    ]);
    expect(effects).toEqual([{ type: 'settle', score: 3, totalQuestions: 5, reason: 'completed', won: false }]);
  });

  it('sends the next question when the pause ends, however late the tick; the 10 s still start at clipReady', () => {
    const paused = applyRoundEvent(startedGame(), { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' }).state;
    const pauseEnd = T0 + 2 * SECOND + pauseMs;
    const late = pauseEnd + SECOND;
    const { messages, state } = applyRoundEvent(paused, { type: 'tick', at: late });
    expect(messages).toEqual([
      { audience: 'all', type: 'questionSent', questionIndex: 1, clipId: 'clip-1', deadlineAt: pauseEnd + questionMs },
    ]);
    expect(state.questions[1]?.sentAt).toBe(pauseEnd);
    // The same state as a punctual timer's: whoever derives it later from the stored pause agrees (performance note 0042).
    expect(state).toEqual(applyRoundEvent(paused, { type: 'tick', at: pauseEnd }).state);
    const ready = applyRoundEvent(state, { type: 'clipReady', at: late + 200, questionIndex: 1 }).state;
    expect(ready.questions[1]?.deadlineAt).toBe(late + 200 + questionMs);
  });

  it('says when time alone would end the game: the deadlines before only send a question or start a clock', () => {
    const paused = applyRoundEvent(startedGame(), { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' }).state;
    const pauseEnd = T0 + 2 * SECOND + pauseMs;
    // The next question goes out at the pause's end, its clock starts at the cap, and it expires unanswered.
    expect(endsByTimeAt(paused)).toBe(pauseEnd + clipWaitMs + questionMs + graceMs);
    expect(endsByTimeAt(newGame())).toBe(T0 + startWithinMs);
    const last = play(startedGame(), [
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' },
      ...[1, 2, 3, 4].flatMap((index) => [
        { type: 'tick' as const, at: T0 + index * 10 * SECOND },
        { type: 'answer' as const, at: T0 + index * 10 * SECOND + SECOND, answer: 'goal' as const },
      ]),
    ]).state;
    expect(last.phase).toBe('pause');
    expect(endsByTimeAt(last)).toBe(last.pauseEndsAt);
  });
});

describe('deadlines', () => {
  it('ends the game `timeout` when no answer comes by the deadline with a socket open; unanswered is incorrect', () => {
    const state = play(startedGame(), [
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' },
      { type: 'tick', at: T0 + 8 * SECOND },
      { type: 'clipReady', at: T0 + 8 * SECOND, questionIndex: 1 },
    ]).state;
    const cutoff = T0 + 8 * SECOND + questionMs + graceMs;
    expect(nextDeadline(state)).toBe(cutoff);
    expect(applyRoundEvent(state, { type: 'tick', at: cutoff - 1 }).messages).toEqual([]);
    const ended = applyRoundEvent(state, { type: 'tick', at: cutoff });
    expect(ended.messages).toEqual([
      { audience: 'all', type: 'gameEnded', score: 1, totalQuestions: 5, reason: 'timeout' },
    ]);
    expect(ended.effects).toEqual([{ type: 'settle', score: 1, totalQuestions: 5, reason: 'timeout', won: false }]);
    expect(ended.state).toMatchObject({ phase: 'ended', endReason: 'timeout', endedAt: cutoff });
  });

  it('accepts an answer inside the grace after the deadline and refuses one after it', () => {
    const state = startedGame();
    const deadline = T0 + 11 * SECOND;
    const inGrace = applyRoundEvent(state, { type: 'answer', at: deadline + graceMs - 1, answer: 'goal' });
    expect(inGrace.messages[0]).toMatchObject({ type: 'questionAnswered', isCorrect: true });

    const late = applyRoundEvent(state, { type: 'answer', at: deadline + graceMs, answer: 'goal' });
    expect(late.messages).toEqual([
      { audience: 'all', type: 'gameEnded', score: 0, totalQuestions: 5, reason: 'timeout' },
      ...refusal('Time is up for question 1'),
    ]);
    expect(late.state.questions[0]?.answer).toBeNull();
  });

  it('voids a game not started within 10 minutes of its creation, once', () => {
    const state = newGame();
    expect(applyRoundEvent(state, { type: 'tick', at: T0 + startWithinMs - 1 }).state).toBe(state);
    expect(applyRoundEvent(state, { type: 'void', at: T0 + startWithinMs - 1 }).messages).toEqual(
      refusal(ROUND_REFUSALS.notVoidableYet),
    );

    const voided = applyRoundEvent(state, { type: 'void', at: T0 + startWithinMs });
    expect(voided.effects).toEqual([{ type: 'void' }]);
    expect(voided.messages).toEqual([{ audience: 'all', type: 'errorOccurred', message: ROUND_REFUSALS.voided }]);
    expect(voided.state.phase).toBe('voided');
    expect(nextDeadline(voided.state)).toBeNull();

    const again = play(voided.state, [
      { type: 'void', at: T0 + startWithinMs + 1 },
      { type: 'tick', at: T0 + startWithinMs + 2 },
    ]);
    expect(again.effects).toEqual([]);
    expect(again.messages).toEqual([]);
    expect(applyRoundEvent(voided.state, { type: 'start', at: T0 + startWithinMs + 3 }).messages).toEqual(
      refusal(ROUND_REFUSALS.voided),
    );
  });

  it('voids by tick too, and refuses a start that comes after the window', () => {
    const { effects, messages, state } = applyRoundEvent(newGame(), { type: 'start', at: T0 + startWithinMs + 5 });
    expect(effects).toEqual([{ type: 'void' }]);
    expect(messages.at(-1)).toEqual(refusal(ROUND_REFUSALS.voided)[0]);
    expect(state.startedAt).toBeNull();
    expect(applyRoundEvent(newGame(), { type: 'tick', at: T0 + startWithinMs }).effects).toEqual([{ type: 'void' }]);
  });

  it("voids a game not started yet at once when the player's safer-play break starts, and nothing once started", () => {
    const voided = applyRoundEvent(newGame(), { type: 'void', at: T0 + SECOND, reason: 'break' });
    expect(voided.effects).toEqual([{ type: 'void' }]);
    expect(voided.messages).toEqual([
      { audience: 'all', type: 'errorOccurred', message: ROUND_REFUSALS.voidedByBreak },
    ]);
    expect(voided.state).toMatchObject({ phase: 'voided', endedAt: T0 + SECOND });
    expect(applyRoundEvent(voided.state, { type: 'void', at: T0 + 2 * SECOND, reason: 'break' }).effects).toEqual([]);
    const started = applyRoundEvent(startedGame(), { type: 'void', at: T0 + 2 * SECOND, reason: 'break' });
    expect(started.effects).toEqual([]);
    expect(started.messages).toEqual(refusal(ROUND_REFUSALS.alreadyStarted));
  });

  it('voids nothing once started', () => {
    expect(applyRoundEvent(startedGame(), { type: 'void', at: T0 + 2 * SECOND }).messages).toEqual(
      refusal(ROUND_REFUSALS.alreadyStarted),
    );
  });
});

describe('disconnects', () => {
  it('ends the game `disconnected` when the socket closed and did not reopen before the deadline', () => {
    const { messages, effects } = play(startedGame(), [
      { type: 'socketClosed', at: T0 + 3 * SECOND, connectionId: 'a' },
      { type: 'tick', at: T0 + 11 * SECOND + graceMs },
    ]);
    expect(messages).toEqual([
      { audience: 'all', type: 'gameEnded', score: 0, totalQuestions: 5, reason: 'disconnected' },
    ]);
    expect(effects).toEqual([{ type: 'settle', score: 0, totalQuestions: 5, reason: 'disconnected', won: false }]);
  });

  it('resumes a reconnect before the deadline with the time left', () => {
    const closed = play(startedGame(), [{ type: 'socketClosed', at: T0 + 3 * SECOND, connectionId: 'a' }]).state;
    const reopened = applyRoundEvent(closed, { type: 'socketOpened', at: T0 + 6 * SECOND, connectionId: 'b' });
    // The original deadline: 5 of the 10 seconds are left; the clock had started, so its timer comes too.
    expect(reopened.messages).toEqual([
      { audience: 'sender', type: 'questionSent', questionIndex: 0, clipId: 'clip-0', deadlineAt: T0 + 11 * SECOND },
      { audience: 'sender', type: 'questionTimer', questionIndex: 0, deadlineAt: T0 + 11 * SECOND },
    ]);
    const answered = applyRoundEvent(reopened.state, { type: 'answer', at: T0 + 8 * SECOND, answer: 'goal' });
    expect(answered.messages[0]).toMatchObject({ type: 'questionAnswered', isCorrect: true });
  });

  it('times out (not disconnected) when a second socket stays open', () => {
    const { messages } = play(startedGame(), [
      { type: 'socketOpened', at: T0 + 2 * SECOND, connectionId: 'b' },
      { type: 'socketClosed', at: T0 + 3 * SECOND, connectionId: 'a' },
      { type: 'tick', at: T0 + 12 * SECOND },
    ]);
    expect(messages.at(-1)).toMatchObject({ type: 'gameEnded', reason: 'timeout' });
  });

  it('finds the game already ended `disconnected` when the socket reopens after the deadline, even before a tick', () => {
    const closed = play(startedGame(), [{ type: 'socketClosed', at: T0 + 3 * SECOND, connectionId: 'a' }]).state;
    const { messages, state } = applyRoundEvent(closed, {
      type: 'socketOpened',
      at: T0 + 20 * SECOND,
      connectionId: 'b',
    });
    expect(messages).toEqual([
      { audience: 'all', type: 'gameEnded', score: 0, totalQuestions: 5, reason: 'disconnected' },
      ...refusal(ROUND_REFUSALS.over),
    ]);
    expect(state.openConnections).toEqual([]);
  });

  it('sends the next question on schedule while disconnected in a pause; a reconnect then resumes it', () => {
    const state = play(startedGame(), [
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' },
      { type: 'socketClosed', at: T0 + 3 * SECOND, connectionId: 'a' },
      { type: 'tick', at: T0 + 8 * SECOND },
    ]).state;
    expect(state).toMatchObject({ phase: 'questionOpen', currentIndex: 1 });
    const reopened = applyRoundEvent(state, { type: 'socketOpened', at: T0 + 10 * SECOND, connectionId: 'c' });
    expect(reopened.messages).toEqual([
      { audience: 'sender', type: 'questionSent', questionIndex: 1, clipId: 'clip-1', deadlineAt: T0 + 18 * SECOND },
    ]);
  });

  it('ignores closing a socket it does not know and opening one twice', () => {
    const state = startedGame();
    expect(applyRoundEvent(state, { type: 'socketClosed', at: T0 + 2 * SECOND, connectionId: 'zz' }).state).toBe(state);
    const twice = applyRoundEvent(state, { type: 'socketOpened', at: T0 + 2 * SECOND, connectionId: 'a' });
    expect(twice.state.openConnections).toEqual(['a']);
  });
});

describe('refusals change nothing', () => {
  const check = (state: RoundState, event: RoundEvent, message: string) => {
    const result = applyRoundEvent(state, event);
    expect(result.messages).toEqual(refusal(message));
    expect(result.effects).toEqual([]);
    expect(result.state).toBe(state);
  };

  it('refuses an answer before the start, and a second start', () => {
    check(newGame(), { type: 'answer', at: T0 + 1, answer: 'goal' }, ROUND_REFUSALS.notStarted);
    check(startedGame(), { type: 'start', at: T0 + 2 * SECOND }, ROUND_REFUSALS.alreadyStarted);
  });

  it('refuses a second answer, during the pause and after the next question is sent', () => {
    const paused = applyRoundEvent(startedGame(), { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal' }).state;
    check(paused, { type: 'answer', at: T0 + 3 * SECOND, answer: 'miss' }, 'Question 1 has already been answered');
    const nextOpen = applyRoundEvent(paused, { type: 'tick', at: T0 + 8 * SECOND }).state;
    check(
      nextOpen,
      { type: 'answer', at: T0 + 9 * SECOND, answer: 'miss', questionIndex: 0 },
      'Question 1 has already been answered',
    );
  });

  it('refuses answers out of order and to questions that do not exist', () => {
    const state = startedGame();
    check(
      state,
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal', questionIndex: 2 },
      'Question 3 has not been sent yet',
    );
    check(
      state,
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal', questionIndex: 5 },
      ROUND_REFUSALS.noSuchQuestion,
    );
    check(
      state,
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal', questionIndex: -1 },
      ROUND_REFUSALS.noSuchQuestion,
    );
    check(
      state,
      { type: 'answer', at: T0 + 2 * SECOND, answer: 'goal', questionIndex: 0.5 },
      ROUND_REFUSALS.noSuchQuestion,
    );
  });

  it('refuses an answer other than goal or miss, and an event without a time', () => {
    const state = startedGame();
    check(state, { type: 'answer', at: T0 + 2 * SECOND, answer: 'post' as 'goal' }, ROUND_REFUSALS.invalidAnswer);
    check(state, { type: 'tick', at: Number.NaN }, ROUND_REFUSALS.invalidTime);
  });

  it('refuses everything a player does after the end, and ignores the rest', () => {
    const ended = play(startedGame(), [{ type: 'tick', at: T0 + 12 * SECOND }]).state;
    expect(ended.phase).toBe('ended');
    check(ended, { type: 'start', at: T0 + 13 * SECOND }, ROUND_REFUSALS.over);
    check(ended, { type: 'socketOpened', at: T0 + 13 * SECOND, connectionId: 'b' }, ROUND_REFUSALS.over);
    check(ended, { type: 'void', at: T0 + 13 * SECOND }, ROUND_REFUSALS.over);
    check(ended, { type: 'answer', at: T0 + 13 * SECOND, answer: 'goal', questionIndex: 3 }, ROUND_REFUSALS.over);
    check(ended, { type: 'answer', at: T0 + 13 * SECOND, answer: 'goal' }, 'Time is up for question 1');
    expect(applyRoundEvent(ended, { type: 'tick', at: T0 + 14 * SECOND })).toEqual({
      state: ended,
      messages: [],
      effects: [],
    });
    expect(applyRoundEvent(ended, { type: 'socketClosed', at: T0 + 14 * SECOND, connectionId: 'a' }).state).toBe(ended);
  });
});

describe('createRoundState', () => {
  it('takes its numbers from one timing object (the defaults of decisions.md, with the 90 s start window of decision 0082), and caps the grace and the clip wait', () => {
    expect(newGame().timing).toEqual({
      questionMs: 10_000,
      clipWaitMs: 3_000,
      graceMs: 1_000,
      pauseMs: 6_000,
      startWithinMs: 90_000,
    });
    const quick = createRoundState({
      createdAt: T0,
      clips: [{ clipId: 'x', outcome: 'goal' }],
      passMark: 1,
      timing: { pauseMs: 0 },
    });
    expect(quick.timing.pauseMs).toBe(0);
    expect(() =>
      createRoundState({
        createdAt: T0,
        clips: [{ clipId: 'x', outcome: 'goal' }],
        passMark: 1,
        timing: { graceMs: 1_500 },
      }),
    ).toThrow(RangeError);
    expect(() => createRoundState({ createdAt: T0, clips: [], passMark: 1 })).toThrow(RangeError);
    // The server caps the wait for a slow clip at 3 s.
    expect(() =>
      createRoundState({
        createdAt: T0,
        clips: [{ clipId: 'x', outcome: 'goal' }],
        passMark: 1,
        timing: { clipWaitMs: 3_001 },
      }),
    ).toThrow(RangeError);
  });
});

describe('the fair clock (ADR 0009): 10 s from when the clip can play, the wait capped at 3 s', () => {
  const SENT = T0 + SECOND;
  /** Socket `a` open, started at T0 + 1 s; question 1's clip still loading. */
  const loading = () =>
    play(newGame(), [
      { type: 'socketOpened', at: T0, connectionId: 'a' },
      { type: 'start', at: SENT },
    ]).state;

  it('tells the earliest deadline with the question, then starts the 10 s at the clipReady it receives', () => {
    const started = applyRoundEvent(play(newGame(), [{ type: 'socketOpened', at: T0, connectionId: 'a' }]).state, {
      type: 'start',
      at: SENT,
    });
    // Provisional: the deadline is never earlier than the send + 10 s.
    expect(started.messages.at(-1)).toEqual({
      audience: 'all',
      type: 'questionSent',
      questionIndex: 0,
      clipId: 'clip-0',
      deadlineAt: SENT + questionMs,
    });
    expect(started.state.questions[0]).toMatchObject({ sentAt: SENT, clockStartedAt: null });

    const ready = applyRoundEvent(started.state, { type: 'clipReady', at: SENT + 2_000, questionIndex: 0 });
    expect(ready.messages).toEqual([
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + 2_000 + questionMs },
    ]);
    expect(ready.state.questions[0]).toMatchObject({
      clockStartedAt: SENT + 2_000,
      deadlineAt: SENT + 2_000 + questionMs,
    });
    expect(nextDeadline(ready.state)).toBe(SENT + 2_000 + questionMs + graceMs);
  });

  it('starts the clock by itself 3 s after the send when no clipReady comes', () => {
    const state = loading();
    expect(applyRoundEvent(state, { type: 'tick', at: SENT + clipWaitMs - 1 }).messages).toEqual([]);
    const capped = applyRoundEvent(state, { type: 'tick', at: SENT + clipWaitMs });
    expect(capped.messages).toEqual([
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + clipWaitMs + questionMs },
    ]);
    expect(capped.effects).toEqual([]);
    expect(capped.state.questions[0]?.clockStartedAt).toBe(SENT + clipWaitMs);
  });

  it('never lets a late clipReady push the deadline past the cap, even when it arrives before the tick', () => {
    const { messages, state } = applyRoundEvent(loading(), {
      type: 'clipReady',
      at: SENT + 5_000,
      questionIndex: 0,
    });
    expect(messages).toEqual([
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + clipWaitMs + questionMs },
      { audience: 'sender', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + clipWaitMs + questionMs },
    ]);
    expect(state.questions[0]?.deadlineAt).toBe(SENT + clipWaitMs + questionMs);
  });

  it('moves nothing on a second clipReady; the sender is told the same deadline again', () => {
    const ready = applyRoundEvent(loading(), { type: 'clipReady', at: SENT + 500, questionIndex: 0 }).state;
    const again = applyRoundEvent(ready, { type: 'clipReady', at: SENT + 2_500, questionIndex: 0 });
    expect(again.state).toBe(ready);
    expect(again.effects).toEqual([]);
    expect(again.messages).toEqual([
      { audience: 'sender', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + 500 + questionMs },
    ]);
  });

  it('refuses a clipReady for any other question, before the start or after the end, changing nothing', () => {
    const state = loading();
    const check = (on: RoundState, questionIndex: number, message: string) => {
      const result = applyRoundEvent(on, { type: 'clipReady', at: SENT + 100, questionIndex });
      expect(result).toEqual({ state: on, messages: refusal(message), effects: [] });
      expect(result.state).toBe(on);
    };
    check(state, 1, ROUND_REFUSALS.notSentYet(2));
    check(state, 5, ROUND_REFUSALS.noSuchQuestion);
    check(state, -1, ROUND_REFUSALS.noSuchQuestion);
    check(state, 0.5, ROUND_REFUSALS.noSuchQuestion);
    check(newGame(), 0, ROUND_REFUSALS.notStarted);
    const paused = applyRoundEvent(state, { type: 'answer', at: SENT + 100, answer: 'goal' }).state;
    check(paused, 0, ROUND_REFUSALS.alreadyAnswered(1));
    const second = applyRoundEvent(paused, { type: 'tick', at: SENT + 100 + pauseMs }).state;
    const result = applyRoundEvent(second, { type: 'clipReady', at: SENT + 200 + pauseMs, questionIndex: 0 });
    expect(result).toEqual({ state: second, messages: refusal(ROUND_REFUSALS.alreadyAnswered(1)), effects: [] });
    const ended = play(startedGame(), [{ type: 'tick', at: T0 + 12 * SECOND }]).state;
    check(ended, 0, ROUND_REFUSALS.over);
  });

  it('accepts answers until the moved deadline + grace, and refuses them after', () => {
    const ready = applyRoundEvent(loading(), { type: 'clipReady', at: SENT + 2_000, questionIndex: 0 }).state;
    const deadline = SENT + 2_000 + questionMs;
    // Later than the send + 10 s + grace, still in time: the clip took 2 s to play.
    const inTime = applyRoundEvent(ready, { type: 'answer', at: deadline + graceMs - 1, answer: 'goal' });
    expect(inTime.messages).toEqual([
      { audience: 'all', type: 'questionAnswered', questionIndex: 0, clipId: 'clip-0', isCorrect: true },
    ]);
    const late = applyRoundEvent(ready, { type: 'answer', at: deadline + graceMs, answer: 'goal' });
    expect(late.messages).toEqual([
      { audience: 'all', type: 'gameEnded', score: 0, totalQuestions: 5, reason: 'timeout' },
      ...refusal(ROUND_REFUSALS.timeUp(1)),
    ]);
  });

  it('gives a socket reopened while the clip loads the question without a timer; the timer follows the clock', () => {
    const closed = play(loading(), [{ type: 'socketClosed', at: SENT + 500, connectionId: 'a' }]).state;
    const reopened = applyRoundEvent(closed, { type: 'socketOpened', at: SENT + 1_000, connectionId: 'b' });
    expect(reopened.messages).toEqual([
      { audience: 'sender', type: 'questionSent', questionIndex: 0, clipId: 'clip-0', deadlineAt: SENT + questionMs },
    ]);
    const ready = applyRoundEvent(reopened.state, { type: 'clipReady', at: SENT + 1_500, questionIndex: 0 });
    expect(ready.messages).toEqual([
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + 1_500 + questionMs },
    ]);
  });

  it('starts the clock with the send when the game has no clip wait', () => {
    const state = createRoundState({
      createdAt: T0,
      clips: [{ clipId: 'x', outcome: 'goal' }],
      passMark: 1,
      timing: { clipWaitMs: 0 },
    });
    const { messages } = applyRoundEvent(state, { type: 'start', at: SENT });
    expect(messages.slice(1)).toEqual([
      { audience: 'all', type: 'questionSent', questionIndex: 0, clipId: 'x', deadlineAt: SENT + questionMs },
      { audience: 'all', type: 'questionTimer', questionIndex: 0, deadlineAt: SENT + questionMs },
    ]);
  });

  it('plays a game stored before the fair clock by its old numbers', () => {
    const current = loading();
    // As the previous version stored it: no clipWaitMs, no clockStartedAt, the deadline the send + 10 s.
    const { clipWaitMs: _wait, ...oldTiming } = current.timing;
    const stored: StoredRoundState = {
      ...current,
      timing: oldTiming,
      questions: current.questions.map(({ clockStartedAt: _started, ...question }, index) =>
        index === 0 ? { ...question, deadlineAt: SENT + questionMs } : question,
      ),
    };
    const upgraded = upgradeRoundState(stored);
    expect(upgraded.timing.clipWaitMs).toBe(0);
    expect(upgraded.questions[0]).toMatchObject({ clockStartedAt: SENT, deadlineAt: SENT + questionMs });
    expect(upgraded.questions[1]?.clockStartedAt).toBeNull();
    expect(nextDeadline(upgraded)).toBe(SENT + questionMs + graceMs);
    expect(upgradeRoundState(upgraded)).toBe(upgraded);
  });
});

describe('a resume after the server was down (ADR 0088)', () => {
  const MINUTE = 60 * SECOND;

  it('gives an open question back the time that was left when nobody served it any more', () => {
    // Question 1 is open until T0 + 11 s; the server served it until T0 + 4 s (7 s left), then was down 20 s.
    const resumed = applyRoundEvent(startedGame(), {
      type: 'resume',
      at: T0 + 24 * SECOND,
      servedUntil: T0 + 4 * SECOND,
    });
    expect(resumed.effects).toEqual([]);
    expect(resumed.state.phase).toBe('questionOpen');
    expect(resumed.state.questions[0]).toMatchObject({
      sentAt: T0 + 21 * SECOND,
      clockStartedAt: T0 + 21 * SECOND,
      deadlineAt: T0 + 31 * SECOND,
    });
    // The reopened socket is told the deadline that leaves it the 7 s, and an answer 6 s on still counts.
    const reopened = applyRoundEvent(resumed.state, { type: 'socketOpened', at: T0 + 24 * SECOND, connectionId: 'b' });
    expect(reopened.messages.at(-1)).toEqual({
      audience: 'sender',
      type: 'questionTimer',
      questionIndex: 0,
      deadlineAt: T0 + 31 * SECOND,
    });
    const answered = applyRoundEvent(reopened.state, { type: 'answer', at: T0 + 30 * SECOND, answer: 'goal' });
    expect(answered.messages).toEqual([
      { audience: 'all', type: 'questionAnswered', questionIndex: 0, clipId: 'clip-0', isCorrect: true },
    ]);
  });

  it('fires what fell due while the server still served, and gives back only the time after', () => {
    // Served until T0 + 12.5 s: question 1's cutoff (T0 + 12 s) had passed then, so it ended as it would have.
    const late = applyRoundEvent(startedGame(), { type: 'resume', at: T0 + MINUTE, servedUntil: T0 + 12_500 });
    expect(late.state).toMatchObject({ phase: 'ended', endReason: 'timeout', endedAt: T0 + 12 * SECOND });
    expect(late.effects).toEqual([{ type: 'settle', score: 0, totalQuestions: 5, reason: 'timeout', won: false }]);
  });

  it('moves a pause and a start window on by the downtime', () => {
    const answered = applyRoundEvent(startedGame(), { type: 'answer', at: T0 + 3 * SECOND, answer: 'goal' }).state;
    const paused = applyRoundEvent(answered, { type: 'resume', at: T0 + MINUTE, servedUntil: T0 + 4 * SECOND }).state;
    expect(paused).toMatchObject({ phase: 'pause', pauseEndsAt: T0 + 3 * SECOND + pauseMs + 56 * SECOND });
    const created = applyRoundEvent(newGame(), { type: 'resume', at: T0 + 5 * MINUTE, servedUntil: T0 + MINUTE }).state;
    expect(nextDeadline(created)).toBe(T0 + startWithinMs + 4 * MINUTE);
  });

  it('voids a game nobody could serve for more than 10 minutes, releasing its stake', () => {
    const voided = applyRoundEvent(startedGame(), {
      type: 'resume',
      at: T0 + 4 * SECOND + 10 * MINUTE + 1,
      servedUntil: T0 + 4 * SECOND,
    });
    expect(voided.state.phase).toBe('voided');
    expect(voided.effects).toEqual([{ type: 'void' }]);
    expect(voided.messages).toEqual([
      { audience: 'all', type: 'errorOccurred', message: ROUND_REFUSALS.voidedByDowntime },
    ]);
    const justInTime = applyRoundEvent(startedGame(), {
      type: 'resume',
      at: T0 + 4 * SECOND + 10 * MINUTE,
      servedUntil: T0 + 4 * SECOND,
    });
    expect(justInTime.state.phase).toBe('questionOpen');
  });

  it('changes nothing in a game already over', () => {
    const ended = applyRoundEvent(startedGame(), { type: 'tick', at: T0 + MINUTE }).state;
    const resumed = applyRoundEvent(ended, { type: 'resume', at: T0 + 30 * MINUTE, servedUntil: T0 + 2 * MINUTE });
    expect(resumed).toEqual({ state: ended, messages: [], effects: [] });
  });
});
