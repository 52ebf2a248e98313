import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-per-database.ts';
import { games, sessions } from '../../db/schema.ts';
import { batchCalls, type BatchedCall } from '../../lib/batch-calls.ts';
import { isSessionActive, sessionStands } from '../accounts/is-session-active.ts';
import type { ClipMedia } from './build-server-message.ts';
import { readGameResult, type GameResult } from './read-game-result.ts';
import type { GameRow } from './game-event-types.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type GameAdmission =
  /**
   * The game's row as read here: its first event can be written against it (a version check vouches for it).
   * With its clips' media, read by the same statement: its questions will need them.
   */
  | { kind: 'play'; game: GameRow; clipMedia: Map<string, ClipMedia> }
  /** The game is over: its result, as its end announced it. */
  | { kind: 'ended'; result: GameResult }
  | { kind: 'refused'; reason: 'signedOut' | 'notFound' | 'notYours' | 'voided' | 'voidedByDowntime' | 'over' };

export interface AdmitToGameOptions {
  db: AppDatabase;
  /** The signed-in player, and the session the socket's access token names. */
  userId: string;
  sessionId: string;
  gameId: string;
}

type AdmissionRequest = Omit<AdmitToGameOptions, 'db'>;

/**
 * Each asked game's row, its clips' media and whether the socket's session still stands, for many sockets in one
 * named prepared statement (PostgreSQL plans it once per connection). A socket whose session this process does not
 * remember standing needs both reads: one round trip instead of two; and sockets opening together share it (issue
 * 14: a thousand games opening at once queued their answers behind a thousand statements). A game that does not
 * exist has no row here.
 */
const admissionsQuery = preparedPerDatabase((db) =>
  db
    .select({
      asked: sql<number>`a.i`,
      ...getTableColumns(games),
      // A clip without its two videos is left out (it cannot be shown), as loadClipMedia does.
      clipMedia: sql<Array<[string, string, string, string | null]> | null>`(
        select json_agg(json_build_array(c.id, c.pre_video_key, c.post_video_key, c.original_url))
          from game_questions q join clips c on c.id = q.clip_id
         where q.game_id = a.game_id and c.pre_video_key is not null and c.post_video_key is not null)`,
      // A scalar subquery, not EXISTS: PostgreSQL may run an EXISTS over many rows as one hash of every standing
      // session (a scan of the table per batch, found in games.mjs); a scalar one is an index lookup per socket.
      sessionStands: sql<boolean>`coalesce((select true from ${sessions} where ${sessionStands({
        sessionId: sql`a.session_id`,
        userId: sql`a.user_id`,
      })}), false)`,
    })
    .from(games)
    .innerJoin(
      sql`jsonb_to_recordset(${sql.placeholder('asked')}::jsonb) as a(i int, game_id uuid, session_id uuid, user_id uuid)`,
      // A live round's entry is played on its round's socket, never the solo engine's: to this one it does not exist.
      // A playing window's entry is, once opened: it has a round state (a phase) from then (play-window-entry.ts).
      and(eq(games.id, sql`a.game_id`), sql`(${games.mode} <> 'tournament' or ${games.state} ? 'phase')`),
    )
    .prepare('game_admissions'),
);

type AdmissionRow = Awaited<ReturnType<ReturnType<typeof admissionsQuery>['execute']>>[number];

/**
 * The admissions' reads, batched: at most ADMISSION_LANES statements at once, each for every socket that opened
 * meanwhile (up to ADMISSION_BATCH_MAX). A quiet server reads each alone and at once.
 */
const ADMISSION_LANES = 2;
const ADMISSION_BATCH_MAX = 64;
const admissionReads = preparedPerDatabase((db): BatchedCall<AdmissionRequest, AdmissionRow | undefined> =>
  batchCalls({
    lanes: ADMISSION_LANES,
    maxBatch: ADMISSION_BATCH_MAX,
    run: async (requests) => {
      const asked = requests.map((request, i) => ({
        i,
        game_id: request.gameId,
        session_id: request.sessionId,
        user_id: request.userId,
      }));
      const rows = await admissionsQuery(db).execute({ asked: JSON.stringify(asked) });
      const byAsked = new Map(rows.map((row) => [row.asked, row]));
      return requests.map((_, i) => byAsked.get(i));
    },
  }),
);

/**
 * Whether the signed-in player may open the live connection of this game, and to what: never anything of the game
 * unless the session still stands.
 */
export async function admitToGame({ db, userId, sessionId, gameId }: AdmitToGameOptions): Promise<GameAdmission> {
  const found = UUID_PATTERN.test(gameId) ? await admissionReads(db)({ userId, sessionId, gameId }) : undefined;
  // No game row to read the session with: it is read alone.
  const stands = found ? found.sessionStands : await isSessionActive({ db, sessionId, userId });
  if (!stands) return { kind: 'refused', reason: 'signedOut' };
  if (!found) return { kind: 'refused', reason: 'notFound' };
  const { clipMedia, sessionStands: _stands, asked: _asked, ...game } = found;
  if (game.userId !== userId) return { kind: 'refused', reason: 'notYours' };
  if (game.status === 'ended') {
    const result = await readGameResult({ db, gameId });
    return result ? { kind: 'ended', result } : { kind: 'refused', reason: 'over' };
  }
  // A started game is voided only when the server could not serve it for too long (ADR 0088).
  if (game.status === 'voided') return { kind: 'refused', reason: game.startedAt ? 'voidedByDowntime' : 'voided' };
  const media = new Map<string, ClipMedia>(
    (clipMedia ?? []).map(([id, preVideoKey, postVideoKey, originalUrl]) => [
      id,
      { preVideoKey, postVideoKey, originalUrl },
    ]),
  );
  return { kind: 'play', game, clipMedia: media };
}
