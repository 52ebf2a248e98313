// Both rate-limit stores keep the same fixed windows; the PostgreSQL one (what every process shares, decision
// 0019) also counts hits that arrive at once exactly. It runs here on whichever database the suite uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createPostgresRateLimitStore } from '../src/rate-limit/postgres-rate-limit-store.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from '../src/rate-limit/rate-limit-store.ts';
import { openTestDatabase } from './helpers/test-database.ts';

describe('rate limit stores', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const start = new Date('2030-01-01T00:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  for (const [name, makeStore] of [
    ['memory', () => createMemoryRateLimitStore()],
    ['database', () => createPostgresRateLimitStore(database.db)],
  ] as Array<[string, () => RateLimitStore]>) {
    it(`${name}: counts hits per key in fixed windows, hits sent at once each counted`, async () => {
      const store = makeStore();
      expect(await store.hit({ key: 'a', windowMs: 1_000, now: at(0) })).toEqual({ count: 1, resetAt: at(1_000) });
      expect((await store.hit({ key: 'a', windowMs: 1_000, now: at(999) })).count).toBe(2);
      expect((await store.hit({ key: 'b', windowMs: 1_000, now: at(999) })).count).toBe(1);
      expect(await store.hit({ key: 'a', windowMs: 1_000, now: at(1_000) })).toEqual({ count: 1, resetAt: at(2_000) });
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => store.hit({ key: 'c', windowMs: 60_000, now: at(5_000) })),
      );
      expect(counts.map(({ count }) => count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, index) => index + 1),
      );
    });

    it(`${name}: books turns spacingMs apart, claims sent at once each their own, none past the longest wait`, async () => {
      const store = makeStore();
      const claim = (now: Date, spacingMs = 100) => store.claimTurn({ key: 'q', spacingMs, maxWaitMs: 1_000, now });
      expect(await claim(at(0))).toEqual({ granted: true, at: at(100) });
      expect(await claim(at(0))).toEqual({ granted: true, at: at(200) });
      // An idle queue starts from now again.
      expect(await claim(at(5_000))).toEqual({ granted: true, at: at(5_100) });
      // Thirty at once: ten get the turns up to a second away, the rest are told the last turn booked.
      const claims = await Promise.all(Array.from({ length: 30 }, () => claim(at(10_000))));
      const granted = claims.filter((turn) => turn.granted).map((turn) => turn.at.getTime() - at(10_000).getTime());
      expect(granted.sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, index) => (index + 1) * 100));
      for (const refused of claims.filter((turn) => !turn.granted)) expect(refused.at).toEqual(at(11_000));
      // Another queue is not affected.
      expect(await store.claimTurn({ key: 'r', spacingMs: 500, maxWaitMs: 1_000, now: at(10_000) })).toEqual({
        granted: true,
        at: at(10_500),
      });
    });
  }
});
