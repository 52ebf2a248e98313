import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { clips } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { setClipEnabled } from '../clips/catalog/set-clip-enabled.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit } from './record-audit.ts';

export const CLIP_NOT_FOUND_MESSAGE = 'Clip not found';

const CLIP_COLUMNS = {
  id: clips.id,
  league: clips.league,
  seasonYear: clips.seasonYear,
  goalType: clips.goalType,
  outcome: clips.outcome,
  difficulty: clips.difficulty,
  xg: clips.xg,
  source: clips.source,
  enabled: clips.enabled,
  mediaStatus: clips.mediaStatus,
  reservedCount: clips.reservedCount,
  shownCount: clips.shownCount,
  maxExposures: clips.maxExposures,
  createdAt: clips.createdAt,
};

export type ConsoleClip = { [Key in keyof typeof CLIP_COLUMNS]: (typeof clips.$inferSelect)[Key] };

/** The catalog newest first, with each clip's exposure counts; by league, state and media status. */
export async function listConsoleClips(options: {
  db: AppDatabase;
  league?: string;
  enabled?: boolean;
  mediaStatus?: ConsoleClip['mediaStatus'];
  limit: number;
}): Promise<ConsoleClip[]> {
  const conditions: SQL[] = [];
  if (options.league) conditions.push(eq(clips.league, options.league));
  if (options.enabled !== undefined) conditions.push(eq(clips.enabled, options.enabled));
  if (options.mediaStatus) conditions.push(eq(clips.mediaStatus, options.mediaStatus));
  return options.db
    .select(CLIP_COLUMNS)
    .from(clips)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(clips.createdAt), clips.id)
    .limit(options.limit);
}

/** The stored keys of a clip's two videos (for the console's preview links). */
export async function findClipMedia({ db, clipId }: { db: AppDatabase; clipId: string }) {
  const [clip] = await db
    .select({ pre: clips.preVideoKey, post: clips.postVideoKey, mediaStatus: clips.mediaStatus })
    .from(clips)
    .where(eq(clips.id, clipId));
  if (!clip) throw new DomainError('NOT_FOUND', CLIP_NOT_FOUND_MESSAGE);
  return clip;
}

/** The CLI's disable/enable with the operator's audit entry, in one transaction. */
export async function setClipEnabledAudited(options: {
  db: AppDatabase;
  clock: Clock;
  actorId: string;
  clipId: string;
  enabled: boolean;
}): Promise<void> {
  const { db, clock, actorId, clipId, enabled } = options;
  await db.transaction(async (tx) => {
    const [clip] = await tx.select({ enabled: clips.enabled }).from(clips).where(eq(clips.id, clipId)).for('update');
    if (!clip) throw new DomainError('NOT_FOUND', CLIP_NOT_FOUND_MESSAGE);
    if (clip.enabled === enabled) return;
    await setClipEnabled({ db: tx, clock, clipId, enabled });
    await recordAudit(tx, {
      actorId,
      action: enabled ? 'clip.enable' : 'clip.disable',
      entityType: 'clip',
      entityId: clipId,
      before: { enabled: clip.enabled },
      after: { enabled },
      now: clock.now(),
    });
  });
}
