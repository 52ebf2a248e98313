// A burst of new players at `npm run cluster` (HAProxy, 2 API processes and a worker on the local PostgreSQL):
// BURST_PLAYERS (default 200) sign up, sign in, open and fund a wallet and create a game, all at once. Goal
// (decision 0092): every player through, no 502, no reset connection, sign-up p99 under 2 s; answers 503/429 with
// Retry-After are waited out and tried again, as the web client does.
//
//   node bench/burst.mjs                       # 200 players, the cluster on a free run of ports
//   BURST_PLAYERS=50 BURST_PORT=4400 node bench/burst.mjs
//   BURST_SIGN_UP_ONLY=1 node bench/burst.mjs  # the sign-ups alone: what they cost, and their p99 with nothing after
//
// It also prints who had the cores meanwhile (the cluster, PostgreSQL, the bench, everyone else): on a shared
// machine the p99 follows the share the cluster got, and the cluster's CPU a player is the floor's cost (note 0065).
//
// The cluster runs the build when there is one (`npm run build`), else the sources through tsx. Its database is
// a scratch one on BENCH_DATABASE_URL's server, dropped at the end.
import { clusterPort, startBurstCluster } from './support/burst-cluster.mjs';
import { runBurst } from './support/burst-players.mjs';
import { processTree, startMachineShare } from './support/machine-share.mjs';
import { reportFigure, reportGoal } from './support/goals.mjs';

const PLAYERS = Number(process.env.BURST_PLAYERS ?? 200);
const SIGN_UP_ONLY = process.env.BURST_SIGN_UP_ONLY === '1';
const SIGN_UP_P99_GOAL_MS = 2_000;

async function main() {
  const port = await clusterPort();
  const cluster = await startBurstCluster({ players: PLAYERS, port });
  let figures;
  let share;
  try {
    const endShare = startMachineShare(processTree(cluster.pid));
    figures = await runBurst({
      baseUrl: cluster.baseUrl,
      origin: cluster.baseUrl,
      players: PLAYERS,
      signUpOnly: SIGN_UP_ONLY,
    });
    share = endShare();
  } finally {
    await cluster.stop();
  }
  const { failures, ...shown } = figures;
  const perPlayerMs = (seconds) => Math.round((seconds * 1_000) / PLAYERS);
  console.log(
    JSON.stringify(
      {
        ...shown,
        signUpOnly: SIGN_UP_ONLY,
        cores: share,
        cpuMsPerPlayer: { cluster: perPlayerMs(share.clusterSeconds), postgres: perPlayerMs(share.postgresSeconds) },
      },
      null,
      2,
    ),
  );
  if (failures.length > 0)
    console.log(`failures (first 10 of ${failures.length}):\n${failures.slice(0, 10).join('\n')}`);
  reportGoal({
    measure: `burst: players through of ${PLAYERS}`,
    value: figures.through,
    goal: PLAYERS,
    better: 'higher',
  });
  reportGoal({ measure: 'burst: 502 answers', value: figures.badGateway, goal: 0, better: 'lower' });
  reportGoal({ measure: 'burst: reset connections', value: figures.resets, goal: 0, better: 'lower' });
  reportGoal({
    measure: 'burst: sign-up p99 (first try to answer)',
    value: Math.round(figures.signUpP99Ms),
    goal: SIGN_UP_P99_GOAL_MS,
    unit: ' ms',
    better: 'lower',
  });
  reportFigure({
    measure: 'burst: sign-up p99 of one attempt',
    value: Math.round(figures.signUpAttemptP99Ms),
    unit: ' ms',
    why: 'each answer, a shed one included; the goal row counts the retries',
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
