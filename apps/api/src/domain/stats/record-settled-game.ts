import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { playerDailyTotals, playerTotals } from '../../db/schema.ts';
import { accuracyPercent, utcDayOf } from './player-figures.ts';

// Adds one settled game to the player's rollups (all-time totals and the day's totals). Called by
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

/** SQL's round(correct × 100 / answered), the same as accuracyPercent. */
const ACCURACY_SQL = sql.raw(`case when player_totals.answered + excluded.answered = 0 then 0
  else round((player_totals.correct + excluded.correct) * 100.0 / (player_totals.answered + excluded.answered))::int end`);

export async function recordSettledGame(options: RecordSettledGameOptions): Promise<void> {
  const { db, userId, endedAt, answered, correct, won } = options;
  const figures = { games: 1, gamesWon: won ? 1 : 0, answered, correct, lastGameEndedAt: endedAt };
  // Raw SQL of constant table and column names only: the values themselves are bound by the insert.
  const added = (table: string, column: string) => sql.raw(`${table}.${column} + excluded.${column}`);
  const latest = (table: string) => sql.raw(`greatest(${table}.last_game_ended_at, excluded.last_game_ended_at)`);

  await db
    .insert(playerTotals)
    .values({ userId, ...figures, accuracy: accuracyPercent(correct, answered) })
    .onConflictDoUpdate({
      target: playerTotals.userId,
      set: {
        games: added('player_totals', 'games'),
        gamesWon: added('player_totals', 'games_won'),
        answered: added('player_totals', 'answered'),
        correct: added('player_totals', 'correct'),
        accuracy: ACCURACY_SQL,
        lastGameEndedAt: latest('player_totals'),
      },
    });

  await db
    .insert(playerDailyTotals)
    .values({ userId, day: utcDayOf(endedAt), ...figures })
    .onConflictDoUpdate({
      target: [playerDailyTotals.userId, playerDailyTotals.day],
      set: {
        games: added('player_daily_totals', 'games'),
        gamesWon: added('player_daily_totals', 'games_won'),
        answered: added('player_daily_totals', 'answered'),
        correct: added('player_daily_totals', 'correct'),
        lastGameEndedAt: latest('player_daily_totals'),
      },
    });
}
