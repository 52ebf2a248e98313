// At most `max` pieces of work at once; the rest wait their turn, first come first served.

export type ConcurrencyLimit = <T>(work: () => Promise<T>) => Promise<T>;

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a concurrency limit is a whole number ≥ 1, not ${max}`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < max) running += 1;
    // A finishing piece hands its place straight to the next in line, so `running` never drops in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
