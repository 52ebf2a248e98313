import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/client.ts';
import { createSessionCheckCache, MAX_TRUST_MS } from './session-check-cache.ts';

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

/** A cache of 5 s whose session s1 the database said stood at 0; `hearing`: it hears revocations (and pings). */
async function standingAtZero({ hearing = false } = {}) {
  const { checks, check } = fakeDatabase();
  const cache = createSessionCheckCache({ ttlMs: 5_000, check });
  if (hearing) cache.resetHearing();
  const first = cache.isActive(at(0));
  checks[0]!.resolve(true);
  expect(await first).toBe(true);
  return { cache, checks };
}

describe('the session check cache', () => {
  it('asks the database once, then answers from memory through the first half of its time', async () => {
    const { cache, checks } = await standingAtZero();
    expect(await cache.isActive(at(2_400))).toBe(true);
    expect(checks).toHaveLength(1);
  });

  it('in the second half, answers at once and checks again in the background, once, from the time asked', async () => {
    const { cache, checks } = await standingAtZero();
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
    const { cache, checks } = await standingAtZero();
    expect(await cache.isActive(at(3_000))).toBe(true);
    checks[1]!.resolve(false);
    await settle();
    const next = cache.isActive(at(3_100));
    expect(checks).toHaveLength(3);
    checks[2]!.resolve(false);
    expect(await next).toBe(false);
  });

  it('never trusts a session past its time, whatever a background check is doing', async () => {
    const { cache, checks } = await standingAtZero();
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

  it('while its pings come back, trusts a session past ttlMs, and drops it at once when its revocation is heard', async () => {
    const { cache, checks } = await standingAtZero({ hearing: true });
    expect(MAX_TRUST_MS).toBe(60_000);
    for (let ms = 1_000; ms < 60_000; ms += 1_000) {
      cache.heardUpTo(ms - 900);
      expect(await cache.isActive(at(ms))).toBe(true);
    }
    // Read again in the background once within ttlMs / 2 of MAX_TRUST_MS, pings or not (a revocation no trigger
    // announced): 57,500 and on.
    expect(checks).toHaveLength(2);
    checks[1]!.resolve(true);
    await settle();
    cache.heardUpTo(60_500);
    expect(await cache.isActive(at(61_000))).toBe(true);
    expect(checks).toHaveLength(2);
    cache.forget('s1');
    const after = cache.isActive(at(61_001));
    expect(checks).toHaveLength(3);
    checks[2]!.resolve(false);
    expect(await after).toBe(false);
  });

  it('trusts a session for ttlMs after the last ping heard, then asks the database again', async () => {
    const { cache, checks } = await standingAtZero({ hearing: true });
    cache.heardUpTo(20_000);
    // The pings stop (a listener that died without a word): known standing at 20,000, checked again in the
    // background past 22,500 (that check never answers), and not trusted at all from 25,000.
    expect(await cache.isActive(at(22_000))).toBe(true);
    expect(checks).toHaveLength(1);
    expect(await cache.isActive(at(23_000))).toBe(true);
    expect(checks).toHaveLength(2);
    const late = cache.isActive(at(25_000));
    expect(checks).toHaveLength(3);
    checks[2]!.resolve(false);
    expect(await late).toBe(false);
  });

  it('a lost or re-made listener forgets every session and every ping heard, and answers asked before it', async () => {
    const { cache, checks } = await standingAtZero();
    cache.heardUpTo(4_000);
    const inFlight = cache.isActive({ db, sessionId: 's2', userId: 'u2', now: new Date(4_000) });
    cache.resetHearing();
    checks[1]!.resolve(true);
    expect(await inFlight).toBe(true);
    // Nothing remembered: both sessions are asked again, and the ping before the reset counts for nothing.
    cache.heardUpTo(3_000);
    const again = cache.isActive(at(4_100));
    const other = cache.isActive({ db, sessionId: 's2', userId: 'u2', now: new Date(4_100) });
    expect(checks).toHaveLength(4);
    checks[2]!.resolve(true);
    checks[3]!.resolve(true);
    await Promise.all([again, other]);
    expect(await cache.isActive(at(6_000))).toBe(true);
    expect(checks).toHaveLength(4);
    const expired = cache.isActive(at(9_100));
    expect(checks).toHaveLength(5);
    checks[4]!.resolve(false);
    expect(await expired).toBe(false);
  });

  it("asks the caller's own read when memory cannot answer, remembers its answer, and checks alone in the background", async () => {
    const { checks, check } = fakeDatabase();
    const cache = createSessionCheckCache({ ttlMs: 5_000, check });
    const reads: number[] = [];
    const read = (answer: boolean) => async () => {
      reads.push(answer ? 1 : 0);
      return answer;
    };
    expect(await cache.isActive({ ...at(0), read: read(true) })).toBe(true);
    expect(reads).toEqual([1]);
    expect(checks).toHaveLength(0);
    // Remembered: the caller's read is not asked again while memory answers.
    expect(await cache.isActive({ ...at(1_000), read: read(false) })).toBe(true);
    expect(reads).toEqual([1]);
    // Past half its time, the check in the background is the database's own, not the caller's.
    expect(await cache.isActive({ ...at(3_000), read: read(false) })).toBe(true);
    expect(reads).toEqual([1]);
    expect(checks).toHaveLength(1);
    checks[0]!.resolve(false);
    await settle();
    // Ended: nothing remembered, so the next use asks its own read again.
    expect(await cache.isActive({ ...at(3_100), read: read(false) })).toBe(false);
    expect(reads).toEqual([1, 0]);
  });
});
