import type { NumberedSql } from '../../db/query-prepared.ts';
import { accuracyPercent, CALENDAR_PERIODS, periodStartOf } from './player-figures.ts';

// Adds one settled game to the player's rollups (all-time totals, and the week's and the month's). Run by
// applyGameEvent inside the transaction that stores the game's final state and moves its money, so the
// rollups hold exactly the settled games: a game settles once, under its row lock, and a voided game never
// comes here. Concurrent settlements of one player's games serialise on the rollup rows (ON CONFLICT locks).

export interface RecordSettledGameOptions {
  userId: string;
  endedAt: Date;
  answered: number;
  correct: number;
  won: boolean;
}

/** What the rollups add to a row: the sums, the accuracy over the sums (as accuracyPercent), the latest end. */
function rollupSums(table: string): string {
  const added = (column: string) => `${column} = ${table}.${column} + excluded.${column}`;
  return `${['games', 'games_won', 'answered', 'correct'].map(added).join(', ')},
    accuracy = case when ${table}.answered + excluded.answered = 0 then 0
      else round((${table}.correct + excluded.correct) * 100.0 / (${table}.answered + excluded.answered))::int end,
    last_game_ended_at = greatest(${table}.last_game_ended_at, excluded.last_game_ended_at)`;
}

/**
 * The steps' text for parameters numbered from `first`: the player, the game's figures, its end, then each calendar
 * period's first day.
 */
function rollupStepsText(first: number): string {
  const [user, won, answered, correct, accuracy, endedAt] = Array.from(
    { length: 6 },
    (_, index) => `$${first + index}`,
  );
  const figures = `1, ${won}::int, ${answered}::int, ${correct}::int, ${accuracy}::int, ${endedAt}::timestamptz`;
  const periodRows = CALENDAR_PERIODS.map(
    (period, index) => `('${period}', $${first + 6 + index}::date, ${user}::uuid, ${figures})`,
  );
  return `
    rollup_totals as (
      insert into player_totals (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
      values (${user}::uuid, ${figures})
      on conflict (user_id) do update set ${rollupSums('player_totals')}
    ),
    rollup_periods as (
      insert into player_period_totals
        (period, period_start, user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
      values ${periodRows.join(', ')}
      on conflict (period, period_start, user_id) do update set ${rollupSums('player_period_totals')}
    )`;
}

const stepsTexts = new Map<number, string>();

/**
 * The two rollup inserts (all-time totals; the week's and the month's rows) as data-modifying WITH steps
 * (`rollup_totals`, `rollup_periods`) of a larger statement, their parameters numbered from `first`: a settlement
 * runs them in its stake's locking statement. Text, not the query builder: a settlement's statements are on the
 * live game's path, where building them was as costly as the round trip (issue 14).
 */
export function settledGameRollupSteps(options: RecordSettledGameOptions, first: number): NumberedSql {
  const { userId, endedAt, answered, correct, won } = options;
  let text = stepsTexts.get(first);
  if (text === undefined) {
    text = rollupStepsText(first);
    stepsTexts.set(first, text);
  }
  const params = [
    userId,
    won ? 1 : 0,
    answered,
    correct,
    accuracyPercent(correct, answered),
    endedAt.toISOString(),
    ...CALENDAR_PERIODS.map((period) => periodStartOf(period, endedAt)),
  ];
  return { text, params };
}
