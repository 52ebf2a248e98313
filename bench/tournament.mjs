// One live tournament round over WebSockets on one process, through the real server (cookie-authenticated upgrade,
// admission as an entrant, the round's timers on the server's clock): BENCH_ENTRANTS entrants (default 1,000) get
// each question at its release and answer inside its window; each answer is timed to its `answerLocked` (judged and
// written in one conditional statement). Question 1: the calls spread over the window (a clip that plays 0.2 s in,
// a call 1–6 s later); question 2: every entrant calls within the same 0.5 s (the burst a live round's reveal of an
// easy clip makes). Then the round's end: the tournament closes and pays every prize in one transfer; the run checks
// that each paid place was paid once, that the pool is empty and that all accounts sum to zero.
// The baseline of this run: a bare `ws` echo server on this process, driven by the same clients at the same moments.
//
//   node bench/tournament.mjs   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                BENCH_ENTRANTS, default 1000)
//
// It creates a fresh database and drops it at the end.
import { WebSocketServer } from 'ws';
import { runWithServerNodeFlags } from '../scripts/server-node-flags.mjs';
import { startCpuReading } from './support/cpu-usage.mjs';
import { percentile, SECRET, sql, startGameBench } from './support/game-bench.mjs';
import { reportFigure, reportGoal } from './support/goals.mjs';
import { runTournamentClients } from './support/tournament-clients.mjs';

runWithServerNodeFlags(import.meta.url);
const { signAccessToken } = await import('../apps/api/src/domain/accounts/access-token.ts');
const { postTransfer } = await import('../apps/api/src/domain/ledger/post-transfer.ts');
const { enterTournament } = await import('../apps/api/src/domain/contests/tournaments/enter-tournament.ts');
const { ensureSystemAccount } = await import('../apps/api/src/domain/ledger/ensure-system-account.ts');
const { matchPayoutKey } = await import('../apps/api/src/domain/ledger/ledger-keys.ts');
const { QUESTION_OPEN_MS } = await import('../apps/api/src/domain/contests/live-round/round-schedule.ts');

const ENTRANTS = Number(process.env.BENCH_ENTRANTS ?? 1_000);
const QUESTIONS = 2;
/** Question 2 goes out once question 1 has closed: the two are measured apart. */
const INTERVAL_MS = QUESTION_OPEN_MS + 1_000;
const THINK_MS = [
  [1_000, 6_000],
  [300, 800],
];
const READY_MS = 200;
const FEE = 100n; // 1.00 USD
const P99_GOAL_MS = 100;
const clock = { now: () => new Date() };
const rows = async (query) => (await db.execute(query)).rows;

// The real server on a scratch database, with the tiny stored clip the live-game bench uses (game-bench.mjs).
const bench = await startGameBench({ poolSize: 20 });
const { db, port } = bench;
let echo;
try {
  const stamp = new Date().toISOString();

  // Entrants: a session, a funded USD wallet, a signed cookie each (straight into the tables).
  await db.execute(sql`
    insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
    select 'Bench', 'Entrant', 'entrant_' || n, 'entrant' || n || '@example.com', 'x', '1990-01-01', ${stamp}, ${stamp}
      from generate_series(1, ${ENTRANTS}) as n`);
  const sessions = await rows(
    sql`insert into sessions (user_id, created_at) select id, ${stamp} from users returning id, user_id`,
  );
  const accounts = await rows(sql`
    insert into ledger_accounts (kind, currency, user_id, created_at)
    select 'player_wallet', 'USD', id, ${stamp} from users returning id, user_id`);
  await db.execute(sql`
    insert into wallets (id, user_id, currency, is_default, created_at)
    select id, user_id, 'USD', true, ${stamp} from ledger_accounts where kind = 'player_wallet'`);
  const house = await ensureSystemAccount({ db, clock, kind: 'house', currency: 'USD' });
  await postTransfer({
    db,
    clock,
    idempotencyKey: 'bench-tournament-seed',
    kind: 'bench',
    currency: 'USD',
    postings: [
      { accountId: house, amount: -1_000n * BigInt(accounts.length) },
      ...accounts.map((account) => ({ accountId: account.id, amount: 1_000n })),
    ],
  });

  // The tournament: its clip set reserved for it, entries with their fees held (as the tournaments module makes
  // them), starting once every socket is open.
  const clips = await rows(sql`
    insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status, max_exposures,
                       reserved_count, pre_video_key, post_video_key, generator_version, created_at, updated_at)
    select gen_random_uuid(), 'Bench Cup', 2020, 'Shot', case when n % 2 = 0 then 'goal' else 'miss' end, 'manifest',
           'bench-cup-' || n, 'ready', 1, 1, 'bench/pre.mp4', 'bench/post.mp4', 'bench', ${stamp}, ${stamp}
      from generate_series(1, ${QUESTIONS}) as n returning id`);
  const [{ id: tournamentId }] = await rows(sql`
    insert into matches (mode, tournament_format, status, name, currency, entry_fee, number_of_questions, difficulty,
                         league, min_entrants, max_entrants, rake_basis_points, paid_percent, starts_at,
                         question_interval_ms, created_at, updated_at)
    values ('tournament', 'live', 'scheduled', 'Bench Cup', 'USD', ${FEE}, ${QUESTIONS}, 'normal', 'Bench Cup', 2, 10000,
            1000, 1, now() + interval '1 hour', ${INTERVAL_MS}, ${stamp}, ${stamp})
    returning id`);
  for (const [index, clip] of clips.entries()) {
    await db.execute(
      sql`insert into match_questions (match_id, question_index, clip_id) values (${tournamentId}, ${index}, ${clip.id})`,
    );
  }
  for (let start = 0; start < accounts.length; start += 16) {
    await Promise.all(
      accounts.slice(start, start + 16).map((account) =>
        enterTournament({
          db,
          clock,
          userId: account.user_id,
          tournamentId,
          walletId: account.id,
          plans: bench.app.config.plans,
          origin: { ipAddress: null, userAgent: null },
        }),
      ),
    );
  }
  const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]));
  const entrants = accounts.map((account) => ({
    url: `ws://127.0.0.1:${port}/api/tournaments/${tournamentId}/live`,
    cookie: `gom_access=${signAccessToken({ userId: account.user_id, sessionId: sessionOf.get(account.user_id), secret: SECRET, now: clock.now() })}`,
  }));

  // The round starts 10 s after the clients begin opening their sockets (they open in a second or two).
  const startsAt = new Date(Date.now() + 10_000);
  await db.execute(
    sql`update matches set starts_at = ${startsAt.toISOString()}::timestamptz,
               ends_at = ${new Date(startsAt.getTime() + (QUESTIONS - 1) * INTERVAL_MS + QUESTION_OPEN_MS).toISOString()}::timestamptz
         where id = ${tournamentId}`,
  );
  const endReading = startCpuReading();
  const round = await runTournamentClients({
    entrants,
    origin: 'http://bench.test',
    readyMs: READY_MS,
    thinkMs: THINK_MS,
  });
  const cpuSeconds = endReading().seconds;
  const roundEndsAt = startsAt.getTime() + (QUESTIONS - 1) * INTERVAL_MS + QUESTION_OPEN_MS;
  const endedAfterMs = Date.now() - roundEndsAt;

  // The baseline: a bare echo server, the same clients, the same moments.
  echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  await new Promise((resolve) => echo.once('listening', resolve));
  const echoRun = await runTournamentClients({
    echo: {
      url: `ws://127.0.0.1:${echo.address().port}`,
      count: ENTRANTS,
      thinkMs: THINK_MS,
      startAt: Date.now() + 3_000,
      intervalMs: 10_000,
    },
  });

  // The money: one close transfer, each paid entrant once, the pool empty, every account summing to zero.
  const [money] = await rows(sql`
    select (select coalesce(sum(balance), 0) from ledger_accounts)::text as total,
           (select balance from ledger_accounts where match_id = ${tournamentId} and kind = 'contest_pool')::text as pool,
           (select count(*) from ledger_transfers where idempotency_key = ${matchPayoutKey(tournamentId)})::int as closes,
           (select count(*) from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
             where t.idempotency_key = ${matchPayoutKey(tournamentId)} and p.account_id in (select id from wallets))::int as prizes,
           (select count(distinct p.account_id) from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
             where t.idempotency_key = ${matchPayoutKey(tournamentId)} and p.account_id in (select id from wallets))::int as paid_wallets,
           (select coalesce(sum(p.amount), 0) from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
             where t.idempotency_key = ${matchPayoutKey(tournamentId)} and p.account_id in (select id from wallets))::text as prize_total,
           (select count(*) from game_questions q join games g on g.id = q.game_id
             where g.match_id = ${tournamentId} and q.answered_at is not null)::int as answers,
           (select status from matches where id = ${tournamentId}) as status`);
  const toldPrizes = round.ended.filter((end) => end.prize > 0);
  const toldTotal = Math.round(toldPrizes.reduce((sum, end) => sum + end.prize * 100, 0));

  const line = (label, latencies) =>
    latencies.length === 0
      ? `${label.padEnd(44)}  no calls locked in`
      : `${label.padEnd(44)}${percentile(latencies, 50).toFixed(2).padStart(8)}  ${percentile(latencies, 99).toFixed(2).padStart(8)}  ${String(latencies.length).padStart(6)}`;
  const server = round.byQuestion.map((latencies) => latencies.sort((a, b) => a - b));
  const bare = echoRun.byQuestion.map((latencies) => latencies.sort((a, b) => a - b));
  console.log(`a live tournament round, ${ENTRANTS} entrants on sockets, one process (PostgreSQL)`);
  console.log(`${''.padEnd(44)}  p50 ms    p99 ms   calls`);
  console.log(line('question 1: calls over 1–6 s of the window', server[0]));
  console.log(line('question 2: every call within 0.5 s', server[1]));
  console.log(line('bare ws echo, as question 1', bare[0]));
  console.log(line('bare ws echo, as question 2', bare[1]));
  const ratio = (q, index) => `${(percentile(server[index], q) / percentile(bare[index], q)).toFixed(1)}×`;
  console.log(
    `round / echo: question 1 p50 ${ratio(50, 0)}, p99 ${ratio(99, 0)}; question 2 p50 ${ratio(50, 1)}, p99 ${ratio(99, 1)}`,
  );
  console.log(`CPU (this process's threads and PostgreSQL's) over the round: ${cpuSeconds.toFixed(1)} s`);
  console.log(
    `the end: every socket told ${endedAfterMs} ms after the last window closed; ${round.ended.length}/${ENTRANTS} told; ` +
      `refusals: ${JSON.stringify(round.refusals)}`,
  );
  console.log(
    `money: ${money.closes} close transfer, ${money.prizes} prize postings to ${money.paid_wallets} wallets ` +
      `(${money.prize_total} minor units; the sockets were told ${toldPrizes.length} prizes, ${toldTotal}); ` +
      `pool ${money.pool}; all accounts sum to ${money.total}; ${money.answers} answers stored; tournament ${money.status}`,
  );
  if (money.total !== '0' || money.pool !== '0' || money.closes !== 1 || money.status !== 'closed') {
    throw new Error('the close did not pay exactly once from an emptied pool');
  }
  if (money.prizes !== money.paid_wallets || String(toldTotal) !== money.prize_total) {
    throw new Error('a prize was paid twice, or the sockets were told other prizes than were paid');
  }
  if (money.answers !== ENTRANTS * QUESTIONS || server.some((latencies) => latencies.length !== ENTRANTS)) {
    throw new Error('not every answer was locked in');
  }
  reportGoal({
    measure: `tournament answer → answerLocked p99, ${ENTRANTS} entrants over the window`,
    value: percentile(server[0], 99),
    goal: P99_GOAL_MS,
    unit: ' ms',
    better: 'lower',
  });
  reportFigure({
    measure: `tournament answer → answerLocked p99, ${ENTRANTS} calls in 0.5 s (bare echo ${percentile(bare[1], 99).toFixed(0)} ms)`,
    value: percentile(server[1], 99),
    unit: ' ms',
    why: 'performance note 0058',
  });
} finally {
  echo?.close();
  await bench.close();
}
