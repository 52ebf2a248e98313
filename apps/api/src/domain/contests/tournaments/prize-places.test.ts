import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidPlaces, placeShares } from './prize-places.ts';

describe('a tournament’s places', () => {
  it('pays the top share of the entrants, at least the winner', () => {
    expect(paidPlaces(20, 10)).toBe(2);
    expect(paidPlaces(5, 10)).toBe(1);
    expect(paidPlaces(1000, 10)).toBe(100);
  });

  it('splits the pool in falling steps (4 : 3 : 2 : 1) summing to exactly the whole', () => {
    expect(placeShares(1)).toEqual([10_000]);
    expect(placeShares(4)).toEqual([4_000, 3_000, 2_000, 1_000]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (places) => {
        const shares = placeShares(places);
        expect(shares).toHaveLength(places);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(10_000);
        for (let index = 1; index < shares.length; index++)
          expect(shares[index]!).toBeLessThanOrEqual(shares[index - 1]!);
      }),
    );
  });
});
