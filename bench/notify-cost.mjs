// What PostgreSQL's NOTIFY costs a live game's write: the write's shape (one row updated at its version with a
// state of a few kilobytes, in its own transaction) from many concurrent clients, with and without a NOTIFY of a
// game notice's size in the same transaction, while a listener hears every notice. NOTIFY takes one lock for
// every notifying commit of the database, so the question is whether it bounds throughput at the capacity step
// (the rate of game writes the live-game bench finds) or before: printed as commits per second, and as a ratio to
// the write without NOTIFY measured in the same run (ABBA rounds: the shared machine's noise falls on both).
//
//   node bench/notify-cost.mjs            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
//   NOTIFY_CLIENTS=1,8,32 BENCH_SECONDS=4 node bench/notify-cost.mjs
import pg from 'pg';
import { createScratchDatabase } from './support/scratch-database.mjs';

const CLIENT_COUNTS = (process.env.NOTIFY_CLIENTS ?? '1,8,32').split(',').map(Number);
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 4;
const GAMES = 2_000;
const CHANNEL = 'bench_game_events';
/** About a game's stored state, and a notice carrying a question's messages for every socket. */
const STATE = JSON.stringify({
  phase: 'question',
  questions: Array.from({ length: 10 }, (_, n) => ({ n, x: 'x'.repeat(200) })),
});
const NOTICE = JSON.stringify({
  gameId: '00000000-0000-4000-8000-000000000000',
  version: 1,
  from: 'p1',
  messages: [{ type: 'question', body: 'y'.repeat(300) }],
  over: false,
});

const scratch = await createScratchDatabase();
const pools = [];
const listener = new pg.Client({ connectionString: scratch.url });
let heard = 0;
try {
  const setup = new pg.Client({ connectionString: scratch.url });
  await setup.connect();
  await setup.query(`create table bench_games (id int primary key, version int not null default 0, state jsonb not null)
                     with (fillfactor = 50)`);
  await setup.query(`insert into bench_games (id, state) select n, $1::jsonb from generate_series(1, ${GAMES}) n`, [
    STATE,
  ]);
  await setup.end();
  await listener.connect();
  listener.on('notification', () => (heard += 1));
  await listener.query(`listen ${CHANNEL}`);

  /** One game write: its row at its version, in its own transaction, with or without the notice. */
  const write = async (client, notify) => {
    const id = 1 + Math.floor(Math.random() * GAMES);
    await client.query('begin');
    await client.query('update bench_games set version = version + 1, state = $2::jsonb where id = $1', [id, STATE]);
    if (notify) await client.query('select pg_notify($1, $2)', [CHANNEL, NOTICE]);
    await client.query('commit');
  };

  const measure = async (pool, clients, notify, seconds) => {
    const deadline = performance.now() + seconds * 1000;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < deadline) {
            await write(client, notify);
            done += 1;
          }
        } finally {
          client.release();
        }
      }),
    );
    return done / ((performance.now() - started) / 1000);
  };

  console.log(
    `NOTIFY in a game's write on PostgreSQL: ${SECONDS_PER_RUN} s per workload in ${ROUNDS} alternating rounds`,
  );
  console.log('clients   with NOTIFY/s   without/s   with/without');
  for (const clients of CLIENT_COUNTS) {
    const pool = new pg.Pool({ connectionString: scratch.url, max: clients });
    pools.push(pool);
    let withRate = 0;
    let withoutRate = 0;
    const seconds = SECONDS_PER_RUN / ROUNDS;
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const notify of order) {
        const rate = await measure(pool, clients, notify, seconds);
        if (notify) withRate += rate;
        else withoutRate += rate;
      }
    }
    withRate /= ROUNDS;
    withoutRate /= ROUNDS;
    await pool.end();
    pools.splice(pools.indexOf(pool), 1);
    console.log(
      `${String(clients).padStart(7)}   ${withRate.toFixed(0).padStart(13)}   ${withoutRate.toFixed(0).padStart(9)}   ${(withRate / withoutRate).toFixed(2).padStart(11)}x`,
    );
  }
  // Let the last notices arrive before the count is read.
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`notices heard by the listener: ${heard}`);
} finally {
  await Promise.all(pools.map((pool) => pool.end()));
  await listener.end().catch(() => {});
  await scratch.drop();
}
