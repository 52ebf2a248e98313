import type { RankableEntry, RankedEntry } from './rank-entries.ts';

// How a contest's pool is paid out (decision 0103), exactly, in minor units: the house's rake first (a share of the
// pool, rounded down), then each paid place its share of what is left (shares in basis points, rounded down). Tied
// entries share the prizes of the places they span evenly, rounded down; every minor unit that rounding leaves goes
// to the house with the rake, so no tied entry gets more than another and the money sums to the pool exactly:
// pool = prizes + rake.

const BASIS_POINTS = 10_000n;

export interface PrizeTable {
  /** The house's share of the pool, in basis points (1,000 = 10 %). */
  rakeBasisPoints: number;
  /**
   * Each paid place's share of the pool after the rake, best first, in basis points; they sum to at most 10,000 (a
   * table summing to less leaves the rest to the house).
   */
  placeBasisPoints: readonly number[];
}

export interface PrizeSplit {
  /** Minor units for each entry that is paid, by entry id; an entry not listed is paid nothing. */
  prizes: Map<string, bigint>;
  /** Minor units to the house: the rake and every unit the shares and ties leave. */
  house: bigint;
}

export function assertPrizeTable(table: PrizeTable): void {
  const shares = [table.rakeBasisPoints, ...table.placeBasisPoints];
  if (shares.some((share) => !Number.isInteger(share) || share < 0)) {
    throw new RangeError('A prize table holds whole, non-negative basis points');
  }
  if (table.rakeBasisPoints > 10_000) throw new RangeError('The rake is at most the whole pool');
  if (table.placeBasisPoints.reduce((sum, share) => sum + share, 0) > 10_000) {
    throw new RangeError("The places' shares sum to at most the whole pool");
  }
}

/** Splits `pool` (minor units) between the ranked entries and the house. */
export function splitPrizes<Entry extends RankableEntry>(options: {
  pool: bigint;
  table: PrizeTable;
  ranked: readonly RankedEntry<Entry>[];
}): PrizeSplit {
  const { pool, table, ranked } = options;
  assertPrizeTable(table);
  if (pool < 0n) throw new RangeError('A pool is never negative');
  const rake = (pool * BigInt(table.rakeBasisPoints)) / BASIS_POINTS;
  const afterRake = pool - rake;
  const placePrize = (index: number) =>
    index < table.placeBasisPoints.length ? (afterRake * BigInt(table.placeBasisPoints[index]!)) / BASIS_POINTS : 0n;

  const prizes = new Map<string, bigint>();
  let paid = 0n;
  for (let start = 0; start < ranked.length;) {
    // The entries tied at this place span the places start .. end - 1.
    let end = start + 1;
    while (end < ranked.length && ranked[end]!.place === ranked[start]!.place) end += 1;
    let shared = 0n;
    for (let index = start; index < end; index += 1) shared += placePrize(index);
    const each = shared / BigInt(end - start);
    if (each > 0n) {
      for (let index = start; index < end; index += 1) prizes.set(ranked[index]!.entry.entryId, each);
      paid += each * BigInt(end - start);
    }
    start = end;
  }
  return { prizes, house: pool - paid };
}
