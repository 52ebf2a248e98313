import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchCalls } from './batch-calls.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('batched calls', () => {
  it('sends a lone call at once and alone, and answers it', async () => {
    const batches: number[][] = [];
    const double = batchCalls<number, number>({
      lanes: 1,
      maxBatch: 10,
      run: async (inputs) => {
        batches.push(inputs);
        return inputs.map((input) => input * 2);
      },
    });
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it('gathers the calls made while every lane is busy, answers each its own result, and caps the batch', async () => {
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    const double = batchCalls<number, number>({
      lanes: 2,
      maxBatch: 3,
      run: async (inputs) => {
        batches.push(inputs);
        running += 1;
        most = Math.max(most, running);
        await later();
        running -= 1;
        return inputs.map((input) => input * 2);
      },
    });
    const first = await Promise.all([1, 2, 3].map(double));
    expect(first).toEqual([2, 4, 6]);
    // Ten calls in one turn: the first batch takes three at once, the next lane three more, the rest wait.
    const inputs = Array.from({ length: 10 }, (_, index) => index + 10);
    expect(await Promise.all(inputs.map(double))).toEqual(inputs.map((input) => input * 2));
    expect(most).toBe(2);
    expect(batches.slice(1).every((batch) => batch.length <= 3)).toBe(true);
    expect(
      batches
        .slice(1)
        .flat()
        .sort((a, b) => a - b),
    ).toEqual(inputs);
  });

  it('retries a failed batch one call at a time, so only the bad call fails', async () => {
    const batches: number[][] = [];
    const check = batchCalls<number, string>({
      lanes: 1,
      maxBatch: 10,
      run: async (inputs) => {
        batches.push(inputs);
        if (inputs.includes(13)) throw new Error('thirteen');
        return inputs.map(String);
      },
    });
    const results = await Promise.allSettled([12, 13, 14].map(check));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'failed'))).toEqual([
      '12',
      'failed',
      '14',
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('sends urgent calls ahead of the others waiting, in their own order, and the others after in theirs', async () => {
    const batches: string[][] = [];
    const echo = batchCalls<string, string>({
      lanes: 1,
      maxBatch: 3,
      isUrgent: (input) => input.startsWith('!'),
      run: async (inputs) => {
        batches.push(inputs);
        await later();
        return inputs;
      },
    });
    const running = echo('first');
    await new Promise((resolve) => setImmediate(resolve));
    // The lane is busy: these wait, and the urgent two go first when it frees.
    const inputs = ['a', 'b', '!x', 'c', 'd', '!y', 'e'];
    expect(await Promise.all([running, ...inputs.map(echo)])).toEqual(['first', ...inputs]);
    expect(batches).toEqual([['first'], ['!x', '!y', 'a'], ['b', 'c', 'd'], ['e']]);
  });

  describe('lingering', () => {
    const LINGER_MS = 50;
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const lingeringEcho = (batches: string[][], maxBatch = 10) =>
      batchCalls<string, string>({
        lanes: 1,
        maxBatch,
        lingerMs: LINGER_MS,
        isUrgent: (input) => input.startsWith('!'),
        run: async (inputs) => {
          batches.push(inputs);
          return inputs;
        },
      });

    it('lets calls that may wait gather for their linger, counted from the first of them', async () => {
      const batches: string[][] = [];
      const echo = lingeringEcho(batches);
      const calls = [echo('a')];
      await vi.advanceTimersByTimeAsync(30);
      calls.push(echo('b'));
      await vi.advanceTimersByTimeAsync(19);
      expect(batches).toEqual([]);
      // 50 ms after the first call, not after the second.
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([['a', 'b']]);
      expect(await Promise.all(calls)).toEqual(['a', 'b']);
    });

    it('does not hold calls that waited for a busy lane longer than their linger', async () => {
      const batches: string[][] = [];
      const slowEcho = batchCalls<string, string>({
        lanes: 1,
        maxBatch: 10,
        lingerMs: LINGER_MS,
        isUrgent: (input) => input.startsWith('!'),
        run: async (inputs) => {
          batches.push(inputs);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return inputs;
        },
      });
      const calls = [slowEcho('!busy')];
      await vi.advanceTimersByTimeAsync(0);
      calls.push(slowEcho('a'));
      await vi.advanceTimersByTimeAsync(90);
      calls.push(slowEcho('b'));
      // The lane frees at 100 ms: 'a' has waited past its linger, so both go then, not 50 ms after 'b'.
      await vi.advanceTimersByTimeAsync(11);
      expect(batches).toEqual([['!busy'], ['a', 'b']]);
      await vi.advanceTimersByTimeAsync(100);
      expect(await Promise.all(calls)).toEqual(['!busy', 'a', 'b']);
    });

    it('sends the waiting calls at once with an urgent one, urgent first', async () => {
      const batches: string[][] = [];
      const echo = lingeringEcho(batches);
      const calls = [echo('a'), echo('b')];
      await vi.advanceTimersByTimeAsync(10);
      calls.push(echo('!now'));
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([['!now', 'a', 'b']]);
      expect(await Promise.all(calls)).toEqual(['a', 'b', '!now']);
    });

    it('sends a full batch at once', async () => {
      const batches: string[][] = [];
      const echo = lingeringEcho(batches, 3);
      const calls = ['a', 'b', 'c', 'd'].map(echo);
      await vi.advanceTimersByTimeAsync(0);
      expect(batches).toEqual([['a', 'b', 'c']]);
      // The one left over waits for its own linger.
      await vi.advanceTimersByTimeAsync(LINGER_MS);
      expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
      expect(await Promise.all(calls)).toEqual(['a', 'b', 'c', 'd']);
    });
  });

  it('fails every call of a batch that answers the wrong number of results', async () => {
    const broken = batchCalls<number, number>({ lanes: 1, maxBatch: 10, run: async () => [] });
    await expect(broken(1)).rejects.toThrow('a batch of 1 answered 0');
  });

  it('refuses lanes or a batch size that is not a whole number of at least one', () => {
    expect(() => batchCalls({ lanes: 0, maxBatch: 1, run: async () => [] })).toThrow();
    expect(() => batchCalls({ lanes: 1, maxBatch: 1.5, run: async () => [] })).toThrow();
    expect(() => batchCalls({ lanes: 1, maxBatch: 1, lingerMs: -1, run: async () => [] })).toThrow();
    expect(() => batchCalls({ lanes: 1, maxBatch: 1, lingerMs: Number.NaN, run: async () => [] })).toThrow();
  });
});
