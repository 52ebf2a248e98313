// Ledger throughput on PostgreSQL: transfers per second through the real postTransfer, with 32 concurrent
// clients, spread over 1,000 wallets and concentrated on one hot wallet; each printed beside a plain
// one-row-update transaction loop on the same database at the same concurrency, as a ratio.
//
//   node bench/ledger.mjs            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
//
// It creates a fresh database, and drops it at the end.
import { register } from 'tsx/esm/api';
import { reportGoal } from './support/goals.mjs';
import { openScratchDatabase } from './support/scratch-database.mjs';

register();
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { postTransfer } = await import('../apps/api/src/domain/ledger/post-transfer.ts');
const { ensureSystemAccount } = await import('../apps/api/src/domain/ledger/ensure-system-account.ts');
const { sql } = await import('drizzle-orm');

const CLIENTS = 32;
const WALLETS = 1_000;
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 5);
/** Each workload and its baseline run in this many alternating rounds (ABBA…): the machine's noise then falls on both. */
const ROUNDS = 4;
const SEED_CENTS = 1_000_000n;
const clock = { now: () => new Date() };

/** Runs `work(clientIndex, iteration)` on CLIENTS concurrent loops for `seconds`; returns ops/second. */
async function measure(work, seconds) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        await work(client, iteration);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/**
 * A workload and its baseline, each for SECONDS_PER_RUN in all, in ROUNDS alternating rounds (A B B A …): a slow
 * spell of the shared machine lands on both instead of deciding the ratio. Returns both rates.
 */
async function measurePair(work, baseline) {
  const seconds = SECONDS_PER_RUN / ROUNDS;
  let workRate = 0;
  let baselineRate = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) {
      workRate += await measure(work, seconds);
      baselineRate += await measure(baseline, seconds);
    } else {
      baselineRate += await measure(baseline, seconds);
      workRate += await measure(work, seconds);
    }
  }
  return [workRate / ROUNDS, baselineRate / ROUNDS];
}

const randomIndex = (limit) => Math.floor(Math.random() * limit);

const database = await openScratchDatabase({ openDatabase, poolSize: CLIENTS });
try {
  const { db } = database;
  const now = new Date().toISOString();

  // 1,000 players with a USD wallet each, all funded from the house in one transfer.
  await db.execute(sql`
    insert into users (first_name, last_name, username, email, password_hash, created_at, updated_at)
    select 'Bench', 'Player', 'bench_' || n, 'bench_' || n || '@example.com', 'x', ${now}, ${now}
      from generate_series(1, ${WALLETS}) as n`);
  const walletRows = await db.execute(sql`
    insert into ledger_accounts (kind, currency, user_id, created_at)
    select 'player_wallet', 'USD', id, ${now} from users returning id`);
  const wallets = walletRows.rows.map((row) => row.id);
  const house = await ensureSystemAccount({ db, clock, kind: 'house', currency: 'USD' });
  await postTransfer({
    db,
    clock,
    idempotencyKey: 'bench-seed',
    kind: 'bench',
    currency: 'USD',
    postings: [
      { accountId: house, amount: -SEED_CENTS * BigInt(wallets.length) },
      ...wallets.map((accountId) => ({ accountId, amount: SEED_CENTS })),
    ],
  });
  await db.execute(sql`create table bench_counters (id int primary key, n bigint not null default 0)`);
  await db.execute(sql`insert into bench_counters (id) select generate_series(1, ${WALLETS})`);

  let transferCounter = 0;
  const transfer = (from, to) =>
    postTransfer({
      db,
      clock,
      idempotencyKey: `bench-${(transferCounter += 1)}`,
      kind: 'bench',
      currency: 'USD',
      postings: [
        { accountId: from, amount: -1n },
        { accountId: to, amount: 1n },
      ],
    });
  const bump = (id) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`update bench_counters set n = n + 1 where id = ${id}`);
    });

  const [spreadLedger, spreadPlain] = await measurePair(
    () => {
      const from = randomIndex(WALLETS);
      const to = (from + 1 + randomIndex(WALLETS - 1)) % WALLETS;
      return transfer(wallets[from], wallets[to]);
    },
    () => bump(1 + randomIndex(WALLETS)),
  );
  const hot = wallets[0];
  const [hotLedger, hotPlain] = await measurePair(
    (client, iteration) => {
      const other = wallets[1 + randomIndex(WALLETS - 1)];
      // Alternate direction so the hot wallet neither drains nor only fills.
      return (client + iteration) % 2 === 0 ? transfer(hot, other) : transfer(other, hot);
    },
    () => bump(1),
  );

  const audit = await db.execute(sql`
    select (select coalesce(sum(balance), 0) from ledger_accounts)::text as total,
           (select count(*) from ledger_transfers)::text as transfers`);
  const format = (value) => value.toFixed(0).padStart(8);
  const ratio = (ledger, plain) => `${(ledger / plain).toFixed(2)}x`.padStart(7);
  console.log(
    `ledger on PostgreSQL: ${CLIENTS} concurrent clients, ${SECONDS_PER_RUN} s per workload in ${ROUNDS} alternating rounds`,
  );
  console.log('workload                 ledger tps  plain tps  ledger/plain');
  console.log(
    `${WALLETS} wallets            ${format(spreadLedger)}   ${format(spreadPlain)}  ${ratio(spreadLedger, spreadPlain)}`,
  );
  console.log(`one hot wallet           ${format(hotLedger)}   ${format(hotPlain)}  ${ratio(hotLedger, hotPlain)}`);
  console.log(
    `(plain: BEGIN; UPDATE one row; COMMIT. ${audit.rows[0].transfers} transfers; all accounts sum to ${audit.rows[0].total})`,
  );
  if (audit.rows[0].total !== '0') throw new Error('the ledger does not sum to zero after the benchmark');
  reportGoal({
    measure: `ledger / plain, ${WALLETS} wallets`,
    value: spreadLedger / spreadPlain,
    goal: 0.5,
    unit: '×',
    better: 'higher',
  });
  reportGoal({
    measure: 'ledger / plain, one hot wallet',
    value: hotLedger / hotPlain,
    goal: 0.35,
    unit: '×',
    better: 'higher',
  });
} finally {
  await database.close();
}
