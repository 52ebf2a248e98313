import type { Clock } from '../../src/lib/clock.ts';

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that stands still until the test moves it. */
export function createTestClock(start = new Date('2030-01-15T12:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
