import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { games } from '../../db/schema.ts';
import { readGameResult, type GameResult } from './read-game-result.ts';
import type { GameRow } from './run-game-event.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GameAdmission =
  /** The game's row as read here: its first event can be written against it (a version check vouches for it). */
  | { kind: 'play'; game: GameRow }
  /** The game is over: its result, as its end announced it. */
  | { kind: 'ended'; result: GameResult }
  | { kind: 'refused'; reason: 'notFound' | 'notYours' | 'voided' | 'over' };

export interface AdmitToGameOptions {
  db: AppDatabase;
  /** The signed-in player. */
  userId: string;
  gameId: string;
}

/** Whether the signed-in player may open the live connection of this game, and to what. */
export async function admitToGame({ db, userId, gameId }: AdmitToGameOptions): Promise<GameAdmission> {
  if (!UUID_PATTERN.test(gameId)) return { kind: 'refused', reason: 'notFound' };
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  if (!game) return { kind: 'refused', reason: 'notFound' };
  if (game.userId !== userId) return { kind: 'refused', reason: 'notYours' };
  if (game.status === 'ended') {
    const result = await readGameResult({ db, gameId });
    return result ? { kind: 'ended', result } : { kind: 'refused', reason: 'over' };
  }
  if (game.status === 'voided') return { kind: 'refused', reason: 'voided' };
  return { kind: 'play', game };
}
