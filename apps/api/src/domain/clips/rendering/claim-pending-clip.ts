// Takes the next pending demo clip for rendering. The row lock with SKIP LOCKED makes concurrent claims (several
// processes on one PostgreSQL) pick different clips; the lease makes a crashed worker's clip claimable again
// once it runs out. A claim counts as an attempt, so a clip that crashes its worker every time ends failed.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { MAX_RENDER_ATTEMPTS, RENDER_LEASE_MS } from '../catalog/catalog-constants.ts';
import type { ClipRecord } from '../catalog/clip-record.ts';

export interface ClaimPendingClipOptions {
  db: AppDatabase;
  clock: Clock;
  leaseMs?: number;
  /** Only these clips (the CLI renders what it generated); default: any. */
  clipIds?: readonly string[];
}

export async function claimPendingClip({
  db,
  clock,
  leaseMs = RENDER_LEASE_MS,
  clipIds,
}: ClaimPendingClipOptions): Promise<ClipRecord | null> {
  if (clipIds && clipIds.length === 0) return null;
  const now = clock.now();
  const next = db
    .select({ id: clips.id })
    .from(clips)
    .where(
      and(
        eq(clips.mediaStatus, 'pending'),
        eq(clips.source, 'demo'),
        lt(clips.renderAttempts, MAX_RENDER_ATTEMPTS),
        or(isNull(clips.renderLeaseUntil), lt(clips.renderLeaseUntil, now)),
        clipIds ? inArray(clips.id, [...clipIds]) : undefined,
      ),
    )
    .orderBy(asc(clips.renderPriority), asc(clips.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(clips)
    .set({
      renderLeaseUntil: new Date(now.getTime() + leaseMs),
      renderAttempts: sql`${clips.renderAttempts} + 1`,
      updatedAt: now,
    })
    // `id = (scalar subquery)` runs the subquery once (an InitPlan). `id IN (subquery)` may be re-run per row by a
    // join plan, and with SKIP LOCKED each run finds another clip: one claim would take many.
    .where(and(sql`${clips.id} = (${next})`, eq(clips.mediaStatus, 'pending')))
    .returning();
  return claimed ?? null;
}
