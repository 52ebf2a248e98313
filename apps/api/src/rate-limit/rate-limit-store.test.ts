import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-store.ts';

describe('memory rate limit store', () => {
  it('counts hits per key in fixed windows', async () => {
    const store = createMemoryRateLimitStore();
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await store.hit({ key: 'a', windowMs: 1_000, now: at(0) })).toEqual({ count: 1, resetAt: at(1_000) });
    expect((await store.hit({ key: 'a', windowMs: 1_000, now: at(999) })).count).toBe(2);
    expect((await store.hit({ key: 'b', windowMs: 1_000, now: at(999) })).count).toBe(1);
    expect(await store.hit({ key: 'a', windowMs: 1_000, now: at(1_000) })).toEqual({ count: 1, resetAt: at(2_000) });
  });
});
