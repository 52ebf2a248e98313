// One pass of the fresh buffer's top-up: count the fresh stock, plan what is missing (planBufferRefill),
// simulate those clips from new secret nonces and insert them as pending renders. Any render worker then
// claims them (claimPendingClip). One process plans at a time (a lease row), and a pass plans only what the
// render queue can take soon, so the queue stays short and the most urgent clips render first.
import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { QUESTIONS_MAX } from '@gom/contract/constants';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clipBufferLease, clipDemands, clips } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { MAX_RENDER_ATTEMPTS } from '../catalog/catalog-constants.ts';
import { DEMO_COMPETITIONS } from '../simulator/competitions.ts';
import { listDemoBufferCells } from './buffer-cells.ts';
import { insertFreshClips } from './insert-fresh-clips.ts';
import {
  matchesDemand,
  planBufferRefill,
  type BufferDemand,
  type CellStock,
  type PlannedClip,
} from './plan-buffer-refill.ts';
import { simulateFreshClip, type FreshClip } from './simulate-fresh-clip.ts';

/** Pending renders to keep queued: enough for every lane to stay busy between passes, few enough to re-plan often. */
export const DEFAULT_MAX_PENDING = 24;
/** A demand nobody has met after this long is dropped (the player has moved on). */
export const DEMAND_LIFETIME_MS = 60 * 60_000;
/** How long a process may plan before another may take over (a pass takes about a second). */
const LEASE_MS = 60_000;
/** Render priority per tier: a demand's clips render before a league's, which render before the rest. */
const PRIORITY_PER_TIER = 1_000_000;

/** Names this process in the lease. */
const PROCESS_ID = randomUUID();

/** What the demo buffer keeps (CLIP_BUFFER_PER_CELL, CLIP_BUFFER_MAX). */
export interface ClipBufferSettings {
  perCell: number;
  /** The most fresh clips kept beyond what players' refused filters ask for; null: no cap. */
  maxFresh: number | null;
  /** Fewer xG samples per generated clip than the simulator's 200 (tests). */
  xgSamples?: number;
}

export interface TopUpClipBufferOptions extends ClipBufferSettings {
  db: AppDatabase;
  clock: Clock;
  secret: string;
  maxPending?: number;
}

export interface TopUpResult {
  /** False when another process holds the lease. */
  planned: boolean;
  made: number;
}

export async function topUpClipBuffer(options: TopUpClipBufferOptions): Promise<TopUpResult> {
  const { db, clock, secret, perCell, maxFresh, maxPending = DEFAULT_MAX_PENDING } = options;
  if (!(await takeLease(db, clock))) return { planned: false, made: 0 };
  try {
    const now = clock.now();
    const [queued] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${clips} where ${clips.mediaStatus} = 'pending' and ${clips.source} = 'demo'
          and ${clips.enabled} and ${clips.renderAttempts} < ${MAX_RENDER_ATTEMPTS}`,
    );
    const room = maxPending - (queued?.n ?? 0);
    if (room <= 0) return { planned: true, made: 0 };

    const { stock, ready } = await countFreshStock(db);
    const demands = await currentDemands(db, now, ready);
    const fresh = stock.reduce((sum, cell) => sum + cell.goals + cell.misses, 0);
    const plan = planBufferRefill({
      cells: listDemoBufferCells(),
      stock,
      perCell,
      leagueMinimum: QUESTIONS_MAX,
      demands,
      limit: room,
      stockLimit: maxFresh === null ? undefined : Math.max(0, maxFresh - fresh),
    });
    if (plan.length === 0) return { planned: true, made: 0 };

    const made: Array<{ planned: PlannedClip; clip: FreshClip }> = [];
    for (const planned of plan) {
      const competition = DEMO_COMPETITIONS.find((candidate) => candidate.name === planned.league)!;
      made.push({
        planned,
        clip: simulateFreshClip({ secret, competition, ...planned, xgSamples: options.xgSamples }),
      });
      // A clip is a few to ~30 ms of simulation: let requests and game events through between them.
      await yieldToEventLoop();
    }
    const nextPriority = await queueEnds(db);
    await insertFreshClips({
      db,
      clock,
      fresh: made.map(({ planned, clip }) => ({ clip, renderPriority: nextPriority(planned.tier) })),
    });
    return { planned: true, made: made.length };
  } finally {
    await releaseLease(db);
  }
}

/**
 * Priorities that queue new clips behind the pending ones of their tier (a later pass must not jump the
 * queue of an earlier one) and ahead of every lower tier. The sequence restarts when a tier's queue drains.
 */
async function queueEnds(db: AppDatabase): Promise<(tier: number) => number> {
  const rows = await queryRows<{ tier: number; top: number }>(
    db,
    sql`select (${clips.renderPriority} / ${PRIORITY_PER_TIER})::int as tier, max(${clips.renderPriority})::int as top
        from ${clips} where ${clips.mediaStatus} = 'pending' group by 1`,
  );
  const last = new Map(rows.map((row) => [row.tier, row.top]));
  return (tier) => {
    const next = (last.get(tier) ?? tier * PRIORITY_PER_TIER - 1) + 1;
    last.set(tier, next);
    return next;
  };
}

/** Fresh clips per cell: ready or still rendering (what the buffer will hold), and ready only (what serves now). */
async function countFreshStock(db: AppDatabase): Promise<{ stock: CellStock[]; ready: CellStock[] }> {
  const rows = await queryRows<{
    league: string;
    difficulty: CellStock['difficulty'];
    season_year: number;
    goal_type: CellStock['goalType'];
    goals: number;
    misses: number;
    ready_goals: number;
    ready_misses: number;
  }>(
    db,
    sql`select ${clips.league} as league, ${clips.difficulty} as difficulty, ${clips.seasonYear} as season_year,
          ${clips.goalType} as goal_type,
          count(*) filter (where ${clips.outcome} = 'goal')::int as goals,
          count(*) filter (where ${clips.outcome} = 'miss')::int as misses,
          count(*) filter (where ${clips.outcome} = 'goal' and ${clips.mediaStatus} = 'ready')::int as ready_goals,
          count(*) filter (where ${clips.outcome} = 'miss' and ${clips.mediaStatus} = 'ready')::int as ready_misses
        from ${clips}
        where ${clips.enabled} and ${clips.reservedCount} < ${clips.maxExposures}
          and (${clips.mediaStatus} = 'ready'
            or (${clips.mediaStatus} = 'pending' and ${clips.renderAttempts} < ${MAX_RENDER_ATTEMPTS}))
        group by 1, 2, 3, 4`,
  );
  const cell = (row: (typeof rows)[number]) => ({
    league: row.league,
    difficulty: row.difficulty,
    seasonYear: row.season_year,
    goalType: row.goal_type,
  });
  return {
    stock: rows.map((row) => ({ ...cell(row), goals: row.goals, misses: row.misses })),
    ready: rows.map((row) => ({ ...cell(row), goals: row.ready_goals, misses: row.ready_misses })),
  };
}

/** The demands still open: expired ones and those the ready stock now meets are deleted. */
async function currentDemands(db: AppDatabase, now: Date, ready: readonly CellStock[]): Promise<BufferDemand[]> {
  await db.delete(clipDemands).where(lt(clipDemands.createdAt, new Date(now.getTime() - DEMAND_LIFETIME_MS)));
  const rows = await db.select().from(clipDemands).orderBy(clipDemands.createdAt);
  const open: BufferDemand[] = [];
  for (const row of rows) {
    const demand: BufferDemand = { ...row, goalType: row.goalType ?? null };
    const matching = ready.filter((cell) => matchesDemand(cell, demand));
    const goals = matching.reduce((sum, cell) => sum + cell.goals, 0);
    const misses = matching.reduce((sum, cell) => sum + cell.misses, 0);
    if (goals >= demand.needed && misses >= demand.needed) {
      await db.delete(clipDemands).where(eq(clipDemands.id, row.id));
    } else {
      open.push(demand);
    }
  }
  return open;
}

async function takeLease(db: AppDatabase, clock: Clock): Promise<boolean> {
  const now = clock.now();
  const taken = await db
    .insert(clipBufferLease)
    .values({ id: 1, holder: PROCESS_ID, until: new Date(now.getTime() + LEASE_MS) })
    .onConflictDoUpdate({
      target: clipBufferLease.id,
      set: { holder: PROCESS_ID, until: new Date(now.getTime() + LEASE_MS) },
      setWhere: sql`${clipBufferLease.until} < ${now} or ${clipBufferLease.holder} = ${PROCESS_ID}`,
    })
    .returning({ id: clipBufferLease.id });
  return taken.length > 0;
}

async function releaseLease(db: AppDatabase): Promise<void> {
  await db
    .update(clipBufferLease)
    .set({ until: new Date(0) })
    .where(and(eq(clipBufferLease.id, 1), eq(clipBufferLease.holder, PROCESS_ID)));
}
