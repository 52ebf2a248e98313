import { describe, expect, it } from 'vitest';
import { createWalletListCache } from './wallet-list-cache.ts';

/** A database stand-in: each read answers the player's current value, and can be held until released. */
function fakeDatabase() {
  const values = new Map<string, number>();
  const held: Array<() => void> = [];
  let reads = 0;
  let holding = false;
  return {
    values,
    get reads() {
      return reads;
    },
    hold() {
      holding = true;
    },
    releaseAll() {
      holding = false;
      for (const release of held.splice(0)) release();
    },
    load(userId: string): Promise<number> {
      reads += 1;
      const value = values.get(userId) ?? 0;
      if (!holding) return Promise.resolve(value);
      return new Promise((resolve) => held.push(() => resolve(value)));
    },
  };
}

describe('wallet list cache', () => {
  it('reads through until the notices are heard, then serves from memory', async () => {
    const database = fakeDatabase();
    const cache = createWalletListCache({ load: (userId) => database.load(userId) });
    database.values.set('ada', 5);
    await cache.get('ada');
    await cache.get('ada');
    expect(database.reads).toBe(2);
    cache.listening();
    expect(await cache.get('ada')).toBe(5);
    expect(await cache.get('ada')).toBe(5);
    expect(database.reads).toBe(3);
  });

  it('reads a player again after a notice, and only that player', async () => {
    const database = fakeDatabase();
    const cache = createWalletListCache({ load: (userId) => database.load(userId) });
    cache.listening();
    database.values.set('ada', 5);
    database.values.set('bob', 7);
    await cache.get('ada');
    await cache.get('bob');
    database.values.set('ada', 9);
    database.values.set('bob', 8);
    cache.changed('ada');
    expect(await cache.get('ada')).toBe(9);
    expect(await cache.get('bob')).toBe(7);
  });

  it('does not keep a read that was in flight when its notice arrived', async () => {
    const database = fakeDatabase();
    const cache = createWalletListCache({ load: (userId) => database.load(userId) });
    cache.listening();
    database.values.set('ada', 5);
    database.hold();
    const before = cache.get('ada'); // reads the old rows ...
    database.values.set('ada', 9); // ... a change commits ...
    cache.changed('ada'); // ... and its notice arrives before the read is back
    database.releaseAll();
    expect(await before).toBe(5);
    expect(await cache.get('ada')).toBe(9);
  });

  it('shares one database read among concurrent readers', async () => {
    const database = fakeDatabase();
    const cache = createWalletListCache({ load: (userId) => database.load(userId) });
    cache.listening();
    database.hold();
    const reads = Array.from({ length: 10 }, () => cache.get('ada'));
    database.releaseAll();
    await Promise.all(reads);
    expect(database.reads).toBe(1);
  });

  it('forgets everything and reads through once notices may be missed, until listening again', async () => {
    const database = fakeDatabase();
    const cache = createWalletListCache({ load: (userId) => database.load(userId) });
    cache.listening();
    database.values.set('ada', 5);
    await cache.get('ada');
    cache.lost();
    database.values.set('ada', 9); // a change whose notice nobody heard
    expect(await cache.get('ada')).toBe(9);
    database.values.set('ada', 11);
    expect(await cache.get('ada')).toBe(11);
    cache.listening();
    expect(await cache.get('ada')).toBe(11);
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const cache = createWalletListCache({
      load: async () => {
        if (fail) throw new Error('database down');
        return 3;
      },
    });
    cache.listening();
    await expect(cache.get('ada')).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get('ada')).toBe(3);
  });

  it('reads again after the safety bound on age, and keeps at most maxEntries players', async () => {
    const database = fakeDatabase();
    let now = 0;
    const cache = createWalletListCache({
      load: (userId) => database.load(userId),
      maxAgeMs: 1_000,
      maxEntries: 2,
      nowMs: () => now,
    });
    cache.listening();
    await cache.get('ada');
    now = 999;
    await cache.get('ada');
    expect(database.reads).toBe(1);
    now = 1_000;
    await cache.get('ada');
    expect(database.reads).toBe(2);
    await cache.get('bob');
    await cache.get('cy'); // pushes out the stalest entry, ada's
    await cache.get('cy');
    await cache.get('bob');
    expect(database.reads).toBe(4);
    await cache.get('ada');
    expect(database.reads).toBe(5);
  });
});
