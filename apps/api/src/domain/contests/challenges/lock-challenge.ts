import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { isUuid } from '../../../db/is-uuid.ts';
import { matches } from '../../../db/schema.ts';

export type ChallengeRow = typeof matches.$inferSelect;

/**
 * The challenge's match row, locked for the caller's transaction: every change of a challenge (acceptance, an
 * entry's start, the settlement, the expiry) is made under this lock, so each happens once and in one order.
 */
export async function lockChallenge(db: AppDatabase, matchId: string): Promise<ChallengeRow | undefined> {
  if (!isUuid(matchId)) return undefined;
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.mode, 'challenge')))
    .for('update');
  return row;
}

/** Whether the player is one of the challenge's two. */
export function isChallengePlayer(match: ChallengeRow, userId: string): boolean {
  return match.createdBy === userId || match.acceptedBy === userId;
}
