import type { PrizeTable } from '../split-prizes.ts';

// A tournament's places (decision 0151): the top `paidPercent` of its entrants are paid, at least the winner, in
// fixed proportions that fall by one step a place (with 4 paid places: 4 : 3 : 2 : 1). The places are set at the
// start, when the entrants are known; the basis points that the proportions leave over go to first place, so the
// shares sum to the whole pool after the rake.

const BASIS_POINTS = 10_000;

/** How many places are paid among `entrants`. */
export function paidPlaces(entrants: number, paidPercent: number): number {
  return Math.max(1, Math.floor((entrants * paidPercent) / 100));
}

/** Each paid place's share of the pool after the rake, best first, in basis points summing to 10,000. */
export function placeShares(places: number): number[] {
  const total = (places * (places + 1)) / 2;
  const shares = Array.from({ length: places }, (_, index) => Math.floor((BASIS_POINTS * (places - index)) / total));
  shares[0]! += BASIS_POINTS - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

export function prizeTableOf(options: { rakeBasisPoints: number; shares: readonly number[] }): PrizeTable {
  return { rakeBasisPoints: options.rakeBasisPoints, placeBasisPoints: options.shares };
}

/** The split as the list shows it: each place with its percent of the pool after the rake. */
export function describePlaces(
  shares: readonly number[],
): Array<{ fromPlace: number; toPlace: number; percent: number }> {
  return shares.map((share, index) => ({ fromPlace: index + 1, toPlace: index + 1, percent: share / 100 }));
}

/** "Top 10 % share the pool" (or "The winner takes the pool" when one place is paid). */
export function describeSplit(paidPercent: number, places: number): string {
  return places === 1 ? 'The winner takes the pool' : `Top ${paidPercent} % share the pool (${places} places)`;
}
