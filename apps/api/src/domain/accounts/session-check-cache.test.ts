import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client.ts';
import { createSessionCheckCache } from './session-check-cache.ts';

const db = {} as AppDatabase;
const session = { sessionId: 's1', userId: 'u1' };
const at = (ms: number) => ({ db, ...session, now: new Date(ms) });

/** The database's answers, one pending promise per check, settled by the test. */
function fakeDatabase() {
  const checks: Array<{ resolve: (active: boolean) => void; reject: (error: Error) => void }> = [];
  const check = () =>
    new Promise<boolean>((resolve, reject) => {
      checks.push({ resolve, reject });
    });
  return { checks, check };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the session check cache', () => {
  it('asks the database once, then answers from memory through the first half of its time', async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const first = cache.isActive(at(0));
    checks[0]!.resolve(true);
    expect(await first).toBe(true);
    expect(await cache.isActive(at(2_400))).toBe(true);
    expect(checks).toHaveLength(1);
  });

  it('in the second half, answers at once and checks again in the background, once, from the time asked', async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const first = cache.isActive(at(0));
    checks[0]!.resolve(true);
    await first;
    // The background check is still pending: the answers do not wait for it, and no second one starts.
    expect(await cache.isActive(at(3_000))).toBe(true);
    expect(await cache.isActive(at(3_500))).toBe(true);
    expect(checks).toHaveLength(2);
    checks[1]!.resolve(true);
    await settle();
    // Standing as of 3,000: remembered until 8,000, refreshed again past 5,500.
    expect(await cache.isActive(at(5_400))).toBe(true);
    expect(checks).toHaveLength(2);
    expect(await cache.isActive(at(7_999))).toBe(true);
    expect(checks).toHaveLength(3);
  });

  it('refuses on the next use once a background check finds the session ended', async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const first = cache.isActive(at(0));
    checks[0]!.resolve(true);
    await first;
    expect(await cache.isActive(at(3_000))).toBe(true);
    checks[1]!.resolve(false);
    await settle();
    const next = cache.isActive(at(3_100));
    expect(checks).toHaveLength(3);
    checks[2]!.resolve(false);
    expect(await next).toBe(false);
  });

  it('never trusts a session past its time, whatever a background check is doing', async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const first = cache.isActive(at(0));
    checks[0]!.resolve(true);
    await first;
    expect(await cache.isActive(at(3_000))).toBe(true);
    // That check never answers; at 5,000 the memory has run out and the use waits for the database.
    const late = cache.isActive(at(5_000));
    expect(checks).toHaveLength(3);
    checks[2]!.resolve(false);
    expect(await late).toBe(false);
  });

  it('does not remember an answer asked before a forget, and retries after a failed background check', async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const first = cache.isActive(at(0));
    // Logged out on this process while the check was reading a session that still stood.
    cache.forget('s1');
    checks[0]!.resolve(true);
    expect(await first).toBe(true);
    const again = cache.isActive(at(10));
    expect(checks).toHaveLength(2);
    checks[1]!.resolve(true);
    await again;
    expect(await cache.isActive(at(3_000))).toBe(true);
    checks[2]!.reject(new Error('connection lost'));
    await settle();
    expect(await cache.isActive(at(3_100))).toBe(true);
    expect(checks).toHaveLength(4);
  });
});
