import { and, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { games } from '../../db/schema.ts';
import type { GameEngine } from './game-engine.ts';

/**
 * Voids every game the player has created but not started, through the game engine (each under its row lock,
 * its stake released through the ledger and its unsent clips given back, as the start window's void does), and
 * answers how many it voided. A safer-play break calls it once the break is stored: a game made before the break
 * cannot be started during it. A game already under way is left to finish. A tournament's entry is not the solo
 * engine's to void: its fee waits for the tournament's start or cancellation.
 */
export async function voidUnstartedGames(options: {
  db: AppDatabase;
  userId: string;
  dispatch: GameEngine['dispatch'];
}): Promise<number> {
  const unstarted = await options.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.userId, options.userId), eq(games.status, 'created'), ne(games.mode, 'tournament')));
  let voided = 0;
  for (const { id } of unstarted) {
    const applied = await options.dispatch(id, (at) => ({ type: 'void', at, reason: 'break' }));
    if (applied?.changed && applied.state.phase === 'voided') voided += 1;
  }
  return voided;
}
