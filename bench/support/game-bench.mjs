// The live-game benchmark's fixture, shared by games.mjs (the table) and profile-games.mjs (where the time goes):
// the real server on a scratch PostgreSQL database, players with funded wallets and created games, and a way to
// play those games from the clients' worker thread (game-clients.mjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { openScratchDatabase } from './scratch-database.mjs';
import { runGameClients } from './game-clients.mjs';

register();
const { buildApp } = await import('../../apps/api/src/app.ts');
const { loadConfig } = await import('../../apps/api/src/config.ts');
const { openDatabase } = await import('../../apps/api/src/db/client.ts');
const { signAccessToken } = await import('../../apps/api/src/domain/accounts/access-token.ts');
const { postTransfer } = await import('../../apps/api/src/domain/ledger/post-transfer.ts');
const { ensureSystemAccount } = await import('../../apps/api/src/domain/ledger/ensure-system-account.ts');
const { quoteGameOdds } = await import('../../apps/api/src/domain/game/quote-game-odds.ts');
const { createGame } = await import('../../apps/api/src/domain/game/create-game.ts');
const { DEFAULT_ROUND_TIMING } = await import('../../apps/api/src/domain/game/rules/game-constants.ts');
const { sql } = await import('drizzle-orm');

export { DEFAULT_ROUND_TIMING, sql };
export const QUESTIONS = 5;
/** The pause between questions in the stress and capacity runs (the product's is 6 s). */
export const FAST_PAUSE_MS = 300;
/** Each call of a capacity step comes this long after the previous one of its game (pause + think). */
const STEP_CYCLE_MS = 1_200;
/** Games per league: a creation lists its league's fresh pool, so small leagues keep the setup quick. */
const GAMES_PER_LEAGUE = 50;
const SETUP_CONCURRENCY = 16;
/** The bench server's JWT secret: a benchmark signs its players' cookies with it. */
export const SECRET = 'bench-secret-that-is-long-enough-for-the-config-check';
const clock = { now: () => new Date() };

async function inBatches(items, size, work) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

/**
 * Sorted latencies and the steady rate. With `window` ([from, to] ms from the start of the play): only the calls
 * made in it, and their rate over it. Without: every call, and the rate of the middle 80 % (no ramp or tail).
 */
function summarise({ latencies, answeredAt, calledAt, endings }, window) {
  if (window) {
    const [from, to] = window;
    const inside = latencies.filter((_, index) => calledAt[index] >= from && calledAt[index] < to);
    return { latencies: inside.sort((a, b) => a - b), rate: inside.length / ((to - from) / 1000), endings };
  }
  latencies.sort((a, b) => a - b);
  answeredAt.sort((a, b) => a - b);
  const first = answeredAt[Math.floor(answeredAt.length * 0.1)];
  const last = answeredAt[Math.floor(answeredAt.length * 0.9)];
  const rate = (answeredAt.length * 0.8) / ((last - first) / 1000);
  return { latencies, rate, endings };
}

export const SLOW_CALL_MS = 50;
const SLOW_WINDOW_MS = 250;

/**
 * When the slow calls (over SLOW_CALL_MS) were made: `{ atMs, calls, slow, mostMs }` for each SLOW_WINDOW_MS of
 * the play (within `window`, if given) that had one. Spread thin, they are the load; bunched, a stall.
 */
function slowCallWindows({ latencies, calledAt }, window) {
  const [from, to] = window ?? [-Infinity, Infinity];
  const windows = new Map();
  latencies.forEach((latency, index) => {
    const at = calledAt[index];
    if (at < from || at >= to) return;
    const start = Math.floor(at / SLOW_WINDOW_MS) * SLOW_WINDOW_MS;
    const bin = windows.get(start) ?? { atMs: start, calls: 0, slow: 0, mostMs: 0 };
    bin.calls += 1;
    if (latency > SLOW_CALL_MS) bin.slow += 1;
    bin.mostMs = Math.max(bin.mostMs, latency);
    windows.set(start, bin);
  });
  return [...windows.values()].filter((bin) => bin.slow > 0).sort((a, b) => a.atMs - b.atMs);
}

/**
 * A step of games paced to `target` calls/s, in steady state: `games` to prepare (on FAST_PAUSE_MS) and the
 * `options` to play them with. Each game calls every STEP_CYCLE_MS from its first call, whatever the latency of
 * the calls before (a step whose cycle waited on the replies fell 1–2 % short of its rate); the games start evenly
 * over twice a game's length, and only the calls made from one game's length in to the last start count. In that
 * window the same number of games is live throughout, and every second has its share of starts, answers and
 * settlements.
 * (Started within one cycle, a step's games would all settle in its last cycle: five times the settlements of
 * its rate, and its throughput never sustained.)
 */
export function steadyStep(target) {
  const gameMs = QUESTIONS * STEP_CYCLE_MS;
  const spreadMs = 2 * gameMs;
  return {
    // Live at once in the window: target × cycle; started over the spread: twice that.
    games: Math.round((target * STEP_CYCLE_MS * spreadMs) / gameMs / 1_000),
    options: {
      thinkMinMs: STEP_CYCLE_MS - FAST_PAUSE_MS,
      cycleMs: STEP_CYCLE_MS,
      startSpreadMs: spreadMs,
      window: [gameMs, spreadMs],
    },
  };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Starts the server on a fresh database; `close()` stops it and drops the database. */
export async function startGameBench({ poolSize = 20 } = {}) {
  const database = await openScratchDatabase({ openDatabase, poolSize });
  const dataDir = mkdtempSync(join(tmpdir(), 'gom-bench-games-'));
  const { db } = database;
  let app;
  const close = async () => {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
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
    const source = join(dataDir, 'clip.mp4');
    writeFileSync(source, 'x');
    await app.media.storage.put({ key: 'bench/pre.mp4', sourcePath: source, contentType: 'video/mp4' });
    await app.media.storage.put({ key: 'bench/post.mp4', sourcePath: source, contentType: 'video/mp4' });
    const house = await ensureSystemAccount({ db, clock, kind: 'house', currency: 'USD' });
    let batches = 0;

    /**
     * `count` players, each with a session, a funded USD wallet, a signed cookie and one created game on `timing`.
     * Clips: a fresh one per question, twice over since a draw may want all goals or all misses, in
     * leagues of GAMES_PER_LEAGUE games; they share one pair of tiny stored videos (links are signed, bytes never
     * fetched here).
     */
    async function preparePlayers(count, timing) {
      const batch = (batches += 1);
      const stamp = new Date().toISOString();
      const leagues = Math.ceil(count / GAMES_PER_LEAGUE);
      await db.execute(sql`
        insert into clips (id, league, season_year, goal_type, outcome, source, source_ref, media_status,
                           pre_video_key, post_video_key, generator_version, created_at, updated_at)
        select gen_random_uuid(), 'Bench ' || ${batch}::int || '-' || l, 2020, 'Shot',
               case when n % 2 = 0 then 'goal' else 'miss' end, 'manifest', 'bench-' || ${batch}::int || '-' || l || '-' || n,
               'ready', 'bench/pre.mp4', 'bench/post.mp4', 'bench', ${stamp}, ${stamp}
          from generate_series(1, ${leagues}) as l, generate_series(1, ${2 * GAMES_PER_LEAGUE * QUESTIONS + 4 * QUESTIONS}) as n`);
      const prefix = `bench${batch}_`;
      await db.execute(sql`
        insert into users (first_name, last_name, username, email, password_hash, date_of_birth, created_at, updated_at)
        select 'Bench', 'Player', ${prefix} || n, ${prefix} || n || '@example.com', 'x', '1990-01-01', ${stamp}, ${stamp}
          from generate_series(1, ${count}) as n`);
      const users = (
        await db.execute(sql`select id from users where username like ${`${prefix}%`} order by username`)
      ).rows.map((row) => row.id);
      const inBatch = sql`(select id from users where username like ${`${prefix}%`})`;
      // Returning players: each has played two 5-question games this week, so they are ranked (10 answers) and
      // their settlement moves them on every board's counts by correct, as most settlements do (performance note 0050).
      const earlier = sql`(select id, abs(hashtext(id::text)) % 11 as correct from users where id in ${inBatch}) earlier`;
      await db.execute(sql`
        insert into player_totals (user_id, games, games_won, answered, correct, accuracy, last_game_ended_at)
        select id, 2, 0, 10, correct, correct * 10, ${stamp}::timestamptz - interval '1 hour' from ${earlier}`);
      await db.execute(sql`
        insert into player_period_totals (period, period_start, user_id, games, games_won, answered, correct,
                                          accuracy, last_game_ended_at)
        select period, date_trunc(period, (${stamp}::timestamptz - interval '1 hour') at time zone 'UTC')::date, id,
               2, 0, 10, correct, correct * 10, ${stamp}::timestamptz - interval '1 hour'
          from ${earlier}, (values ('week'), ('month')) as periods (period)`);
      const sessions = (
        await db.execute(sql`insert into sessions (user_id, created_at) select id, ${stamp} from users
                             where id in ${inBatch} returning id, user_id`)
      ).rows;
      const accounts = (
        await db.execute(sql`
          insert into ledger_accounts (kind, currency, user_id, created_at)
          select 'player_wallet', 'USD', id, ${stamp} from users where id in ${inBatch} returning id, user_id`)
      ).rows;
      await db.execute(sql`
        insert into wallets (id, user_id, currency, is_default, created_at)
        select id, user_id, 'USD', true, ${stamp} from ledger_accounts
         where kind = 'player_wallet' and user_id in ${inBatch}`);
      await postTransfer({
        db,
        clock,
        idempotencyKey: `bench-seed-${batch}`,
        kind: 'bench',
        currency: 'USD',
        postings: [
          { accountId: house, amount: -10_000n * BigInt(accounts.length) },
          ...accounts.map((account) => ({ accountId: account.id, amount: 10_000n })),
        ],
      });
      const walletOf = new Map(accounts.map((account) => [account.user_id, account.id]));
      const sessionOf = new Map(sessions.map((session) => [session.user_id, session.id]));
      const players = users.map((userId, index) => ({
        userId,
        walletId: walletOf.get(userId),
        sessionId: sessionOf.get(userId),
        // Round robin: the SETUP_CONCURRENCY creations made at once are of different leagues, so they do not
        // race for the same fresh clips (a creation that keeps losing that race gives up, as it should).
        league: `Bench ${batch}-${1 + (index % leagues)}`,
      }));
      await inBatches(players, SETUP_CONCURRENCY, async (player) => {
        const request = {
          numberOfQuestions: QUESTIONS,
          league: player.league,
          from: 2015,
          to: 2025,
          stake: { value: 1, currency: 'USD' },
          walletId: player.walletId,
        };
        await quoteGameOdds({ db, clock, userId: player.userId, request });
        player.gameId = (await createGame({ db, clock, userId: player.userId, request, timing })).gameId;
        const token = signAccessToken({
          userId: player.userId,
          sessionId: player.sessionId,
          secret: SECRET,
          now: clock.now(),
        });
        player.cookie = `gom_access=${token}`;
      });
      return players;
    }

    /**
     * Plays every player's game to its end, from the clients' worker thread (game-clients.mjs): times each call to
     * its `questionAnswered` (all, and sorted by question: `byQuestion[i]`), and the rate of calls while all were
     * being made; with `window` ([from, to] ms from the start), only the calls made in it, and their rate.
     */
    async function play(
      players,
      { thinkMinMs, thinkMaxMs = thinkMinMs, cycleMs, readyMs = null, startSpreadMs = 0, onAllStarted, window },
    ) {
      const result = await runGameClients(
        {
          players: players.map((player) => ({
            url: `ws://127.0.0.1:${port}/api/users/${player.userId}/games/${player.gameId}`,
            cookie: player.cookie,
          })),
          origin: 'http://bench.test',
          readyMs,
          thinkMinMs,
          thinkMaxMs,
          cycleMs,
          startSpreadMs,
        },
        onAllStarted,
      );
      for (const question of result.byQuestion) question.sort((a, b) => a - b);
      const slowWindows = slowCallWindows(result, window);
      return { ...summarise(result, window), byQuestion: result.byQuestion, slowWindows };
    }

    return { app, database, db, port, preparePlayers, play, close };
  } catch (error) {
    await close();
    throw error;
  }
}
