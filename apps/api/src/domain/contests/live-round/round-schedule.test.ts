import { describe, expect, it } from 'vitest';
import {
  closeAt,
  nextOwedMoment,
  questionsClosed,
  questionsReleased,
  releaseAt,
  QUESTION_OPEN_MS,
} from './round-schedule.ts';

const schedule = { startsAt: new Date('2026-12-03T12:00:00Z'), questionIntervalMs: 3_000, numberOfQuestions: 2 };
const start = schedule.startsAt.getTime();

describe('the live round schedule', () => {
  it('releases question n at the start + n intervals and closes it 13 s later, the same for every process', () => {
    expect(releaseAt(schedule, 1)).toBe(start + 3_000);
    expect(closeAt(schedule, 1)).toBe(start + 3_000 + QUESTION_OPEN_MS);
    expect(questionsReleased(schedule, start - 1)).toBe(0);
    expect(questionsReleased(schedule, start + 3_000)).toBe(2);
    expect(questionsClosed(schedule, start + QUESTION_OPEN_MS)).toBe(1);
  });

  it('owes a release that fell due while the step before it ran, at once, not at the moment after it', () => {
    // Question 0 released; its step ended at start + 4 s, past question 1's release (start + 3 s).
    expect(nextOwedMoment(schedule, { released: 1, closed: 0 })).toBe(start + 3_000);
    // Both released: the next owed is question 0's close, then question 1's.
    expect(nextOwedMoment(schedule, { released: 2, closed: 0 })).toBe(closeAt(schedule, 0));
    expect(nextOwedMoment(schedule, { released: 2, closed: 1 })).toBe(closeAt(schedule, 1));
    expect(nextOwedMoment(schedule, { released: 2, closed: 2 })).toBeNull();
  });
});
