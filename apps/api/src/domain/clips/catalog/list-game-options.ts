// The leagues and seasons a player can pick: only leagues whose fresh buffer can serve the largest game on the
// default level (at least QUESTIONS_MAX fresh goals and as many fresh misses over all its seasons), and the
// seasons that hold fresh clips in those leagues. A narrower filter or another level that runs short is refused
// at quote time (422) and refilled first.
import { DEFAULT_DIFFICULTY, QUESTIONS_MAX } from '@gom/contract/constants';
import type { GameOptions } from '@gom/contract/games';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import { isFresh } from './clip-filters.ts';

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
  if (leagues.length === 0) return { leagues: [], years: [] };
  const years = await db
    .selectDistinct({ year: clips.seasonYear })
    .from(clips)
    .where(and(isFresh, inArray(clips.league, leagues)))
    .orderBy(asc(clips.seasonYear));
  return { leagues, years: years.map((row) => row.year) };
}
