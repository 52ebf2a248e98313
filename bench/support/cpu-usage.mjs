// CPU time read from /proc: this process's threads and the local PostgreSQL's processes, so a live-game bench can
// say what a game cost the whole machine. The same code on another day's machine can cost half as much again
// (performance note 0051): a latency figure read without its CPU per game is read without its machine.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux
const NONE = { user: 0, system: 0 };

/** CPU seconds (user + system) of a process or thread, from its /proc stat file. */
function cpuOf(statPath) {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS, system: Number(fields[12]) / TICKS };
  } catch {
    return NONE;
  }
}

export const addCpu = (a, b) => ({ user: a.user + b.user, system: a.system + b.system });
export const subtractCpu = (a, b) => ({ user: a.user - b.user, system: a.system - b.system });

/** CPU seconds of each of this process's threads, by "name id" (the main thread is "main <pid>"). */
export function threadCpu() {
  const threads = new Map();
  for (const id of readdirSync('/proc/self/task')) {
    try {
      const name = readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim();
      threads.set(`${id === String(process.pid) ? 'main' : name} ${id}`, cpuOf(`/proc/self/task/${id}/stat`));
    } catch {
      // ended meanwhile
    }
  }
  return threads;
}

/** CPU seconds of each PostgreSQL process, by pid, with its role: a backend, or the server's own processes. */
export function postgresCpu() {
  const processes = new Map();
  for (const id of readdirSync('/proc')) {
    if (!/^\d+$/.test(id)) continue;
    try {
      if (!readFileSync(`/proc/${id}/comm`, 'utf8').startsWith('postgres')) continue;
      // "postgres: 15/main: walwriter", "postgres: 15/main: postgres <db> 127.0.0.1(…) idle", or the postmaster.
      const title = readFileSync(`/proc/${id}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const role = title.match(/^postgres: [^:]+: (\S+)/)?.[1] ?? 'postmaster';
      processes.set(id, { role: role === 'postgres' ? 'backends' : role, cpu: cpuOf(`/proc/${id}/stat`) });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

/** What PostgreSQL's processes spent between two readings of postgresCpu: in all, and by role. */
export function postgresSpent(before, after) {
  const byRole = new Map();
  let total = NONE;
  for (const [id, { role, cpu }] of after) {
    const spent = subtractCpu(cpu, before.get(id)?.cpu ?? NONE);
    total = addCpu(total, spent);
    byRole.set(role, addCpu(byRole.get(role) ?? NONE, spent));
  }
  return { total, byRole };
}

const secondsOf = (cpu) => cpu.user + cpu.system;

/**
 * Starts a reading of the machine's CPU spent by this process and PostgreSQL; the function it returns ends it:
 * `{ process, postgres, seconds }`, each in CPU seconds (user + system). The process's own figure counts threads that
 * ended in between (the clients' worker exits as its games end); a PostgreSQL backend that exits takes its time with
 * it, so read before the pool closes its connections.
 */
export function startCpuReading() {
  const processBefore = cpuOf('/proc/self/stat');
  const postgresBefore = postgresCpu();
  return () => {
    const own = secondsOf(subtractCpu(cpuOf('/proc/self/stat'), processBefore));
    const postgres = secondsOf(postgresSpent(postgresBefore, postgresCpu()).total);
    return { process: own, postgres, seconds: own + postgres };
  };
}
