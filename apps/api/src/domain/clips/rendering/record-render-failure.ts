// A render failed: the clip goes back to the queue, or is marked failed once it has used its attempts.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { MAX_RENDER_ATTEMPTS } from '../catalog/catalog-constants.ts';

const ERROR_TEXT_MAX = 500;

export interface RecordRenderFailureOptions {
  db: AppDatabase;
  clock: Clock;
  clipId: string;
  error: Error;
}

export async function recordRenderFailure({ db, clock, clipId, error }: RecordRenderFailureOptions): Promise<void> {
  await db
    .update(clips)
    .set({
      mediaStatus: sql`case when ${clips.renderAttempts} >= ${MAX_RENDER_ATTEMPTS} then 'failed' else 'pending' end`,
      renderLeaseUntil: null,
      renderError: error.message.slice(0, ERROR_TEXT_MAX),
      updatedAt: clock.now(),
    })
    .where(and(eq(clips.id, clipId), eq(clips.mediaStatus, 'pending')));
}
