import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { gameWinningsKey } from '../ledger/ledger-keys.ts';
import { DEFAULT_HOUSE_MARGIN } from '../game/rules/game-constants.ts';
import { minorMoney, type MinorMoney } from './admin-money.ts';

export interface Overview {
  players: { total: number; activeToday: number };
  gamesToday: number;
  /** Today's (UTC) settled stakes and winnings per currency; the house's gross gaming revenue is their difference. */
  money: Array<{ currency: string; stakes: MinorMoney; winnings: MinorMoney; grossGamingRevenue: MinorMoney }>;
  /**
   * Per level and currency over every settled game: winnings ÷ stakes, beside the model's. Odds are (1 − margin) ÷ P(win)
   * rounded down, so the model returns at most 1 − margin of the stakes to players.
   */
  returnToPlayer: Array<{ difficulty: string; currency: string; actual: number | null; model: number; games: number }>;
  freshClips: Array<{ league: string; fresh: number }>;
  renderQueue: { pending: number; failed: number };
}

const DAY_MS = 24 * 60 * 60_000;

export async function getOverview({ db, now }: { db: AppDatabase; now: Date }): Promise<Overview> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS).toISOString();
  const [players] = await queryRows<{ total: number; active_today: number }>(
    db,
    sql`select (select count(*)::int from users) as total,
               (select count(distinct user_id)::int from (
                  select user_id from sessions where created_at >= ${dayStart}
                  union select user_id from games where created_at >= ${dayStart}) active) as active_today`,
  );
  const [games] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from games where created_at >= ${dayStart}`,
  );
  const money = await queryRows<{ currency: string; stakes: string; winnings: string }>(
    db,
    sql`select currency,
               coalesce(sum(amount) filter (where type = 'gameStake'), 0)::text as stakes,
               coalesce(sum(amount) filter (where type = 'winnings'), 0)::text as winnings
          from money_transactions
         where type in ('gameStake', 'winnings') and status = 'completed' and updated_at >= ${dayStart}
         group by currency order by currency`,
  );
  const returns = await queryRows<{
    difficulty: string;
    currency: string;
    games: number;
    stakes: string;
    winnings: string;
  }>(
    db,
    sql`select g.difficulty, g.currency, count(*)::int as games, sum(g.stake)::text as stakes,
               coalesce(sum(w.amount), 0)::text as winnings
          from games g
          left join money_transactions w
            on w.user_id = g.user_id and w.idempotency_key = ${sql.raw(gameWinningsKey.sql('g.id'))} and w.status = 'completed'
         where g.status = 'ended'
         group by g.difficulty, g.currency order by g.difficulty, g.currency`,
  );
  const fresh = await queryRows<{ league: string; fresh: number }>(
    db,
    sql`select league, count(*)::int as fresh from clips
         where enabled and media_status = 'ready' and reserved_count < max_exposures
         group by league order by league`,
  );
  const [queue] = await queryRows<{ pending: number; failed: number }>(
    db,
    sql`select count(*) filter (where media_status = 'pending')::int as pending,
               count(*) filter (where media_status = 'failed')::int as failed
          from clips where media_status in ('pending', 'failed')`,
  );
  return {
    players: { total: players?.total ?? 0, activeToday: players?.active_today ?? 0 },
    gamesToday: games?.count ?? 0,
    money: money.map((row) => ({
      currency: row.currency,
      stakes: minorMoney(row.stakes, row.currency),
      winnings: minorMoney(row.winnings, row.currency),
      grossGamingRevenue: minorMoney(BigInt(row.stakes) - BigInt(row.winnings), row.currency),
    })),
    returnToPlayer: returns.map((row) => ({
      difficulty: row.difficulty,
      currency: row.currency,
      games: row.games,
      actual: BigInt(row.stakes) > 0n ? Number((BigInt(row.winnings) * 10_000n) / BigInt(row.stakes)) / 10_000 : null,
      model: 1 - DEFAULT_HOUSE_MARGIN,
    })),
    freshClips: fresh,
    renderQueue: { pending: queue?.pending ?? 0, failed: queue?.failed ?? 0 },
  };
}
