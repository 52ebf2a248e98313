// Which clips the fresh buffer needs next, most urgent first. Pure: the caller counts the stock and makes the
// clips. Three needs, in this order:
// 1. Demands: a filter a player was refused (422) gets enough goals and misses for the game they wanted.
// 2. Playable leagues: a league level that cannot yet serve the largest game over all its seasons gets clips
//    one league and level at a time (in the cells' order: every league's normal level first), so a first start
//    offers one league within seconds and every league before it stocks the other levels.
// 3. Every cell (league × level × season × goal type) is topped up to `perCell` goals and `perCell` misses, in
//    rounds, so every season fills evenly.
// The second and third stop at `stockLimit` (a deployment's cap on the fresh clips kept); demands never do.
// Within a need, goals and misses alternate and each clip goes to the cell with the fewest of its outcome.
import type { Difficulty, GoalType } from '@gom/contract/constants';
import type { ShotOutcome } from '../simulator/types.ts';

export interface BufferCell {
  league: string;
  difficulty: Difficulty;
  seasonYear: number;
  goalType: GoalType;
}

/** Fresh clips of a cell (ready or being rendered; held by no game). */
export interface CellStock extends BufferCell {
  goals: number;
  misses: number;
}

export interface BufferDemand {
  league: string;
  fromYear: number;
  toYear: number;
  goalType: GoalType | null;
  difficulty: Difficulty;
  /** Goals and misses the filter needs, each. */
  needed: number;
}

export const REFILL_TIERS = { demand: 0, league: 1, cell: 2 } as const;
export type RefillTier = (typeof REFILL_TIERS)[keyof typeof REFILL_TIERS];

export interface PlannedClip extends BufferCell {
  outcome: ShotOutcome;
  tier: RefillTier;
}

export interface PlanBufferRefillOptions {
  /** Every cell the buffer serves, in a stable order. */
  cells: readonly BufferCell[];
  /** Current fresh stock; a cell missing here has none. */
  stock: readonly CellStock[];
  perCell: number;
  /** Goals and misses a league needs, each, to serve the largest game. */
  leagueMinimum: number;
  demands?: readonly BufferDemand[];
  /** At most this many clips. */
  limit: number;
  /**
   * At most this many of them for the playable leagues and the cells (CLIP_BUFFER_MAX's room: the most fresh clips
   * kept, less those held now); a demand's clips do not count. Unset: no cap but `limit`.
   */
  stockLimit?: number;
}

export function planBufferRefill({
  cells,
  stock,
  perCell,
  leagueMinimum,
  demands = [],
  limit,
  stockLimit = Infinity,
}: PlanBufferRefillOptions): PlannedClip[] {
  const counts = new Map<string, { goal: number; miss: number }>();
  for (const cell of cells) counts.set(cellKey(cell), { goal: 0, miss: 0 });
  for (const row of stock) {
    const count = counts.get(cellKey(row));
    if (count) {
      count.goal += row.goals;
      count.miss += row.misses;
    }
  }
  const plan: PlannedClip[] = [];
  let stocked = 0;
  const full = (tier: RefillTier) => plan.length >= limit || (tier !== REFILL_TIERS.demand && stocked >= stockLimit);
  const add = (cell: BufferCell, outcome: ShotOutcome, tier: RefillTier) => {
    counts.get(cellKey(cell))![outcome] += 1;
    if (tier !== REFILL_TIERS.demand) stocked += 1;
    plan.push({
      league: cell.league,
      difficulty: cell.difficulty,
      seasonYear: cell.seasonYear,
      goalType: cell.goalType,
      outcome,
      tier,
    });
  };
  const total = (group: readonly BufferCell[], outcome: ShotOutcome) =>
    group.reduce((sum, cell) => sum + counts.get(cellKey(cell))![outcome], 0);
  const leanest = (group: readonly BufferCell[], outcome: ShotOutcome) =>
    group.reduce((best, cell) =>
      counts.get(cellKey(cell))![outcome] < counts.get(cellKey(best))![outcome] ? cell : best,
    );
  /** Adds clips to `group` until it holds `needed` of each outcome (or the plan is full). */
  const fill = (group: readonly BufferCell[], needed: number, tier: RefillTier) => {
    if (group.length === 0) return;
    while (!full(tier)) {
      const goalsShort = needed - total(group, 'goal');
      const missesShort = needed - total(group, 'miss');
      if (goalsShort <= 0 && missesShort <= 0) return;
      const outcome: ShotOutcome = goalsShort >= missesShort ? 'goal' : 'miss';
      add(leanest(group, outcome), outcome, tier);
    }
  };

  for (const demand of demands) {
    fill(
      cells.filter((cell) => matchesDemand(cell, demand)),
      demand.needed,
      REFILL_TIERS.demand,
    );
  }
  const leagueLevel = (cell: BufferCell) => `${cell.league}\u0000${cell.difficulty}`;
  for (const group of [...new Set(cells.map(leagueLevel))]) {
    fill(
      cells.filter((cell) => leagueLevel(cell) === group),
      leagueMinimum,
      REFILL_TIERS.league,
    );
  }
  for (let round = 1; round <= perCell && !full(REFILL_TIERS.cell); round++) {
    for (const cell of cells) {
      for (const outcome of ['goal', 'miss'] as const) {
        if (!full(REFILL_TIERS.cell) && counts.get(cellKey(cell))![outcome] < round)
          add(cell, outcome, REFILL_TIERS.cell);
      }
    }
  }
  return plan;
}

export function cellKey(cell: BufferCell): string {
  return `${cell.league}\u0000${cell.difficulty}\u0000${cell.seasonYear}\u0000${cell.goalType}`;
}

/** Whether a cell is one the demand's filter draws from. */
export function matchesDemand(cell: BufferCell, demand: BufferDemand): boolean {
  return (
    cell.league === demand.league &&
    cell.difficulty === demand.difficulty &&
    cell.seasonYear >= demand.fromYear &&
    cell.seasonYear <= demand.toYear &&
    (demand.goalType === null || cell.goalType === demand.goalType)
  );
}
