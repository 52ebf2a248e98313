import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankEntries, type RankableEntry } from './rank-entries.ts';
import { splitPrizes, type PrizeTable } from './split-prizes.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 12, minute));
const entry = (entryId: string, correct: number, answerTimeMs: number, enteredMinute = 0): RankableEntry => ({
  entryId,
  correct,
  answerTimeMs,
  enteredAt: at(enteredMinute),
});

describe('rankEntries', () => {
  it('ranks by correct answers, then less answer time, then the earlier entry; full ties share a place', () => {
    const ranked = rankEntries([
      entry('slow', 4, 9_000),
      entry('late', 5, 3_000, 2),
      entry('best', 5, 2_000),
      entry('early', 5, 3_000, 1),
      entry('twin-a', 3, 5_000, 4),
      entry('twin-b', 3, 5_000, 4),
      entry('last', 1, 1_000),
    ]);
    expect(ranked.map(({ entry: { entryId }, place }) => [entryId, place])).toEqual([
      ['best', 1],
      ['early', 2],
      ['late', 3],
      ['slow', 4],
      ['twin-a', 5],
      ['twin-b', 5],
      ['last', 7],
    ]);
  });
});

describe('splitPrizes', () => {
  const table: PrizeTable = { rakeBasisPoints: 1_000, placeBasisPoints: [5_000, 3_000, 2_000] };

  it('takes the rake, then pays each place its share of the rest', () => {
    const ranked = rankEntries([entry('a', 5, 1), entry('b', 4, 1), entry('c', 3, 1), entry('d', 2, 1)]);
    const split = splitPrizes({ pool: 10_000n, table, ranked });
    expect(Object.fromEntries(split.prizes)).toEqual({ a: 4_500n, b: 2_700n, c: 1_800n });
    expect(split.house).toBe(1_000n);
  });

  it('splits the places a tie spans evenly, and gives the units that do not divide to the house', () => {
    const ranked = rankEntries([entry('a', 5, 1), entry('b', 5, 1), entry('c', 5, 1), entry('d', 1, 1)]);
    const split = splitPrizes({ pool: 101n, table: { rakeBasisPoints: 0, placeBasisPoints: [5_000, 5_000] }, ranked });
    // Places 1 and 2 (50 + 50) shared three ways: 33 each, and 1 unit left over with the place shares' rounding.
    expect(Object.fromEntries(split.prizes)).toEqual({ a: 33n, b: 33n, c: 33n });
    expect(split.house).toBe(2n);
  });

  it('pays nobody from an empty pool and refuses a table that pays out more than the pool', () => {
    expect(splitPrizes({ pool: 0n, table, ranked: rankEntries([entry('a', 1, 1)]) })).toEqual({
      prizes: new Map(),
      house: 0n,
    });
    expect(() =>
      splitPrizes({ pool: 100n, table: { rakeBasisPoints: 0, placeBasisPoints: [6_000, 5_000] }, ranked: [] }),
    ).toThrow(RangeError);
    expect(() =>
      splitPrizes({ pool: 100n, table: { rakeBasisPoints: 10_001, placeBasisPoints: [] }, ranked: [] }),
    ).toThrow(RangeError);
  });

  it('always sums to the pool, pays tied entries alike and never pays a worse place more than a better one', () => {
    const entries = fc.array(
      fc.record({ correct: fc.integer({ min: 0, max: 3 }), answerTimeMs: fc.integer({ min: 0, max: 2 }) }),
      { maxLength: 40 },
    );
    // Non-increasing shares summing to at most the whole pool, as a contest's table is.
    const tables = fc
      .tuple(fc.integer({ min: 0, max: 3_000 }), fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 12 }))
      .map(([rakeBasisPoints, raw]) => {
        const sorted = [...raw].sort((a, b) => b - a);
        const total = sorted.reduce((sum, share) => sum + share, 0);
        const placeBasisPoints = total > 10_000 ? sorted.map((share) => Math.floor((share * 10_000) / total)) : sorted;
        return { rakeBasisPoints, placeBasisPoints };
      });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), tables, entries, (pool, prizeTable, rows) => {
        const ranked = rankEntries(rows.map((row, index) => ({ ...row, entryId: `e${index}`, enteredAt: at(0) })));
        const split = splitPrizes({ pool, table: prizeTable, ranked });
        const prizeOf = (id: string) => split.prizes.get(id) ?? 0n;
        const paid = [...split.prizes.values()].reduce((sum, prize) => sum + prize, 0n);
        expect(paid + split.house).toBe(pool);
        expect(split.house >= (pool * BigInt(prizeTable.rakeBasisPoints)) / 10_000n).toBe(true);
        for (let index = 1; index < ranked.length; index += 1) {
          const better = prizeOf(ranked[index - 1]!.entry.entryId);
          const worse = prizeOf(ranked[index]!.entry.entryId);
          if (ranked[index]!.place === ranked[index - 1]!.place) expect(worse).toBe(better);
          else expect(worse <= better).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
