import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { games } from '../../db/schema.ts';
import type { ClipMedia } from './build-server-message.ts';
import { readGameResult, type GameResult } from './read-game-result.ts';
import type { GameRow } from './run-game-event.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GameAdmission =
  /**
   * The game's row as read here: its first event can be written against it (a version check vouches for it).
   * With its clips' media, read by the same statement: its questions will need them.
   */
  | { kind: 'play'; game: GameRow; clipMedia: Map<string, ClipMedia> }
  /** The game is over: its result, as its end announced it. */
  | { kind: 'ended'; result: GameResult }
  | { kind: 'refused'; reason: 'notFound' | 'notYours' | 'voided' | 'over' };

export interface AdmitToGameOptions {
  db: AppDatabase;
  /** The signed-in player. */
  userId: string;
  gameId: string;
}

/**
 * The game's row and its clips' media, as a named prepared statement: every socket's opening runs it, and
 * PostgreSQL then plans it once per connection instead of on every opening.
 */
const admissionQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(games),
      // A clip without its two videos is left out (it cannot be shown), as loadClipMedia does. The game's id is
      // written out: Drizzle leaves a one-table select's columns unqualified, and `id` would name the clip's.
      clipMedia: sql<Array<[string, string, string, string | null]> | null>`(
        select json_agg(json_build_array(c.id, c.pre_video_key, c.post_video_key, c.original_url))
          from game_questions q join clips c on c.id = q.clip_id
         where q.game_id = "games"."id" and c.pre_video_key is not null and c.post_video_key is not null)`,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder('gameId')))
    .prepare('game_admission'),
);

/** Whether the signed-in player may open the live connection of this game, and to what. */
export async function admitToGame({ db, userId, gameId }: AdmitToGameOptions): Promise<GameAdmission> {
  if (!UUID_PATTERN.test(gameId)) return { kind: 'refused', reason: 'notFound' };
  const [found] = await admissionQuery(db).execute({ gameId });
  if (!found) return { kind: 'refused', reason: 'notFound' };
  const { clipMedia, ...game } = found;
  if (game.userId !== userId) return { kind: 'refused', reason: 'notYours' };
  if (game.status === 'ended') {
    const result = await readGameResult({ db, gameId });
    return result ? { kind: 'ended', result } : { kind: 'refused', reason: 'over' };
  }
  if (game.status === 'voided') return { kind: 'refused', reason: 'voided' };
  const media = new Map<string, ClipMedia>(
    (clipMedia ?? []).map(([id, preVideoKey, postVideoKey, originalUrl]) => [
      id,
      { preVideoKey, postVideoKey, originalUrl },
    ]),
  );
  return { kind: 'play', game, clipMedia: media };
}
