import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRoundEvent, endsByTimeAt } from './apply-round-event.ts';
import { DEFAULT_ROUND_TIMING } from './game-constants.ts';
import { createRoundState, nextDeadline, type RoundEvent, type RoundState } from './round-state.ts';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const { questionMs, clipWaitMs, graceMs } = DEFAULT_ROUND_TIMING;

// Steps between events: mostly short (answers, clips loading, reconnects), sometimes past a question's cutoff
// or a pause, rarely past the 10-minute void window. Answers and ticks come often enough to finish games.
const step = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: 4_000 }) },
  { weight: 12, arbitrary: fc.integer({ min: 0, max: 13_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 590_000, max: 610_000 }) },
);
const connectionId = fc.constantFrom('a', 'b');
const eventShape = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ type: 'start' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'tick' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'void' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('socketOpened' as const), connectionId }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('socketClosed' as const), connectionId }) },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('answer' as const),
      answer: fc.constantFrom('goal' as const, 'miss' as const),
      // Mostly as the wire sends them (no index: the current question), sometimes aimed at any index.
      questionIndex: fc.oneof(
        { weight: 4, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.integer({ min: -1, max: 6 }) },
      ),
    }),
  },
);
// A clip that can play: mostly for the open question (sent as 'current'), sometimes for any index.
const clipReadyShape = fc.record({
  type: fc.constant('clipReady' as const),
  questionIndex: fc.oneof(
    { weight: 4, arbitrary: fc.constant('current' as const) },
    { weight: 1, arbitrary: fc.integer({ min: -1, max: 10 }) },
  ),
});
const script = fc.array(
  fc.tuple(step, fc.oneof({ weight: 5, arbitrary: eventShape }, { weight: 1, arbitrary: clipReadyShape })),
  {
    maxLength: 80,
    size: 'max',
  },
);
const outcomes = fc.array(fc.constantFrom('goal' as const, 'miss' as const), { minLength: 5, maxLength: 10 });

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function newGame(clipOutcomes: ('goal' | 'miss')[]): RoundState {
  return createRoundState({
    createdAt: T0,
    clips: clipOutcomes.map((outcome, i) => ({ clipId: `clip-${i}`, outcome })),
    passMark: Math.ceil(clipOutcomes.length * 0.7),
  });
}

describe('any sequence of events', () => {
  it('ends the game at most once, scores only correct answers, and keeps the state serialisable', () => {
    fc.assert(
      fc.property(outcomes, script, (clipOutcomes, steps) => {
        let state = newGame(clipOutcomes);
        let at = T0;
        let endings = 0;
        let settlements = 0;
        let voids = 0;
        const answeredIndexes = new Set<number>();

        const clockStarts = new Map<number, number>();

        for (const [delta, shape] of steps) {
          at += delta;
          const event = (
            shape.type === 'clipReady' && shape.questionIndex === 'current'
              ? { ...shape, questionIndex: state.currentIndex, at }
              : { ...shape, at }
          ) as RoundEvent;
          // Frozen all the way down: a transition that changed the state it was given (instead of its copy) throws.
          const before = deepFreeze(state);
          const result = applyRoundEvent(before, event);
          state = result.state;
          // What time alone would have done: the baseline for events that must change nothing more.
          const byTime = applyRoundEvent(before, { type: 'tick', at }).state;
          // Time alone derives the same state however it is stepped, one tick at each deadline on the way or a single
          // one at the end, and ends or voids the game exactly when endsByTimeAt says: a question sent or a clock
          // started by time is not written, and every reader of the stored state derives it alike (performance note 0042).
          let stepped = before;
          for (let due = nextDeadline(stepped); due !== null && due <= at; due = nextDeadline(stepped)) {
            stepped = applyRoundEvent(stepped, { type: 'tick', at: due }).state;
          }
          expect(applyRoundEvent(stepped, { type: 'tick', at }).state).toEqual(byTime);
          let endedByTimeAt: number | null = null;
          for (let probe = before, due = nextDeadline(probe); due !== null; due = nextDeadline(probe)) {
            const ticked = applyRoundEvent(probe, { type: 'tick', at: due });
            if (ticked.effects.length > 0) {
              endedByTimeAt = due;
              break;
            }
            probe = ticked.state;
          }
          expect(endsByTimeAt(before)).toBe(endedByTimeAt);

          const ended = result.messages.filter((message) => message.type === 'gameEnded');
          endings += ended.length;
          settlements += result.effects.filter((effect) => effect.type === 'settle').length;
          voids += result.effects.filter((effect) => effect.type === 'void').length;
          for (const message of result.messages) {
            if (message.type === 'questionAnswered') {
              expect(answeredIndexes.has(message.questionIndex)).toBe(false);
              answeredIndexes.add(message.questionIndex);
            }
            if (message.type === 'gameEnded') expect(message.score).toBe(state.score);
            if (message.type === 'questionAnswered') {
              // Never after the question's deadline + grace, wherever its clock started.
              const answered = state.questions[message.questionIndex];
              expect(at).toBeLessThan((answered?.deadlineAt ?? -Infinity) + graceMs);
            }
            if (message.type === 'questionTimer') {
              expect(message.deadlineAt).toBe(state.questions[message.questionIndex]?.deadlineAt);
            }
            if (message.type === 'questionSent') {
              // The deadline told with the question is never later than the one that will hold.
              expect(message.deadlineAt).toBeLessThanOrEqual(state.questions[message.questionIndex]?.deadlineAt ?? 0);
            }
          }

          // The fair clock: every sent question's deadline is in [sentAt + 10 s, sentAt + 13 s]; its clock starts
          // once, within 3 s of the send, and never moves after.
          for (const [index, question] of state.questions.entries()) {
            if (question.sentAt === null) {
              expect(question.deadlineAt).toBeNull();
              continue;
            }
            expect(question.deadlineAt).toBeGreaterThanOrEqual(question.sentAt + questionMs);
            expect(question.deadlineAt).toBeLessThanOrEqual(question.sentAt + clipWaitMs + questionMs);
            if (question.clockStartedAt === null) continue;
            expect(question.deadlineAt).toBe(question.clockStartedAt + questionMs);
            const first = clockStarts.get(index) ?? question.clockStartedAt;
            expect(question.clockStartedAt).toBe(first);
            clockStarts.set(index, first);
          }
          // A clipReady for another question, or a second one, changes nothing time did not.
          if (event.type === 'clipReady') {
            const target = byTime.questions[event.questionIndex];
            const open = byTime.phase === 'questionOpen' && event.questionIndex === byTime.currentIndex;
            if (!open || target?.clockStartedAt !== null) expect(state).toEqual(byTime);
          }

          // A refusal changes nothing beyond what the passing of time did on its own.
          const refused = result.messages.at(-1);
          if (refused?.type === 'errorOccurred' && refused.audience === 'sender') expect(state).toEqual(byTime);

          const correct = state.questions.filter((question) => question.isCorrect === true).length;
          const answered = state.questions.filter((question) => question.answer !== null).length;
          expect(state.score).toBe(correct);
          expect(state.score).toBeLessThanOrEqual(answered);
          expect(answered).toBeLessThanOrEqual(state.currentIndex + 1);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          // No deadline is left unfired behind the event that was just applied.
          const due = nextDeadline(state);
          if (due !== null) expect(due).toBeGreaterThan(at);
        }

        expect(endings).toBeLessThanOrEqual(1);
        expect(settlements).toBe(endings);
        expect(voids + settlements).toBeLessThanOrEqual(1);
        expect(endings === 1).toBe(state.phase === 'ended');
        expect(voids === 1).toBe(state.phase === 'voided');
      }),
      { numRuns: 300 },
    );
  });
});
