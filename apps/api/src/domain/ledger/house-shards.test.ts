import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUSE_SHARDS, houseShardOf } from './house-shards.ts';

describe('houseShardOf', () => {
  it('gives every key one shard in range, the same every time', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        const shard = houseShardOf(key);
        expect(Number.isInteger(shard) && shard >= 0 && shard < HOUSE_SHARDS).toBe(true);
        expect(houseShardOf(key)).toBe(shard);
      }),
    );
  });

  it('spreads game ids over every shard, none taking much more than its share', () => {
    const counts = new Array<number>(HOUSE_SHARDS).fill(0);
    const games = 16_000;
    for (let index = 0; index < games; index += 1) counts[houseShardOf(crypto.randomUUID())]! += 1;
    const share = games / HOUSE_SHARDS;
    for (const count of counts) expect(Math.abs(count - share)).toBeLessThan(share * 0.2);
  });
});
