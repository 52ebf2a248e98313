// The leagues and seasons a player can pick: only leagues whose fresh buffer can serve the largest game on the
// default level (at least QUESTIONS_MAX fresh goals and as many fresh misses over all its seasons), and the
// seasons that hold fresh clips in those leagues. A narrower filter or another level that runs short is refused
// at quote time (422) and refilled first. A league that has clips but cannot serve the largest game right now is
// listed as waiting while clips of its default level are being rendered, with an estimate of when they arrive, so
// the form can show it disabled rather than leave it out; so is a level of a playable league that cannot serve the
// largest game while its clips are being rendered, with the longest game it can serve now, so the form can disable
// it for a game longer than that.
import { DEFAULT_DIFFICULTY, DIFFICULTIES, QUESTIONS_MAX } from '@gom/contract/constants';
import type { Difficulty } from '@gom/contract/constants';
import type { GameLeagueWait, GameLevelWait, GameOptions } from '@gom/contract/games';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { isFresh } from './clip-filters.ts';

/**
 * ~0.8 core-seconds a clip (docs/clip-storage.md; bench `render:`), on the default two render lanes: about two
 * clips a second. The estimate is the render queue ahead plus the league's shortfall at that pace.
 */
const ESTIMATED_RENDER_SECONDS_PER_CLIP = 0.5;
/** Never promise less than this: a top-up pass and a render take their time even for one clip. */
const MIN_WAIT_ESTIMATE_SECONDS = 30;

interface StockRow {
  league: string;
  difficulty: Difficulty;
  goals: number;
  misses: number;
  pending: number;
}

/** The fresh goals and misses of every league and level that has enabled clips, and the renders queued. */
async function readStock(db: AppDatabase): Promise<StockRow[]> {
  const rows = await db
    .select({
      league: clips.league,
      difficulty: clips.difficulty,
      goals: sql<number>`(count(*) filter (where ${isFresh} and ${clips.outcome} = 'goal'))::int`,
      misses: sql<number>`(count(*) filter (where ${isFresh} and ${clips.outcome} = 'miss'))::int`,
      pending: sql<number>`(count(*) filter (where ${clips.mediaStatus} = 'pending'))::int`,
    })
    .from(clips)
    .where(eq(clips.enabled, true))
    .groupBy(clips.league, clips.difficulty)
    .orderBy(asc(clips.league));
  return rows.map((row) => ({
    league: row.league,
    difficulty: row.difficulty as Difficulty,
    goals: Number(row.goals),
    misses: Number(row.misses),
    pending: Number(row.pending),
  }));
}

/** The render queue ahead plus this stock's shortfall of the largest game, at the renderer's pace. */
function estimateWait(queue: number, goals: number, misses: number): number {
  const shortfall = Math.max(0, QUESTIONS_MAX - goals) + Math.max(0, QUESTIONS_MAX - misses);
  const seconds = Math.ceil((queue + shortfall) * ESTIMATED_RENDER_SECONDS_PER_CLIP);
  return Math.max(MIN_WAIT_ESTIMATE_SECONDS, seconds);
}

function waitingLeagues(stock: StockRow[], available: readonly string[], queue: number): GameLeagueWait[] {
  const leagues = [...new Set(stock.map((row) => row.league))].filter((league) => !available.includes(league));
  return leagues.flatMap((league) => {
    const level = stock.find((row) => row.league === league && row.difficulty === DEFAULT_DIFFICULTY);
    // Only a league with clips on their way: under a cap on the buffer (CLIP_BUFFER_MAX) one used up may get none.
    if ((level?.pending ?? 0) === 0) return [];
    return [{ league, etaSeconds: estimateWait(queue, level?.goals ?? 0, level?.misses ?? 0) }];
  });
}

/** The levels of the playable leagues that cannot serve the largest game now, and the longest they can. */
function waitingLevels(stock: StockRow[], available: readonly string[], queue: number): GameLevelWait[] {
  return available.flatMap((league) =>
    DIFFICULTIES.flatMap((difficulty) => {
      const level = stock.find((row) => row.league === league && row.difficulty === difficulty);
      const goals = level?.goals ?? 0;
      const misses = level?.misses ?? 0;
      if (goals >= QUESTIONS_MAX && misses >= QUESTIONS_MAX) return [];
      // Only clips being made count as a wait: renders queued at this level. A short level with none queued is
      // not listed: a quote for it is refused (422) and that refusal is the demand that queues them first.
      if ((level?.pending ?? 0) === 0) return [];
      return [
        { league, difficulty, questions: Math.min(goals, misses), etaSeconds: estimateWait(queue, goals, misses) },
      ];
    }),
  );
}

export async function listGameOptions({ db }: { db: AppDatabase }): Promise<GameOptions> {
  const leagueRows = await db
    .select({ league: clips.league })
    .from(clips)
    .where(and(isFresh, eq(clips.difficulty, DEFAULT_DIFFICULTY)))
    .groupBy(clips.league)
    .having(
      and(
        sql`count(*) filter (where ${clips.outcome} = 'goal') >= ${QUESTIONS_MAX}`,
        sql`count(*) filter (where ${clips.outcome} = 'miss') >= ${QUESTIONS_MAX}`,
      ),
    )
    .orderBy(asc(clips.league));
  const leagues = leagueRows.map((row) => row.league);
  const stock = await readStock(db);
  const queue = stock.reduce((total, row) => total + row.pending, 0);
  const waiting = waitingLeagues(stock, leagues, queue);
  if (leagues.length === 0) return { leagues: [], years: [], waiting, waitingLevels: [] };
  const years = await db
    .selectDistinct({ year: clips.seasonYear })
    .from(clips)
    .where(and(isFresh, inArray(clips.league, leagues)))
    .orderBy(asc(clips.seasonYear));
  return { leagues, years: years.map((row) => row.year), waiting, waitingLevels: waitingLevels(stock, leagues, queue) };
}
