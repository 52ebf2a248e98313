import { LEADERBOARD_MIN_ANSWERED } from '@gom/contract/stats';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { playersWithMoreCorrect, tiedAhead } from './rank-order.ts';

/**
 * The player's all-time leaderboard rank: 1 + the ranked players ahead of them (rank-order.ts: those with more
 * correct predictions from the counts by correct, then those tied and ahead on player_totals_ranking_idx), never
 * the sorted list. Null while they have answered too few questions.
 */
export async function findGlobalRank({ db, userId }: { db: AppDatabase; userId: string }): Promise<number | null> {
  const [row] = await queryRows<{ rank: number }>(
    db,
    sql`select ${playersWithMoreCorrect('me', 'all', null)}
               + (select count(*)::int from player_totals ahead
                   where ahead.answered >= ${LEADERBOARD_MIN_ANSWERED} and ${tiedAhead('ahead', 'me')}) + 1 as rank
          from player_totals me
         where me.user_id = ${userId} and me.answered >= ${LEADERBOARD_MIN_ANSWERED}`,
  );
  return row ? Number(row.rank) : null;
}
