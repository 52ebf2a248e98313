import { describe, expect, it } from 'vitest';
import type { TournamentServerMessage } from '@gom/contract/tournament-socket';
import { standing } from '../testing/fixtures.ts';
import { applyRoundMessage, INITIAL_ROUND_STATE, revealOf, toLocalTime, type LiveRoundState } from './live-round.ts';

const START = '2026-12-03T12:00:00.000Z';
const roundState = (overrides: Partial<Extract<TournamentServerMessage, { type: 'roundState' }>['payload']> = {}) =>
  ({
    type: 'roundState',
    payload: {
      tournamentId: 't1',
      status: 'scheduled',
      startsAt: START,
      numberOfQuestions: 3,
      questionIntervalMs: 20_000,
      serverTime: '2026-12-03T11:59:50.000Z',
      questionsClosed: 0,
      yourAnswers: [null, null, null],
      ...overrides,
    },
  }) as const satisfies TournamentServerMessage;

const sent = (questionIndex: number) =>
  ({
    type: 'questionSent',
    payload: { questionIndex, preVideoLink: `/media/pre-${questionIndex}`, deadline: '2026-12-03T12:00:13.000Z' },
  }) as const satisfies TournamentServerMessage;

const closed = (questionIndex: number, yourAnswer: 'goal' | 'miss' | null, outcome: 'goal' | 'miss') =>
  ({
    type: 'questionClosed',
    payload: {
      questionIndex,
      outcome,
      yourAnswer,
      isCorrect: yourAnswer === outcome,
      postVideoLink: `/media/post-${questionIndex}`,
      originalVideoLink: `/media/original-${questionIndex}`,
      standings: [standing(1), standing(2)],
      you: standing(2, { userId: 'me' }),
      entrants: 21,
    },
  }) as const satisfies TournamentServerMessage;

function play(
  messages: TournamentServerMessage[],
  receivedAt = Date.parse('2026-12-03T11:59:52.000Z'),
): LiveRoundState {
  return messages.reduce((state, message) => applyRoundMessage(state, message, receivedAt), INITIAL_ROUND_STATE);
}

describe('the live round as an entrant sees it', () => {
  it("takes the server's clock from roundState: its offset moves the server's moments onto this device's", () => {
    // The server says 11:59:50 when this device reads 11:59:52: it runs 2 s behind.
    const state = play([roundState()]);
    expect(state.connected).toBe(true);
    expect(state.offsetMs).toBe(-2_000);
    expect(toLocalTime(START, state.offsetMs)).toBe(Date.parse(START) + 2_000);
  });

  it('goes open → locked → closed, with the reveal, the verdict and the table only at the close', () => {
    let state = play([roundState(), sent(0)]);
    expect(state.status).toBe('live');
    expect(state.question).toMatchObject({ questionIndex: 0, phase: 'open', answer: null, timerStarted: false });
    expect(revealOf(state)).toBeNull();

    state = applyRoundMessage(
      state,
      { type: 'questionTimer', payload: { questionIndex: 0, deadline: '2026-12-03T12:00:11.500Z' } },
      0,
    );
    expect(state.question).toMatchObject({ deadline: '2026-12-03T12:00:11.500Z', timerStarted: true });

    state = applyRoundMessage(state, { type: 'answerLocked', payload: { questionIndex: 0, answer: 'miss' } }, 0);
    expect(state.question).toMatchObject({ phase: 'locked', answer: 'miss' });
    expect(state.standings).toEqual([]);

    state = applyRoundMessage(state, closed(0, 'miss', 'goal'), 0);
    expect(state.question?.phase).toBe('closed');
    expect(revealOf(state)).toMatchObject({
      outcome: 'goal',
      answer: 'miss',
      isCorrect: false,
      postVideoLink: '/media/post-0',
    });
    expect(state.questionsClosed).toBe(1);
    expect(state.standings.map((row) => row.rank)).toEqual([1, 2]);
    expect(state.entrants).toBe(21);
  });

  it('keeps a question locked when it is sent again after a reconnect that brought the call', () => {
    const state = play([roundState({ status: 'live', yourAnswers: ['goal', null, null] }), sent(0)]);
    expect(state.question).toMatchObject({ questionIndex: 0, phase: 'locked', answer: 'goal' });
  });

  it('ignores a timer or a lock for a question other than the open one', () => {
    const before = play([roundState(), sent(1)]);
    const after = applyRoundMessage(
      applyRoundMessage(before, { type: 'questionTimer', payload: { questionIndex: 0, deadline: 'x' } }, 0),
      { type: 'answerLocked', payload: { questionIndex: 0, answer: 'goal' } },
      0,
    );
    expect(after.question).toEqual(before.question);
    expect(after.yourAnswers[0]).toBe('goal');
  });

  it('collects every closed question once, in order, for the replays', () => {
    const state = play([
      roundState(),
      sent(0),
      closed(0, 'goal', 'goal'),
      sent(1),
      closed(1, null, 'miss'),
      closed(1, null, 'miss'),
    ]);
    expect(state.closed.map((question) => [question.questionIndex, question.answer, question.isCorrect])).toEqual([
      [0, 'goal', true],
      [1, null, false],
    ]);
  });

  it('ends with the final table and the prize the server paid', () => {
    const state = play([
      roundState(),
      {
        type: 'tournamentEnded',
        payload: {
          standings: [standing(1)],
          you: standing(1, { userId: 'me' }),
          prize: { value: 48.6, currency: 'USD' },
        },
      },
    ]);
    expect(state.status).toBe('closed');
    expect(state.prize).toEqual({ value: 48.6, currency: 'USD' });
    expect(state.you?.rank).toBe(1);
  });

  it("shows the server's error without losing the round", () => {
    const state = play([
      roundState(),
      sent(0),
      { type: 'errorOccurred', payload: { message: 'The answer window has closed' } },
    ]);
    expect(state.error).toBe('The answer window has closed');
    expect(state.question?.questionIndex).toBe(0);
  });

  it('clears a refusal when the next question arrives: it spoke of the one before', () => {
    const state = play([
      roundState(),
      sent(0),
      { type: 'errorOccurred', payload: { message: 'Time is up for this question' } },
      sent(1),
    ]);
    expect(state.error).toBeNull();
    expect(state.question?.questionIndex).toBe(1);
  });
});
