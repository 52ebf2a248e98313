// The leagues and seasons a player can pick: only leagues whose fresh buffer can serve the largest game on the
// default level (at least QUESTIONS_MAX fresh goals and as many fresh misses over all its seasons), and the
// seasons that hold fresh clips in those leagues. A narrower filter or another level that runs short is refused
// at quote time (422) and refilled first. A league that has clips but cannot serve the largest game right now is
// listed as waiting, with an estimate of when its fresh clips arrive, so the form can show it disabled rather
// than leave it out.
import { DEFAULT_DIFFICULTY, QUESTIONS_MAX } from '@gom/contract/constants';
import type { GameLeagueWait, GameOptions } from '@gom/contract/games';
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

async function waitingLeagues(db: AppDatabase, available: readonly string[]): Promise<GameLeagueWait[]> {
  const rows = await db
    .select({
      league: clips.league,
      goals: sql<number>`(count(*) filter (where ${isFresh} and ${clips.difficulty} = ${DEFAULT_DIFFICULTY} and ${clips.outcome} = 'goal'))::int`,
      misses: sql<number>`(count(*) filter (where ${isFresh} and ${clips.difficulty} = ${DEFAULT_DIFFICULTY} and ${clips.outcome} = 'miss'))::int`,
      pending: sql<number>`(count(*) filter (where ${clips.mediaStatus} = 'pending'))::int`,
    })
    .from(clips)
    .where(eq(clips.enabled, true))
    .groupBy(clips.league)
    .orderBy(asc(clips.league));
  const queue = rows.reduce((total, row) => total + Number(row.pending), 0);
  return rows
    .filter((row) => !available.includes(row.league))
    .map((row) => {
      const shortfall =
        Math.max(0, QUESTIONS_MAX - Number(row.goals)) + Math.max(0, QUESTIONS_MAX - Number(row.misses));
      const seconds = Math.ceil((queue + shortfall) * ESTIMATED_RENDER_SECONDS_PER_CLIP);
      return { league: row.league, etaSeconds: Math.max(MIN_WAIT_ESTIMATE_SECONDS, seconds) };
    });
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
  const waiting = await waitingLeagues(db, leagues);
  if (leagues.length === 0) return { leagues: [], years: [], waiting };
  const years = await db
    .selectDistinct({ year: clips.seasonYear })
    .from(clips)
    .where(and(isFresh, inArray(clips.league, leagues)))
    .orderBy(asc(clips.seasonYear));
  return { leagues, years: years.map((row) => row.year), waiting };
}
