import { describe, expect, it } from 'vitest';
import { gameEnded, question } from '../testing/fixtures.ts';
import { appendLogEntry } from './activity-log.ts';
import type { LogEntry } from './activity-log.ts';
import { canAnswer, INITIAL_ROUND, reduceRound } from './game-round.ts';

const sent = (questionIndex: number) =>
  ({ type: 'questionSent', questionIndex, question: question(questionIndex) }) as const;
const timer = (questionIndex: number, deadlineMs: number) =>
  ({ type: 'questionTimer', questionIndex, deadlineMs }) as const;
const result = { isCorrect: true, postVideoLink: '/post', originalVideoLink: '/original' };

describe('the round (spec §4)', () => {
  it('starts on gameStarted or on the first question', () => {
    expect(reduceRound(INITIAL_ROUND, { type: 'started' }).started).toBe(true);
    expect(reduceRound(INITIAL_ROUND, sent(0))).toMatchObject({ started: true, questionIndex: 0 });
  });

  it('ignores a question whose index equals the current one', () => {
    const first = reduceRound(INITIAL_ROUND, sent(0));
    const answered = reduceRound(first, { type: 'answerSent', answer: 'goal' });
    expect(reduceRound(answered, sent(0))).toBe(answered);
  });

  it('resets the answer state on a new question', () => {
    let state = reduceRound(INITIAL_ROUND, sent(0));
    state = reduceRound(state, { type: 'answerSent', answer: 'miss' });
    state = reduceRound(state, { type: 'answerResult', result });
    state = reduceRound(state, sent(1));
    expect(state).toMatchObject({ questionIndex: 1, answer: null, result: null, timeUp: false, outcomes: [true] });
    expect(canAnswer(state)).toBe(true);
  });

  it('takes one answer per question, none after time is up', () => {
    let state = reduceRound(INITIAL_ROUND, sent(0));
    state = reduceRound(state, { type: 'answerSent', answer: 'goal' });
    expect(reduceRound(state, { type: 'answerSent', answer: 'miss' })).toBe(state);
    const timedOut = reduceRound(reduceRound(INITIAL_ROUND, sent(0)), { type: 'timeUp' });
    expect(canAnswer(timedOut)).toBe(false);
    expect(reduceRound(timedOut, { type: 'answerSent', answer: 'goal' })).toBe(timedOut);
  });

  it("waits for the server's questionTimer before the countdown has a deadline, and takes only the current one's", () => {
    let state = reduceRound(INITIAL_ROUND, sent(0));
    expect(state.deadlineMs).toBeNull();
    expect(canAnswer(state)).toBe(true);
    // Another question's timer (a late one for the last question) is not this question's clock.
    expect(reduceRound(state, timer(1, 5_000))).toBe(state);
    state = reduceRound(state, timer(0, 5_000));
    expect(state.deadlineMs).toBe(5_000);
    expect(reduceRound(state, timer(0, 5_000))).toBe(state);
    // The next question waits again.
    state = reduceRound(reduceRound(state, { type: 'answerResult', result }), sent(1));
    expect(state.deadlineMs).toBeNull();
    const ended = reduceRound(state, { type: 'ended', end: gameEnded() });
    expect(reduceRound(ended, timer(1, 9_000))).toBe(ended);
  });

  it('counts each result once', () => {
    let state = reduceRound(INITIAL_ROUND, sent(0));
    state = reduceRound(state, { type: 'answerResult', result });
    expect(reduceRound(state, { type: 'answerResult', result }).outcomes).toEqual([true]);
  });

  it('locks a contest entry’s call in once, for the current question only, with no outcome counted', () => {
    let state = reduceRound(INITIAL_ROUND, sent(0));
    state = reduceRound(state, { type: 'answerSent', answer: 'goal' });
    expect(reduceRound(state, { type: 'answerLocked', questionIndex: 1, answer: 'goal' })).toBe(state);
    state = reduceRound(state, { type: 'answerLocked', questionIndex: 0, answer: 'goal' });
    expect(state).toMatchObject({ answer: 'goal', locked: true, lockedCalls: 1, outcomes: [], result: null });
    expect(canAnswer(state)).toBe(false);
    expect(reduceRound(state, { type: 'answerLocked', questionIndex: 0, answer: 'goal' })).toBe(state);
    state = reduceRound(state, sent(1));
    expect(state).toMatchObject({ locked: false, lockedCalls: 1, answer: null });
    expect(canAnswer(state)).toBe(true);
  });

  it('ends a contest entry without a score, once, and takes nothing after it', () => {
    const end = { totalQuestions: 5, answered: 5, reason: 'completed', difficulty: 'normal', resultsAt: 'x' } as const;
    const ended = reduceRound(reduceRound(INITIAL_ROUND, sent(4)), { type: 'entryEnded', end });
    expect(ended).toMatchObject({ entryEnded: end, ended: null });
    expect(canAnswer(ended)).toBe(false);
    expect(reduceRound(ended, sent(5))).toBe(ended);
    expect(reduceRound(ended, { type: 'ended', end: gameEnded() })).toBe(ended);
  });
});

describe('the activity log (spec §9)', () => {
  it('keeps the last 20 entries', () => {
    let entries: LogEntry[] = [];
    for (let id = 1; id <= 25; id += 1)
      entries = appendLogEntry(entries, { id, time: '', message: `m${id}`, type: 'info' });
    expect(entries).toHaveLength(20);
    expect(entries[0]?.message).toBe('m6');
    expect(entries.at(-1)?.message).toBe('m25');
  });
});
