// Frees every render claim. Only for the embedded database, where this process is the only worker there can
// be: claims left by a previous run (killed mid-render) are stale at start, and waiting out their lease would
// only delay the first playable game.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';

export async function releaseRenderClaims({ db }: { db: AppDatabase }): Promise<void> {
  await db.update(clips).set({ renderLeaseUntil: null }).where(eq(clips.mediaStatus, 'pending'));
}
