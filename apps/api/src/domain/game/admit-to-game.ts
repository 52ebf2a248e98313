import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { games, sessions } from '../../db/schema.ts';
import { isSessionActive, sessionStands } from '../accounts/is-session-active.ts';
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
  | { kind: 'refused'; reason: 'signedOut' | 'notFound' | 'notYours' | 'voided' | 'over' };

export interface AdmitToGameOptions {
  db: AppDatabase;
  /** The signed-in player, and the session the socket's access token names. */
  userId: string;
  sessionId: string;
  gameId: string;
}

/**
 * The game's row, its clips' media and whether the socket's session still stands, as a named prepared statement:
 * every socket's opening runs it, and PostgreSQL then plans it once per connection instead of on every opening.
 * A socket whose session this process does not remember standing needs both reads: one round trip instead of two
 * (issue 14: a thousand games opening at once queued their answers behind two thousand statements).
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
      sessionStands: sql<boolean>`exists (select 1 from ${sessions} where ${sessionStands()})`,
    })
    .from(games)
    .where(eq(games.id, sql.placeholder('gameId')))
    .prepare('game_admission'),
);

/**
 * Whether the signed-in player may open the live connection of this game, and to what: never anything of the game
 * unless the session still stands.
 */
export async function admitToGame({ db, userId, sessionId, gameId }: AdmitToGameOptions): Promise<GameAdmission> {
  const [found] = UUID_PATTERN.test(gameId) ? await admissionQuery(db).execute({ gameId, sessionId, userId }) : [];
  // No game row to read the session with: it is read alone.
  const stands = found ? found.sessionStands : await isSessionActive({ db, sessionId, userId });
  if (!stands) return { kind: 'refused', reason: 'signedOut' };
  if (!found) return { kind: 'refused', reason: 'notFound' };
  const { clipMedia, sessionStands: _stands, ...game } = found;
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
