import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listDemoBufferCells } from './buffer-cells.ts';
import { cellKey, planBufferRefill, REFILL_TIERS, type BufferCell, type CellStock } from './plan-buffer-refill.ts';

const leagues = ['A League', 'B League'];
const cells: BufferCell[] = leagues.flatMap((league) =>
  (['Shot', 'Free Kick'] as const).flatMap((goalType) =>
    [2020, 2021, 2022].map((seasonYear) => ({ league, difficulty: 'normal' as const, seasonYear, goalType })),
  ),
);
const count = (plan: ReturnType<typeof planBufferRefill>, where: (clip: (typeof plan)[number]) => boolean) =>
  plan.filter(where).length;

describe('planBufferRefill', () => {
  it('makes one league playable first, goals and misses alternating, before topping up every cell', () => {
    const plan = planBufferRefill({ cells, stock: [], perCell: 2, leagueMinimum: 10, limit: 1_000 });
    const first = plan.slice(0, 20);
    expect(first.every((clip) => clip.league === 'A League' && clip.tier === REFILL_TIERS.league)).toBe(true);
    expect(count(first, (clip) => clip.outcome === 'goal')).toBe(10);
    // Spread: the league's first 20 clips touch every one of its six cells.
    expect(new Set(first.map(cellKey)).size).toBe(6);
    expect(plan.slice(20, 40).every((clip) => clip.league === 'B League')).toBe(true);
    // In the end every cell holds perCell goals and perCell misses (the league tier already gave 20 per league).
    for (const cell of cells) {
      const mine = plan.filter((clip) => cellKey(clip) === cellKey(cell));
      expect(count(mine, (clip) => clip.outcome === 'goal')).toBeGreaterThanOrEqual(2);
      expect(count(mine, (clip) => clip.outcome === 'miss')).toBeGreaterThanOrEqual(2);
    }
  });

  it('serves a demand before anything else, within its filter only', () => {
    const plan = planBufferRefill({
      cells,
      stock: [],
      perCell: 2,
      leagueMinimum: 10,
      demands: [
        { league: 'B League', fromYear: 2022, toYear: 2022, goalType: 'Free Kick', difficulty: 'normal', needed: 7 },
      ],
      limit: 14,
    });
    expect(plan).toHaveLength(14);
    expect(plan.every((clip) => clip.tier === REFILL_TIERS.demand)).toBe(true);
    expect(
      plan.every((clip) => clip.league === 'B League' && clip.seasonYear === 2022 && clip.goalType === 'Free Kick'),
    ).toBe(true);
    expect(count(plan, (clip) => clip.outcome === 'miss')).toBe(7);
  });

  it('stops the leagues and the cells at the stock limit, and still serves a demand past it', () => {
    const capped = planBufferRefill({ cells, stock: [], perCell: 2, leagueMinimum: 10, limit: 1_000, stockLimit: 25 });
    expect(capped).toHaveLength(25);
    // The first league is made playable before the cap is reached: what a capped buffer stocks is whole leagues first.
    expect(count(capped, (clip) => clip.league === 'A League')).toBe(20);
    const demand = {
      league: 'B League',
      fromYear: 2021,
      toYear: 2021,
      goalType: 'Shot' as const,
      difficulty: 'normal' as const,
      needed: 3,
    };
    const atTheCap = planBufferRefill({
      cells,
      stock: [],
      perCell: 2,
      leagueMinimum: 10,
      demands: [demand],
      limit: 1_000,
      stockLimit: 0,
    });
    expect(atTheCap).toHaveLength(6);
    expect(atTheCap.every((clip) => clip.tier === REFILL_TIERS.demand && clip.seasonYear === 2021)).toBe(true);
  });

  it('plans nothing when the stock is full, and never more than the limit', () => {
    const full: CellStock[] = cells.map((cell) => ({ ...cell, goals: 5, misses: 5 }));
    expect(planBufferRefill({ cells, stock: full, perCell: 2, leagueMinimum: 10, limit: 50 })).toEqual([]);
    fc.assert(
      fc.property(
        fc.array(fc.record({ cell: fc.constantFrom(...cells), goals: fc.nat(6), misses: fc.nat(6) }), {
          maxLength: 12,
        }),
        fc.nat(60),
        fc.integer({ min: 1, max: 4 }),
        (rows, limit, perCell) => {
          const stock = rows.map(({ cell, goals, misses }) => ({ ...cell, goals, misses }));
          const plan = planBufferRefill({ cells, stock, perCell, leagueMinimum: 10, limit });
          expect(plan.length).toBeLessThanOrEqual(limit);
          // Only cells the buffer serves; and the plan never overshoots a cell that needed nothing.
          for (const clip of plan) expect(cells.some((cell) => cellKey(cell) === cellKey(clip))).toBe(true);
        },
      ),
    );
  });

  it("stocks every league's normal level before any other level, goals and misses alike on every level", () => {
    const demo = listDemoBufferCells();
    const leagueCount = new Set(demo.map((cell) => cell.league)).size;
    const plan = planBufferRefill({ cells: demo, stock: [], perCell: 2, leagueMinimum: 10, limit: 100_000 });
    // The league picker lists a league by its normal clips: every league is playable after 20 clips each.
    const normalFirst = plan.slice(0, 20 * leagueCount);
    expect(normalFirst.every((clip) => clip.difficulty === 'normal' && clip.tier === REFILL_TIERS.league)).toBe(true);
    expect(new Set(normalFirst.map((clip) => clip.league)).size).toBe(leagueCount);
    expect(new Set(plan.slice(20 * leagueCount).map((clip) => clip.difficulty))).toEqual(
      new Set(['easy', 'normal', 'hard']),
    );
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      const level = plan.filter((clip) => clip.difficulty === difficulty);
      expect(count(level, (clip) => clip.outcome === 'goal')).toBe(count(level, (clip) => clip.outcome === 'miss'));
      expect(level.length).toBeGreaterThan(0);
    }
  });
});
