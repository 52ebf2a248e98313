import { ACHIEVEMENT_IDS, type AchievementId } from '@gom/contract/stats';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { playerTotals } from '../../db/schema.ts';
import { ENTRY_RESULTS_WITHHELD_SQL } from '../game/modes/window-tournament/withheld-results.ts';
import { SHARPSHOOTER_MIN_QUESTIONS, SURVIVOR_QUESTIONS } from './achievements.ts';
import { findGlobalRank } from './find-global-rank.ts';
import { levelOf } from './player-figures.ts';

// A player's figures over their settled games ('ended'; voided games were never played for money). The
// counts come from the player_totals rollup; net winnings, streaks and achievements from one pass over the
// player's own settled games (index games_user_ended_idx); the rank from one COUNT. Four queries whatever
// the player's history, none of them growing with the number of players but the rank's index range.

export interface PlayerFigures {
  gamesPlayed: number;
  gamesWon: number;
  questionsAnswered: number;
  correctPredictions: number;
  /** Net (payout − stake) in minor units per currency, the default wallet's currency first. */
  winnings: Array<{ currency: string; net: bigint }>;
  currentStreak: number;
  bestStreak: number;
  globalRank: number | null;
  level: number;
  nextLevelIn: number;
  /** When the first game that earned each ended; null while locked. In ACHIEVEMENT_IDS order. */
  achievements: Array<{ id: AchievementId; earnedAt: Date | null }>;
}

// A settled game is won when its score reached the pass mark it was played with (the rules' `won`), and it
// paid stake × odds rounded down to the minor unit (computePayout): the same integer division here.
const WON = sql.raw('score >= pass_mark');
// A playing window's entry counts once its tournament has closed: before, a perfect score's achievement would tell it.
const WITHHELD = sql.raw(ENTRY_RESULTS_WITHHELD_SQL('games'));
const NET = sql.raw('case when score >= pass_mark then stake * odds_hundredths / 100 - stake else -stake end');

export async function getPlayerStats({ db, userId }: { db: AppDatabase; userId: string }): Promise<PlayerFigures> {
  const [totals, winnings, [history], globalRank] = await Promise.all([
    db.select().from(playerTotals).where(eq(playerTotals.userId, userId)),
    queryRows<{ currency: string; net: string }>(
      db,
      sql`select currency, sum(${NET})::text as net
            from games
           where user_id = ${userId} and status = 'ended' and not ${WITHHELD}
           group by currency
           order by currency = (select currency from wallets where user_id = ${userId} and is_default) desc nulls last,
                    currency`,
    ),
    queryRows<{
      best_streak: number | null;
      current_streak: number | null;
      first_win: Date | string | null;
      sharpshooter: Date | string | null;
      survivor: Date | string | null;
    }>(
      db,
      // Streaks are runs of consecutive wins in end order: numbering every game and, apart, the games of the
      // same result, the difference is constant along a run. The current streak is the won run holding the
      // latest game.
      sql`with played as (
            select id, ended_at, score, number_of_questions, ${WON} as won,
                   row_number() over (order by ended_at, id) as position,
                   row_number() over (order by ended_at, id)
                     - row_number() over (partition by ${WON} order by ended_at, id) as run
              from games
             where user_id = ${userId} and status = 'ended' and not ${WITHHELD}
          ), runs as (
            select won, count(*)::int as length, max(position) as last_position from played group by won, run
          )
          select (select max(length) from runs where won) as best_streak,
                 (select length from runs where won and last_position = (select count(*) from played)) as current_streak,
                 (select min(ended_at) from played where won) as first_win,
                 (select min(ended_at) from played
                   where score = number_of_questions and number_of_questions >= ${SHARPSHOOTER_MIN_QUESTIONS}) as sharpshooter,
                 (select min(ended_at) from played where won and number_of_questions = ${SURVIVOR_QUESTIONS}) as survivor`,
    ),
    findGlobalRank({ db, userId }),
  ]);

  const total = totals[0];
  const correct = total?.correct ?? 0;
  const earnedAt: Record<AchievementId, Date | string | null | undefined> = {
    'first-win': history?.first_win,
    sharpshooter: history?.sharpshooter,
    survivor: history?.survivor,
  };
  return {
    gamesPlayed: total?.games ?? 0,
    gamesWon: total?.gamesWon ?? 0,
    questionsAnswered: total?.answered ?? 0,
    correctPredictions: correct,
    winnings: winnings.map((row) => ({ currency: row.currency, net: BigInt(row.net) })),
    currentStreak: Number(history?.current_streak ?? 0),
    bestStreak: Number(history?.best_streak ?? 0),
    globalRank,
    ...levelOf(correct),
    achievements: ACHIEVEMENT_IDS.map((id) => {
      const time = earnedAt[id];
      return { id, earnedAt: time == null ? null : new Date(time) };
    }),
  };
}
