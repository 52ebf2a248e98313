// Live games over WebSockets on one process: 1,000 concurrent games, each played to its end through the real
// server (cookie-authenticated upgrade, row lock, rules, settlement), with the time from an answer to its
// `questionAnswered` (p50/p99), the memory per live game, and the same request/reply rate against a bare `ws`
// echo server, as ratios measured in this run.
//
//   node bench/games.mjs        (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//                                BENCH_GAMES, default 1000)
//
// It creates a fresh database and drops it at the end. Games use a 300 ms pause between questions (the
// product's is 6 s) so a run takes seconds; every other rule is the product's.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { openScratchDatabase } from './support/scratch-database.mjs';
import { WebSocket, WebSocketServer } from 'ws';

// Memory per game is measured between forced collections: run again with --expose-gc when not given.
if (typeof globalThis.gc !== 'function') {
  const rerun = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exit(rerun.status ?? 1);
}

register();
const { buildApp } = await import('../apps/api/src/app.ts');
const { loadConfig } = await import('../apps/api/src/config.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { signAccessToken } = await import('../apps/api/src/domain/accounts/access-token.ts');
const { postTransfer } = await import('../apps/api/src/domain/ledger/post-transfer.ts');
const { ensureSystemAccount } = await import('../apps/api/src/domain/ledger/ensure-system-account.ts');
const { quoteGameOdds } = await import('../apps/api/src/domain/game/quote-game-odds.ts');
const { createGame } = await import('../apps/api/src/domain/game/create-game.ts');
const { DEFAULT_ROUND_TIMING } = await import('../apps/api/src/domain/game/rules/game-constants.ts');
const { sql } = await import('drizzle-orm');

const GAMES = Number(process.env.BENCH_GAMES ?? 1_000);
const QUESTIONS = 5;
const PAUSE_MS = 300;
const SETUP_CONCURRENCY = 16;
const SECRET = 'bench-secret-that-is-long-enough-for-the-config-check';
const clock = { now: () => new Date() };

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;
const settle = async () => {
  for (let index = 0; index < 3; index += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Opens one socket per url and plays each: `onOpen(socket)` starts it, `onMessage` answers; resolves on close. */
function openAll(urls, headersFor, handlers) {
  return Promise.all(
    urls.map(
      (url, index) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(url, headersFor(index));
          socket.on('open', () => handlers.onOpen(socket, index));
          socket.on('message', (data) => handlers.onMessage(socket, index, JSON.parse(String(data))));
          socket.on('error', reject);
          socket.on('close', () => resolve());
        }),
    ),
  );
}

const database = await openScratchDatabase({ openDatabase, poolSize: 20 });
const dataDir = mkdtempSync(join(tmpdir(), 'gom-bench-games-'));
let app;
let echo;
try {
  const { db } = database;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://bench.test',
    JWT_SECRET: SECRET,
    OTP_SECRET: `${SECRET}-otp`,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  });
  app = await buildApp({ config, database, clock, logger: false, payments: { sweepIntervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = app.server.address().port;

  // Clips: 20 in one league, with tiny stored videos (links are signed, bytes never fetched here).
  const source = join(dataDir, 'clip.mp4');
  writeFileSync(source, 'x');
  const now = new Date();
  for (let index = 0; index < 20; index += 1) {
    const id = randomUUID();
    await app.media.storage.put({ key: `bench/${id}/pre.mp4`, sourcePath: source, contentType: 'video/mp4' });
    await app.media.storage.put({ key: `bench/${id}/post.mp4`, sourcePath: source, contentType: 'video/mp4' });
    await db.execute(sql`
      insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status,
                         pre_video_key, post_video_key, generator_version, created_at, updated_at)
      values (${id}, 'Bench League', 2020, 'Shot', ${index % 2 === 0 ? 'goal' : 'miss'}, 'manifest', ${id}, 'ready',
              ${`bench/${id}/pre.mp4`}, ${`bench/${id}/post.mp4`}, 'bench', ${now}, ${now})`);
  }

  // Players: a session, a USD wallet funded from the house, a signed access cookie, and one game each.
  const stamp = now.toISOString();
  await db.execute(sql`
    insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
    select 'Bench', 'Player', 'bench_' || n, 'bench_' || n || '@example.com', 'x', '1990-01-01', ${stamp}, ${stamp}
      from generate_series(1, ${GAMES}) as n`);
  const users = (await db.execute(sql`select id from users order by id`)).rows.map((row) => row.id);
  const sessions = (
    await db.execute(
      sql`insert into sessions (user_id, created_at) select id, ${stamp} from users returning id, user_id`,
    )
  ).rows;
  const accounts = (
    await db.execute(sql`
      insert into ledger_accounts (kind, currency, user_id, created_at)
      select 'player_wallet', 'USD', id, ${stamp} from users returning id, user_id`)
  ).rows;
  await db.execute(sql`
    insert into wallets (id, user_id, currency, is_default, created_at)
    select id, user_id, 'USD', true, ${stamp} from ledger_accounts where kind = 'player_wallet'`);
  const house = await ensureSystemAccount({ db, clock, kind: 'house', currency: 'USD' });
  await postTransfer({
    db,
    clock,
    idempotencyKey: 'bench-seed',
    kind: 'bench',
    currency: 'USD',
    postings: [
      { accountId: house, amount: -10_000n * BigInt(accounts.length) },
      ...accounts.map((account) => ({ accountId: account.id, amount: 10_000n })),
    ],
  });
  const walletOf = new Map(accounts.map((account) => [account.user_id, account.id]));
  const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]));
  const players = users.map((userId) => ({ userId, walletId: walletOf.get(userId), sessionId: sessionOf.get(userId) }));
  const timing = { ...DEFAULT_ROUND_TIMING, pauseMs: PAUSE_MS };
  await inBatches(players, SETUP_CONCURRENCY, async (player) => {
    const request = {
      numberOfQuestions: QUESTIONS,
      league: 'Bench League',
      from: 2015,
      to: 2025,
      stake: { value: 1, currency: 'USD' },
      walletId: player.walletId,
    };
    await quoteGameOdds({ db, clock, userId: player.userId, request });
    player.gameId = (await createGame({ db, clock, userId: player.userId, request, timing })).gameId;
    player.cookie = `gom_access=${await signAccessToken({ userId: player.userId, sessionId: player.sessionId, secret: SECRET, now: clock.now() })}`;
  });

  // The games: every socket starts its game, answers each question as it arrives, and times each answer.
  await settle();
  const heapBefore = heapMb();
  let heapLive = 0;
  let started = 0;
  const latencies = [];
  const endings = new Map();
  const sentAt = new Map();
  const gamesStarted = performance.now();
  await openAll(
    players.map((player) => `ws://127.0.0.1:${port}/api/users/${player.userId}/games/${player.gameId}`),
    (index) => ({ headers: { cookie: players[index].cookie }, origin: 'http://bench.test' }),
    {
      onOpen: (socket) => socket.send(JSON.stringify({ type: 'startGame', payload: {} })),
      onMessage: (socket, index, message) => {
        if (message.type === 'gameStarted' && (started += 1) === GAMES) {
          // Every game is live: measure before any ends.
          heapLive = heapMb();
        } else if (message.type === 'questionSent') {
          sentAt.set(index, performance.now());
          socket.send(JSON.stringify({ type: 'answerQuestion', payload: { answer: index % 2 ? 'goal' : 'miss' } }));
        } else if (message.type === 'questionAnswered') {
          latencies.push(performance.now() - sentAt.get(index));
        } else if (message.type === 'gameEnded') {
          endings.set(message.payload.reason, (endings.get(message.payload.reason) ?? 0) + 1);
        } else if (message.type === 'errorOccurred') {
          throw new Error(`game ${index}: ${message.payload.message}`);
        }
      },
    },
  );
  const gamesSeconds = (performance.now() - gamesStarted) / 1000;

  // The same pattern at the same rate against a bare ws echo server on this process: each client sends a
  // message of the same size, waits for its echo, pauses as long as a game does, QUESTIONS times.
  echo = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
  await new Promise((resolve) => echo.once('listening', resolve));
  const echoPort = echo.address().port;
  const echoLatencies = [];
  const echoStarted = performance.now();
  const sendEcho = (socket) => {
    socket.sentAt = performance.now();
    socket.send(JSON.stringify({ type: 'answerQuestion', payload: { answer: 'goal' } }));
  };
  await openAll(
    players.map(() => `ws://127.0.0.1:${echoPort}`),
    () => ({}),
    {
      onOpen: (socket) => {
        socket.rounds = 0;
        sendEcho(socket);
      },
      onMessage: (socket) => {
        echoLatencies.push(performance.now() - socket.sentAt);
        if ((socket.rounds += 1) >= QUESTIONS) return socket.close();
        setTimeout(() => sendEcho(socket), PAUSE_MS);
      },
    },
  );
  const echoSeconds = (performance.now() - echoStarted) / 1000;

  const audit = (
    await db.execute(sql`
      select (select coalesce(sum(balance), 0) from ledger_accounts)::text as total,
             (select count(*) from games where status = 'ended')::text as ended,
             (select count(*) from money_transactions where type = 'gameStake' and status = 'completed')::text as stakes`)
  ).rows[0];

  latencies.sort((a, b) => a - b);
  echoLatencies.sort((a, b) => a - b);
  const p = (list, q) => percentile(list, q).toFixed(2).padStart(8);
  const gameRate = latencies.length / gamesSeconds;
  const echoRate = echoLatencies.length / echoSeconds;
  const ratio = (q) => `${(percentile(latencies, q) / percentile(echoLatencies, q)).toFixed(1)}x`;
  console.log(`${GAMES} concurrent games over WebSockets, ${QUESTIONS} questions each, on one process (PostgreSQL)`);
  console.log('                           p50 ms    p99 ms   replies/s');
  console.log(`answer → questionAnswered${p(latencies, 50)}  ${p(latencies, 99)}  ${gameRate.toFixed(0).padStart(9)}`);
  console.log(
    `bare ws echo, same rate  ${p(echoLatencies, 50)}  ${p(echoLatencies, 99)}  ${echoRate.toFixed(0).padStart(9)}`,
  );
  console.log(`game / echo: p50 ${ratio(50)}, p99 ${ratio(99)}`);
  const perGameKb = ((heapLive - heapBefore) * 1024) / GAMES;
  console.log(`memory per live game (JS heap, sockets both ends): ${perGameKb.toFixed(1)} KB`);
  console.log(
    `ended ${audit.ended}/${GAMES} (${[...endings].map(([reason, count]) => `${reason} ${count}`).join(', ')}), ` +
      `stakes captured ${audit.stakes}; all accounts sum to ${audit.total}`,
  );
  if (audit.total !== '0' || Number(audit.ended) !== GAMES || Number(audit.stakes) !== GAMES) {
    throw new Error('games did not all settle exactly once');
  }
} finally {
  echo?.close();
  await app?.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
