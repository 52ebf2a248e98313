import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { playerPeriodTotals, playerTotals } from '../../db/schema.ts';
import { accuracyPercent, CALENDAR_PERIODS, periodStartOf } from './player-figures.ts';

// Adds one settled game to the player's rollups (all-time totals, and the week's and the month's). Run by
// applyGameEvent inside the transaction that stores the game's final state and moves its money, so the
// rollups hold exactly the settled games: a game settles once, under its row lock, and a voided game never
// comes here. Concurrent settlements of one player's games serialise on the rollup rows (ON CONFLICT locks).

export interface RecordSettledGameOptions {
  db: AppDatabase;
  userId: string;
  endedAt: Date;
  answered: number;
  correct: number;
  won: boolean;
}

/** SQL's round(correct × 100 / answered) over a rollup row plus the new game, the same as accuracyPercent. */
const accuracySql = (table: string) =>
  sql.raw(`case when ${table}.answered + excluded.answered = 0 then 0
  else round((${table}.correct + excluded.correct) * 100.0 / (${table}.answered + excluded.answered))::int end`);

/**
 * The two rollup inserts (all-time totals; the week's and the month's rows), each a statement that can stand as
 * a data-modifying WITH step of a larger one (a settlement runs them in its stake's locking statement).
 */
export function settledGameRollups(options: RecordSettledGameOptions): { totals: SQL; periods: SQL } {
  const { db, userId, endedAt, answered, correct, won } = options;
  const figures = { games: 1, gamesWon: won ? 1 : 0, answered, correct, lastGameEndedAt: endedAt };
  // Raw SQL of constant table and column names only: the values themselves are bound by the insert.
  const added = (table: string, column: string) => sql.raw(`${table}.${column} + excluded.${column}`);
  const latest = (table: string) => sql.raw(`greatest(${table}.last_game_ended_at, excluded.last_game_ended_at)`);

  const accuracy = accuracyPercent(correct, answered);
  const sums = (table: string) => ({
    games: added(table, 'games'),
    gamesWon: added(table, 'games_won'),
    answered: added(table, 'answered'),
    correct: added(table, 'correct'),
    accuracy: accuracySql(table),
    lastGameEndedAt: latest(table),
  });

  const totals = db
    .insert(playerTotals)
    .values({ userId, ...figures, accuracy })
    .onConflictDoUpdate({ target: playerTotals.userId, set: sums('player_totals') });
  const periods = db
    .insert(playerPeriodTotals)
    .values(
      CALENDAR_PERIODS.map((period) => ({
        period,
        periodStart: periodStartOf(period, endedAt),
        userId,
        ...figures,
        accuracy,
      })),
    )
    .onConflictDoUpdate({
      target: [playerPeriodTotals.period, playerPeriodTotals.periodStart, playerPeriodTotals.userId],
      set: sums('player_period_totals'),
    });
  return { totals: totals.getSQL(), periods: periods.getSQL() };
}
