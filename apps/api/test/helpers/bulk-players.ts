import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';

// Players, wallets and settled games in bulk, straight into the tables (one statement each, no ledger postings):
// for the tests that hold a query to its plan at a size no API calls could build in time.

/** `count` users named `<prefix>_1` … `<prefix>_<count>`. */
export async function insertBulkPlayers(db: AppDatabase, { count, prefix }: { count: number; prefix: string }) {
  await db.execute(sql`
    insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
    select 'Bulk', 'Player', ${prefix} || '_' || n, ${prefix} || n || '@example.com', 'x', '1990-01-01', now(), now()
      from generate_series(1, ${count}) as n`);
}

/** A USD wallet (with its ledger account) for each of the first `players` users by id, or for every user. */
export async function insertUsdWallets(db: AppDatabase, { players }: { players?: number } = {}) {
  const users = players === undefined ? sql`users` : sql`(select id from users order by id limit ${players}) u`;
  await db.execute(sql`
    insert into ledger_accounts (kind, currency, user_id, created_at)
    select 'player_wallet', 'USD', id, now() from ${users}`);
  await db.execute(sql`
    insert into wallets (id, user_id, currency, is_default, created_at)
    select id, user_id, 'USD', true, now() from ledger_accounts where kind = 'player_wallet'`);
}

/**
 * `gamesEach` ended games on every wallet. `endedAt` is a timestamptz expression over `g` (the game's number, from 1)
 * and `w.n` (the wallet's number in id order, from 1).
 */
export async function insertEndedGames(db: AppDatabase, { gamesEach, endedAt }: { gamesEach: number; endedAt: SQL }) {
  // Each game is a solo match of one entry with the game's own id (decision 0103).
  await db.execute(sql`
    with played as (
      select gen_random_uuid() as id, user_id, wallet_id, t
        from (select w.user_id, w.id as wallet_id, ${endedAt} as t
                from (select *, row_number() over (order by id) as n from wallets) w,
                     generate_series(1, ${gamesEach}) as g) s
    ), solo as (
      insert into matches (id, mode, number_of_questions, difficulty, league, created_at, updated_at)
      select id, 'solo', 5, 'normal', 'League', t, t from played
    )
    insert into games (id, match_id, user_id, wallet_id, currency, stake, odds_hundredths, number_of_questions, league,
                       from_year, to_year, pass_mark, status, state, score, end_reason, last_event_at, created_at,
                       started_at, ended_at, updated_at)
    select id, id, user_id, wallet_id, 'USD', 200, 145, 5, 'League', 2015, 2025, 4, 'ended', '{}'::jsonb, 3, 'completed',
           t, t, t, t, t
      from played`);
}
