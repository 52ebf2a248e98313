import { and, eq, gt, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { games } from '../../db/schema.ts';
import { DomainError } from '../domain-error.ts';

export const UNSTARTED_GAME_MESSAGE =
  'You already have a game waiting to start. Start it, or create a new one once it expires.';

/**
 * A player holds at most one game not started yet: every unstarted game keeps its clips from everyone else's
 * fresh buffer, so a few accounts creating games they never play could otherwise empty it (decision 0082).
 * Runs in the creation's transaction after the player's row is locked (claimDailyGame), so two creations at once
 * are decided one after the other. A game past its start window no longer counts: the scheduler is voiding it.
 */
export async function assertNoUnstartedGame(options: {
  /** The creation's transaction, holding the player's row lock. */
  db: AppDatabase;
  userId: string;
  now: Date;
  startWithinMs: number;
}): Promise<void> {
  const { db, userId, now, startWithinMs } = options;
  const [waiting] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.userId, userId),
        eq(games.status, 'created'),
        // A tournament entry waits for its start, not for its player: it holds no clip of the fresh buffer.
        ne(games.mode, 'tournament'),
        gt(games.createdAt, new Date(now.getTime() - startWithinMs)),
      ),
    )
    .limit(1);
  if (waiting) throw new DomainError('UNSTARTED_GAME', UNSTARTED_GAME_MESSAGE);
}
