// Who had the machine's cores during a stretch of a bench: the processes under test (by pid, every thread), the
// local PostgreSQL, this bench process, and everyone else. On the shared 2-core machine the rest is other sessions'
// work, and a latency figure means little without the share of the cores the cluster in fact had (note 0065).
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { postgresCpu, postgresSpent } from './cpu-usage.mjs';

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) of a process and all its threads, 0 once it is gone. */
function processSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** `pid` and every process under it (the cluster script, its API processes, worker and HAProxy). */
export function processTree(pid) {
  const parents = new Map();
  for (const id of readdirSync('/proc')) {
    if (!/^\d+$/.test(id)) continue;
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      parents.set(Number(id), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let at = 0; at < tree.length; at += 1) {
    for (const [child, parent] of parents) if (parent === tree[at]) tree.push(child);
  }
  return tree;
}

/** CPU seconds the whole machine spent busy (every state but idle and iowait), from /proc/stat. */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = ticks;
  return (user + nice + system + irq + softirq + steal) / TICKS;
}

const round = (seconds) => Math.round(seconds * 100) / 100;

/**
 * Starts a reading; the function it returns ends it with CPU seconds spent by `pids` (the cluster's processes),
 * PostgreSQL, this process and the rest of the machine, beside the wall time and the cores' capacity in it.
 */
export function startMachineShare(pids) {
  const wallStart = performance.now();
  const machineStart = machineBusySeconds();
  const ownStart = processSeconds(process.pid);
  const pidsStart = pids.map(processSeconds);
  const postgresStart = postgresCpu();
  return () => {
    const wallSeconds = (performance.now() - wallStart) / 1_000;
    const cluster = pids.reduce((sum, pid, index) => sum + processSeconds(pid) - pidsStart[index], 0);
    const postgres = postgresSpent(postgresStart, postgresCpu()).total;
    const postgresSeconds = postgres.user + postgres.system;
    const bench = processSeconds(process.pid) - ownStart;
    const busy = machineBusySeconds() - machineStart;
    return {
      wallSeconds: round(wallSeconds),
      capacitySeconds: round(wallSeconds * availableParallelism()),
      clusterSeconds: round(cluster),
      postgresSeconds: round(postgresSeconds),
      benchSeconds: round(bench),
      othersSeconds: round(Math.max(0, busy - cluster - postgresSeconds - bench)),
      idleSeconds: round(Math.max(0, wallSeconds * availableParallelism() - busy)),
    };
  };
}
