// The player figures at scale on PostgreSQL: 100,000 players with about 10 settled games each, spread over
// the last 60 days, and the rollups settlement keeps (player_totals, player_period_totals). It times the real
// domain functions — the leaderboard of each period (top 50 + the caller's row; the caller in the middle of the
// all-time ranking, then each board's last player), the Friends board of a player with MAX_FRIENDS friends, one
// player's all-time rank and one player's stats — each
// beside a plain `SELECT count(*)` over the rows it ranks, as a ratio.
//
//   node bench/leaderboard.mjs   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                 BENCH_PLAYERS, default 100000; BENCH_GAMES_PER_PLAYER, default 10)
//
// It creates a fresh database and drops it at the end. Seeding uses generate_series inserts (tens of seconds).
// Every player has BENCH_GAMES_PER_PLAYER games. Games are seeded without question rows: none of the timed calls reads them (history's last call does).
import { register } from 'tsx/esm/api';
import { reportGoal } from './support/goals.mjs';
import { openScratchDatabase } from './support/scratch-database.mjs';

register();
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { getLeaderboard } = await import('../apps/api/src/domain/stats/get-leaderboard.ts');
const { getFriendsLeaderboard } = await import('../apps/api/src/domain/stats/get-friends-leaderboard.ts');
const { MAX_FRIENDS } = await import('../packages/contract/src/friends.ts');
const { findGlobalRank } = await import('../apps/api/src/domain/stats/find-global-rank.ts');
const { getPlayerStats } = await import('../apps/api/src/domain/stats/get-player-stats.ts');
const { firstDayOfPeriod } = await import('../apps/api/src/domain/stats/player-figures.ts');
const { sql } = await import('drizzle-orm');

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const GAMES_PER_PLAYER = Number(process.env.BENCH_GAMES_PER_PLAYER ?? 10);
const SPREAD_DAYS = 60;
/** Every period's board, p50. */
const LEADERBOARD_GOAL_MS = 50;
const WARMUP = 3;
const RUNS = 20;
const clock = { now: () => new Date() };

/** Median and p95 milliseconds of `work` over RUNS runs after WARMUP. */
async function time(work) {
  for (let index = 0; index < WARMUP; index += 1) await work();
  const samples = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((x, y) => x - y);
  return { p50: samples[Math.floor(RUNS / 2)], p95: samples[Math.min(RUNS - 1, Math.floor(RUNS * 0.95))] };
}

const database = await openScratchDatabase({ openDatabase, poolSize: 4 });
const db = database.db;
try {
  const seedStarted = performance.now();
  const step = async (label, statement, { withoutTriggers = false } = {}) => {
    const started = performance.now();
    // Seeding only: one big aggregate per statement, so give it the memory not to spill to disk.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '256MB'`);
      await tx.execute(sql`set local synchronous_commit = off`);
      if (withoutTriggers) await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });
    console.log(`  seeded ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const now = clock.now();
  await step(
    `${PLAYERS} players`,
    sql`insert into users (first_name, last_name, username, email, password_hash, created_at, updated_at)
        select 'Bench', 'Player', 'player_' || n, 'player' || n || '@bench.test', 'x', ${now}, ${now}
          from generate_series(1, ${PLAYERS}) n`,
  );
  await step(
    'wallets',
    sql`with accounts as (
          insert into ledger_accounts (kind, currency, user_id, created_at)
          select 'player_wallet', 'USD', id, ${now} from users returning id, user_id)
        insert into wallets (id, user_id, currency, is_default, created_at)
        select id, user_id, 'USD', true, ${now} from accounts`,
  );
  // Each game: 5 questions, a score 0..5 (won at 4, the 5-question pass mark), a stake of 2.00 at 1.45, an
  // end time uniformly in the last SPREAD_DAYS days. Some players play more than others (skew on the count).
  await step(
    `${PLAYERS * GAMES_PER_PLAYER} games`,
    // The random end time is drawn per (player, game) row of `seeded`: PostgreSQL would otherwise evaluate (or
    // memoize) it once per game number and give every player the same ten times. Each game is a solo match's one
    // entry, with the match's id, as createGame writes it; `materialized` draws each id once for both inserts.
    sql`with seeded as materialized (
          select gen_random_uuid() as id, w.user_id, w.id as wallet_id, g, (random() * 5.99)::int as score,
                 ${now}::timestamptz - random() * interval '${sql.raw(String(SPREAD_DAYS))} days' as t
            from wallets w cross join generate_series(1, ${GAMES_PER_PLAYER}) g),
        solo_matches as (
          insert into matches (id, mode, number_of_questions, difficulty, league, created_at, updated_at)
          select id, 'solo', 5, 'normal', 'Bench League', t, t from seeded)
        insert into games (id, match_id, user_id, wallet_id, currency, stake, odds_hundredths, number_of_questions,
                           league, from_year, to_year, pass_mark, status, state, score, end_reason, last_event_at,
                           created_at, started_at, ended_at, updated_at)
        select id, id, user_id, wallet_id, 'USD', 200, 145, 5, 'Bench League', 2015, 2025, 4, 'ended', '{}'::jsonb,
               score, 'completed', t, t, t, t, t
          from seeded`,
  );
  // The rollups as settlement writes them (every game answered in full). Their triggers, which keep the counts by
  // correct a settlement at a time, are off for these million-row inserts: the counts are taken once at the end,
  // as migration 0023 takes them.
  for (const period of ['week', 'month']) {
    await step(
      `${period} totals`,
      sql`insert into player_period_totals (period, period_start, user_id, games, games_won, answered, correct,
                                            accuracy, last_game_ended_at)
          select ${period}, date_trunc(${period}, ended_at at time zone 'UTC')::date, user_id, count(*),
                 count(*) filter (where score >= pass_mark), sum(number_of_questions), sum(score),
                 round(sum(score) * 100.0 / sum(number_of_questions))::int, max(ended_at)
            from games group by 2, user_id`,
      { withoutTriggers: true },
    );
  }
  await step(
    'all-time totals',
    sql`insert into player_totals (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
        select user_id, count(*), count(*) filter (where score >= pass_mark), sum(number_of_questions),
               sum(score), round(sum(score) * 100.0 / sum(number_of_questions))::int, max(ended_at)
          from games group by user_id`,
    { withoutTriggers: true },
  );
  await step(
    'all-time counts by correct',
    sql`insert into player_totals_by_correct (correct, players)
        select correct, count(*) from player_totals where answered >= 10 group by correct`,
  );
  await step(
    'week and month counts by correct',
    sql`insert into player_period_totals_by_correct (period, period_start, correct, players)
        select period, period_start, correct, count(*) from player_period_totals where answered >= 10
         group by period, period_start, correct`,
  );
  await step('analyze', sql`analyze`);
  const count = async (statement) => Number((await db.execute(statement)).rows[0].count);
  const games = await count(sql`select count(*) from games`);
  const periodRows = await count(sql`select count(*) from player_period_totals`);
  console.log(
    `seeded ${PLAYERS} players, ${games} games, ${periodRows} week and month rows in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
  );

  // A player from the middle of the all-time ranking: the players tied with them on their count of correct
  // predictions, counted for their rank, are among the most numerous (rank-order.ts).
  const middle = (
    await db.execute(
      sql`select user_id from player_totals where answered >= 10 order by correct desc offset ${Math.floor(PLAYERS / 2)} limit 1`,
    )
  ).rows[0].user_id;

  // The middle player gets MAX_FRIENDS friends (both rows of each friendship), spread over the whole board.
  await step(
    `${MAX_FRIENDS} friends of one player`,
    sql`with friends as (select id from users where id <> ${middle} order by md5(id::text) limit ${MAX_FRIENDS})
        insert into friendships (user_id, friend_id, created_at)
        select ${middle}::uuid, id, ${now}::timestamptz from friends
        union all select id, ${middle}::uuid, ${now}::timestamptz from friends`,
  );
  await step('analyze friendships', sql`analyze friendships`);

  const rows = [];
  const report = async (label, work, baselineLabel, baseline) => {
    const measured = await time(work);
    const base = await time(baseline);
    rows.push({ label, measured, baselineLabel, base });
  };
  for (const period of ['all', 'month', 'week']) {
    const firstDay = firstDayOfPeriod(period, clock.now());
    await report(
      `leaderboard ${period} (top 50 + me)`,
      () => getLeaderboard({ db, clock, period, userId: middle }),
      firstDay === null ? 'count(*) player_totals' : `count(*) ${period} rows from ${firstDay}`,
      () =>
        db.execute(
          firstDay === null
            ? sql`select count(*) from player_totals`
            : sql`select count(*) from player_period_totals where period = ${period} and period_start = ${firstDay}`,
        ),
    );
  }
  // Each board's last player, whose rank once counted every ranked player of the board (26 ms for the month's at
  // this size): printed beside the rows above, not a goal of its own.
  for (const period of ['all', 'month', 'week']) {
    const firstDay = firstDayOfPeriod(period, clock.now());
    const board =
      firstDay === null
        ? sql`player_totals where answered >= 10`
        : sql`player_period_totals where period = ${period} and period_start = ${firstDay} and answered >= 10`;
    const [lastRow] = (
      await db.execute(
        sql`select user_id from ${board} order by correct, accuracy, last_game_ended_at desc, user_id desc limit 1`,
      )
    ).rows;
    // Early on a Monday (UTC) the week's board can still be empty: there is no last player to time.
    if (!lastRow) {
      console.log(`${period} board, its last player: nobody is ranked on it yet`);
      continue;
    }
    const last = lastRow.user_id;
    await report(
      `${period} board, its last player`,
      () => getLeaderboard({ db, clock, period, userId: last }),
      'count(*) its ranked rows',
      () => db.execute(sql`select count(*) from ${board}`),
    );
  }
  // The Friends board of a player with the most friends allowed: the same order as the boards above.
  for (const period of ['all', 'month', 'week']) {
    await report(
      `friends board ${period} (${MAX_FRIENDS} friends)`,
      () => getFriendsLeaderboard({ db, clock, period, userId: middle }),
      "count(*) the player's friendships",
      () => db.execute(sql`select count(*) from friendships where user_id = ${middle}`),
    );
  }
  await report(
    'one player rank (all time)',
    () => findGlobalRank({ db, userId: middle }),
    'count(*) player_totals',
    () => db.execute(sql`select count(*) from player_totals`),
  );
  await report(
    'one player stats',
    () => getPlayerStats({ db, userId: middle }),
    "count(*) the player's games",
    () => db.execute(sql`select count(*) from games where user_id = ${middle} and status = 'ended'`),
  );

  console.log(
    '                                      p50 ms   p95 ms   baseline                          p50 ms   ratio',
  );
  for (const { label, measured } of rows.filter(
    (row) => row.label.startsWith('leaderboard') || row.label.startsWith('friends board'),
  )) {
    reportGoal({
      measure: `${label} p50`,
      value: measured.p50,
      goal: LEADERBOARD_GOAL_MS,
      unit: ' ms',
      better: 'lower',
    });
  }
  for (const { label, measured, baselineLabel, base } of rows) {
    console.log(
      `${label.padEnd(36)}${measured.p50.toFixed(2).padStart(8)} ${measured.p95.toFixed(2).padStart(8)}   ${baselineLabel.padEnd(32)}${base.p50.toFixed(2).padStart(8)}  ${(measured.p50 / base.p50).toFixed(2).padStart(6)}×`,
    );
  }
} finally {
  await database.close();
}
