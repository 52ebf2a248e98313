// The V8 flags every API process runs with: `npm start`, the Dockerfile, the README's command for one process,
// scripts/cluster.mjs and the benchmarks that run the server (bench/games.mjs, bench/profile-games.mjs,
// bench/support/built-app.mjs) all use these. A 64 MB young generation: a live game's objects last about a second
// (a state until the next event, a timer, a query in flight), and with V8's default of 16 MB they outlived two
// scavenges and went to the old generation, whose collections then stopped the server for 40–80 ms (decision 0040).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** True when this process runs with SERVER_NODE_FLAGS (a script that runs the server in-process checks it). */
export const hasServerNodeFlags = () => SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag));
