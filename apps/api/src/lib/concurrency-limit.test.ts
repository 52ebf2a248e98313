import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('concurrency limit', () => {
  it('runs at most max at once, in the order they came, and every one of them', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        limit(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });

  it('frees the place of work that failed', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit(async () => 'next')).toBe('next');
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => createConcurrencyLimit(0)).toThrow();
    expect(() => createConcurrencyLimit(1.5)).toThrow();
  });
});
