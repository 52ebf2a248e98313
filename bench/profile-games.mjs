// Where a live game's time goes: one step of games in steady state (as games.mjs's capacity steps), with the CPU each
// thread of this process and each PostgreSQL process spent, per game and per call, the statements sent per game,
// the rows each table wrote per game (how many updates were HOT) and the WAL; and when its slow calls came, beside
// the server thread's GC pauses and stalls (performance note 0037). Not part of `npm run bench`: a tool for before and after
// a change to the game's hot path.
//
//   node bench/profile-games.mjs   (PROFILE_RATE, calls/s asked, default 800;
//                                   PROFILE_CPU=path: the server thread's CPU profile over the step, .cpuprofile;
//                                   PROFILE_HEAP=path: what the server thread allocated over the step (sampled,
//                                   collected objects included), .heapprofile;
//                                   PROFILE_PG_STATEMENTS=1: PostgreSQL's time per statement over the step, which
//                                   needs shared_preload_libraries = 'pg_stat_statements' on the server;
//                                   PROFILE_WARMUP=1: a step at a third of the rate first, unmeasured, so the
//                                   pool's connections have planned every statement of a game, settlement included;
//                                   PROFILE_PRIOR_STEPS=n: n unmeasured steps at the rate first (after the warm-up),
//                                   so the step meets the tables and heap games.mjs's later steps meet;
//                                   PROFILE_PERF=path: `perf record -a -g` over the step, for PostgreSQL's own
//                                   functions: `perf report -i path --comm postgres --no-children`)
//
// Compare two commits in the same minute (the machine is shared): CPU per game is steadier than the rates.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { writeHeapSnapshot } from 'node:v8';
import { runWithServerNodeFlags } from '../scripts/server-node-flags.mjs';
import { addCpu as add, postgresCpu, postgresSpent, subtractCpu as minus, threadCpu } from './support/cpu-usage.mjs';
import {
  DEFAULT_ROUND_TIMING,
  FAST_PAUSE_MS,
  QUESTIONS,
  percentile,
  SLOW_CALL_MS,
  sql,
  startGameBench,
  steadyStep,
} from './support/game-bench.mjs';

// The server runs in this process: with the flags it runs with everywhere.
runWithServerNodeFlags(import.meta.url);

const RATE = Number(process.env.PROFILE_RATE ?? 800);
const { games: GAMES, options: STEP_OPTIONS } = steadyStep(RATE);
const GC_PAUSE_SHOWN_MS = 5;
const BEAT_MS = 5;
const STALL_SHOWN_MS = 15;
// perf_hooks' NODE_PERFORMANCE_GC_* kinds.
const GC_KINDS = { 1: 'scavenge', 4: 'mark-compact', 8: 'incremental marking', 16: 'weak callbacks' };
const gcKind = (entry) => `GC (${GC_KINDS[entry.detail?.kind] ?? entry.detail?.kind})`;

/** Each table's rows inserted, updated and updated HOT so far, and the WAL's position in bytes. */
async function tableWrites(db) {
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const { rows } = await db.execute(sql`
    select relname as table, n_tup_ins::float8 as ins, n_tup_upd::float8 as upd, n_tup_hot_upd::float8 as hot,
           pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::float8 as wal
      from pg_stat_user_tables`);
  return { tables: Object.fromEntries(rows.map((row) => [row.table, row])), wal: rows[0]?.wal ?? 0 };
}

// Every statement the server sends, whatever sends it: pg's Client.query is the one door.
let statements = 0;
const statementKinds = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  const text = typeof args[0] === 'string' ? args[0] : (args[0]?.name ?? args[0]?.text ?? '?');
  const kind = text.replace(/\s+/g, ' ').trim().slice(0, 90);
  statementKinds.set(kind, (statementKinds.get(kind) ?? 0) + 1);
  return query.apply(this, args);
};

const bench = await startGameBench({ poolSize: 20 });
try {
  const timing = { ...DEFAULT_ROUND_TIMING, pauseMs: FAST_PAUSE_MS };
  if (process.env.PROFILE_WARMUP === '1') {
    const warmup = steadyStep(Math.round(RATE / 3));
    await bench.play(await bench.preparePlayers(warmup.games, timing), warmup.options);
  }
  for (let prior = Number(process.env.PROFILE_PRIOR_STEPS ?? 0); prior > 0; prior -= 1) {
    await bench.play(await bench.preparePlayers(GAMES, timing), STEP_OPTIONS);
  }
  const players = await bench.preparePlayers(GAMES, timing);
  const session = new Session();
  if (process.env.PROFILE_CPU) {
    session.connect();
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  if (process.env.PROFILE_HEAP) {
    if (!process.env.PROFILE_CPU) session.connect();
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  const pgStatements = process.env.PROFILE_PG_STATEMENTS === '1';
  if (pgStatements) {
    await bench.db.execute(sql`create extension if not exists pg_stat_statements`);
    await bench.db.execute(sql`select pg_stat_statements_reset()`);
  }
  const perf = process.env.PROFILE_PERF
    ? spawn('perf', ['record', '-a', '-g', '-F', '499', '-o', process.env.PROFILE_PERF], { stdio: 'ignore' })
    : undefined;
  const tablesBefore = await tableWrites(bench.db);
  const threadsBefore = threadCpu();
  const postgresBefore = postgresCpu();
  const statementsBefore = statements;
  statementKinds.clear();
  // How late the server's event loop ran its callbacks over the step: a busy loop delays every answer.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  // …and when: the server thread's longer GC pauses and stalls, to set beside the windows of slow calls.
  const pauses = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration >= GC_PAUSE_SHOWN_MS)
        pauses.push({ at: entry.startTime, ms: entry.duration, what: gcKind(entry) });
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  let lastBeat = performance.now();
  const beat = setInterval(() => {
    const now = performance.now();
    if (now - lastBeat >= STALL_SHOWN_MS) pauses.push({ at: lastBeat, ms: now - lastBeat, what: 'stall' });
    lastBeat = now;
  }, BEAT_MS);
  const started = performance.now();
  const snapshot = process.env.PROFILE_SNAPSHOT
    ? setTimeout(() => writeHeapSnapshot(process.env.PROFILE_SNAPSHOT), 10_000)
    : undefined;
  const step = await bench.play(players, STEP_OPTIONS);
  clearTimeout(snapshot);
  const seconds = (performance.now() - started) / 1_000;
  loopDelay.disable();
  gcObserver.disconnect();
  clearInterval(beat);
  if (perf) {
    const exited = new Promise((resolve) => perf.once('exit', resolve));
    perf.kill('SIGINT');
    await exited;
  }
  const threadsAfter = threadCpu();
  const { total: postgres, byRole: postgresByRole } = postgresSpent(postgresBefore, postgresCpu());
  // A backend reports its table counters at most once a second: wait for the step's last ones.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const tablesAfter = await tableWrites(bench.db);
  if (process.env.PROFILE_CPU) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE_CPU, JSON.stringify(profile));
  }
  if (process.env.PROFILE_HEAP) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(process.env.PROFILE_HEAP, JSON.stringify(profile));
  }
  if (process.env.PROFILE_CPU || process.env.PROFILE_HEAP) session.disconnect();
  const ms = (seconds) => `${((seconds * 1_000) / GAMES).toFixed(2)} ms`.padStart(8);
  const perGame = ({ user, system }) => `${ms(user + system)} (user ${ms(user)}, system ${ms(system)})`;
  console.log(`${GAMES} games of ${QUESTIONS} calls, paced to ${RATE} calls/s, over ${seconds.toFixed(1)} s`);
  console.log(
    `achieved ${step.rate.toFixed(0)} calls/s; p50 ${percentile(step.latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(step.latencies, 99).toFixed(1)} ms; endings ${JSON.stringify(step.endings)}`,
  );
  // The last question's answer ends the game: its reply waits for the settlement's transaction.
  const byQuestion = step.byQuestion.map(
    (latencies, index) =>
      `${index + 1}: ${percentile(latencies, 50).toFixed(1)}/${percentile(latencies, 99).toFixed(1)}`,
  );
  console.log(`p50/p99 by question, ms (all calls, the step's edges too): ${byQuestion.join(', ')}`);
  const delayMs = (nanoseconds) => (nanoseconds / 1e6).toFixed(1);
  console.log(
    `event loop delay: p50 ${delayMs(loopDelay.percentile(50))} ms, p99 ${delayMs(loopDelay.percentile(99))} ms, ` +
      `most ${delayMs(loopDelay.max)} ms`,
  );
  const at = (ms) => `${(ms / 1_000).toFixed(2)} s`;
  console.log(`windows with calls over ${SLOW_CALL_MS} ms (of the steady window; when the call was made):`);
  for (const bin of step.slowWindows) {
    console.log(`  ${at(bin.atMs)}: ${bin.slow} of ${bin.calls} calls, most ${bin.mostMs.toFixed(0)} ms`);
  }
  const shownPauses = pauses.map((pause) => `${at(pause.at - started)} ${pause.what} ${pause.ms.toFixed(0)} ms`);
  console.log(
    `server thread, GC pauses ≥ ${GC_PAUSE_SHOWN_MS} ms and stalls ≥ ${STALL_SHOWN_MS} ms: ${shownPauses.join(', ')}`,
  );
  console.log(`statements per game: ${((statements - statementsBefore) / GAMES).toFixed(1)}`);
  for (const [kind, count] of [...statementKinds].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${(count / GAMES).toFixed(2).padStart(6)}  ${kind}`);
  }
  // Rows written per game, and how many of the updates were HOT (in place: no new index entries), and the WAL.
  console.log('rows written per game: table, inserted, updated, of those HOT');
  for (const [table, after] of Object.entries(tablesAfter.tables)) {
    const before = tablesBefore.tables[table] ?? { ins: 0, upd: 0, hot: 0 };
    const each = (field) => ((after[field] - before[field]) / GAMES).toFixed(2).padStart(6);
    if (after.ins + after.upd === before.ins + before.upd) continue;
    console.log(`  ${table.padEnd(28)} ${each('ins')} ${each('upd')} ${each('hot')}`);
  }
  console.log(`  WAL ${((tablesAfter.wal - tablesBefore.wal) / GAMES / 1024).toFixed(1)} KB per game`);
  if (pgStatements) {
    const { rows } = await bench.db.execute(sql`
      select calls, total_exec_time as exec, total_plan_time as plan, query from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
       order by total_exec_time + total_plan_time desc limit 30`);
    console.log('PostgreSQL, per game: calls, ms executing, ms planning, statement');
    for (const row of rows) {
      const text = row.query.replace(/\s+/g, ' ').slice(0, 80);
      const each = (ms) => (ms / GAMES).toFixed(3).padStart(7);
      console.log(`  ${(row.calls / GAMES).toFixed(2).padStart(5)} ${each(row.exec)} ${each(row.plan)}  ${text}`);
    }
  }
  console.log('CPU per game:');
  let total = postgres;
  for (const [name, after] of threadsAfter) {
    const spent = minus(after, threadsBefore.get(name) ?? { user: 0, system: 0 });
    if (spent.user + spent.system < 0.005) continue;
    total = add(total, spent);
    console.log(`  ${name.padEnd(22)} ${perGame(spent)}`);
  }
  console.log(`  ${'PostgreSQL'.padEnd(22)} ${perGame(postgres)}`);
  for (const [role, spent] of [...postgresByRole].sort((a, b) => b[1].user + b[1].system - a[1].user - a[1].system)) {
    if (spent.user + spent.system >= 0.005) console.log(`    ${role.padEnd(20)} ${perGame(spent)}`);
  }
  console.log(
    `  ${'all'.padEnd(22)} ${perGame(total)}, ${(((total.user + total.system) * 100) / seconds).toFixed(0)} % of one core`,
  );
} finally {
  await bench.close();
}
