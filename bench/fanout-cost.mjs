// What each fan-out (decision 0140) costs a live game's write: the write's shape (one row updated at its version
// with a state of a few kilobytes, in its own transaction) from many concurrent clients, announced by NOTIFY inside
// the transaction (FANOUT=notify), by a NATS publish after the commit (FANOUT=nats), or not at all (the baseline),
// while a listener of each kind hears every notice. Printed as commits per second and as a ratio to the baseline
// measured in the same run (rotating rounds: the shared machine's noise falls on all three). Performance note 0057.
//
//   node bench/fanout-cost.mjs            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                          NATS_URL, default nats://127.0.0.1:4222)
//   FANOUT_CLIENTS=1,8,32 BENCH_SECONDS=6 node bench/fanout-cost.mjs
import { connect } from 'nats';
import pg from 'pg';
import { createScratchDatabase } from './support/scratch-database.mjs';

const CLIENT_COUNTS = (process.env.FANOUT_CLIENTS ?? '1,8,32').split(',').map(Number);
const SECONDS_PER_RUN = Number(process.env.BENCH_SECONDS ?? 6);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const ROUNDS = 4;
const GAMES = 2_000;
const CHANNEL = 'bench_game_events';
const SUBJECT = `bench.game-events.${process.pid}`;
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
const NOTICE_BYTES = new TextEncoder().encode(NOTICE);
const MODES = ['notify', 'nats', 'none'];

const scratch = await createScratchDatabase();
const pools = [];
const listener = new pg.Client({ connectionString: scratch.url });
const publisher = await connect({ servers: NATS_URL });
const subscriber = await connect({ servers: NATS_URL });
const heard = { notify: 0, nats: 0 };
const sent = { notify: 0, nats: 0 };
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
  listener.on('notification', () => (heard.notify += 1));
  await listener.query(`listen ${CHANNEL}`);
  subscriber.subscribe(SUBJECT, { callback: () => (heard.nats += 1) });
  await subscriber.flush();

  /** One game write: its row at its version, in its own transaction, announced the mode's way. */
  const write = async (client, mode) => {
    const id = 1 + Math.floor(Math.random() * GAMES);
    await client.query('begin');
    await client.query('update bench_games set version = version + 1, state = $2::jsonb where id = $1', [id, STATE]);
    if (mode === 'notify') await client.query('select pg_notify($1, $2)', [CHANNEL, NOTICE]);
    await client.query('commit');
    // After the commit, as the engine does.
    if (mode === 'nats') publisher.publish(SUBJECT, NOTICE_BYTES);
    if (mode !== 'none') sent[mode] += 1;
  };

  const measure = async (pool, clients, mode, seconds) => {
    const deadline = performance.now() + seconds * 1000;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < deadline) {
            await write(client, mode);
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
    `a game's write announced by each fan-out: ${SECONDS_PER_RUN} s per workload in ${ROUNDS} rotating rounds`,
  );
  console.log('clients   notify/s   nats/s   none/s   notify/none   nats/none');
  for (const clients of CLIENT_COUNTS) {
    const pool = new pg.Pool({ connectionString: scratch.url, max: clients });
    pools.push(pool);
    const rates = { notify: 0, nats: 0, none: 0 };
    const seconds = SECONDS_PER_RUN / ROUNDS / MODES.length;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let step = 0; step < MODES.length; step += 1) {
        const mode = MODES[(round + step) % MODES.length];
        rates[mode] += (await measure(pool, clients, mode, seconds)) / ROUNDS;
      }
    }
    await pool.end();
    pools.splice(pools.indexOf(pool), 1);
    const cell = (value, width) => value.toFixed(0).padStart(width);
    console.log(
      `${String(clients).padStart(7)}   ${cell(rates.notify, 8)}   ${cell(rates.nats, 6)}   ${cell(rates.none, 6)}   ` +
        `${(rates.notify / rates.none).toFixed(2).padStart(10)}x   ${(rates.nats / rates.none).toFixed(2).padStart(8)}x`,
    );
  }
  // Let the last notices arrive before the counts are read.
  await publisher.flush();
  await new Promise((resolve) => setTimeout(resolve, 500));
  console.log(`notices heard / sent: notify ${heard.notify} / ${sent.notify}, nats ${heard.nats} / ${sent.nats}`);
} finally {
  await Promise.all(pools.map((pool) => pool.end()));
  await listener.end().catch(() => {});
  await publisher.close();
  await subscriber.close();
  await scratch.drop();
}
