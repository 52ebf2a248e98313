import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// argon2 on threads of our own, one per core, each at a lower CPU priority than the event loop: a burst of
// sign-ups and logins then uses every core without starving the loop that answers everyone else, the
// readiness check first (decision 0092). The library's own async calls would run on libuv's shared pool
// (4 threads at the loop's priority, also used by file and DNS work).

export interface Argon2Options {
  algorithm: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

type Job = { op: 'hash'; password: string; options: Argon2Options } | { op: 'verify'; hash: string; password: string };

/**
 * How much nicer than the loop the hashing threads are: they get a core only when the loop leaves one idle. Added
 * to the niceness the process was started at, so a cluster run at another priority keeps the two apart.
 */
const HASHING_NICENESS = 5;

// Plain CommonJS evaluated in the thread, so it needs no build step or loader of its own (tsx, the bundle, tests).
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
const os = require('node:os');
try { os.setPriority(Math.min(19, os.getPriority() + workerData.niceness)); } catch {}
parentPort.on('message', ({ id, job }) => {
  try {
    const value = job.op === 'hash'
      ? argon2.hashSync(job.password, job.options)
      : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

export interface PasswordHashPool {
  readonly size: number;
  run(job: Job): Promise<string | boolean>;
  /**
   * Starts every thread not started yet and has each run `job` once, resolving with their answers: for a process
   * that warms its pool before it says it is ready.
   */
  warm(job: Job): Promise<Array<string | boolean>>;
}

/** One thread and the job it is on. */
interface Lane {
  thread: Worker;
  current?: number;
}

/** A pool of `size` threads (default: the cores), started on first use; they never keep the process alive. */
export function createPasswordHashPool(size = availableParallelism()): PasswordHashPool {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const idle: Lane[] = [];
  const pending = new Map<number, Pending>();
  const backlog: Array<{ id: number; job: Job }> = [];
  let lanes = 0;
  let nextId = 0;

  const dispatch = (lane: Lane, id: number, job: Job) => {
    lane.current = id;
    lane.thread.postMessage({ id, job });
  };

  function startLane(): Lane {
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { argon2, niceness: HASHING_NICENESS } });
    thread.unref();
    const lane: Lane = { thread };
    thread.on('message', ({ id, value, error }: { id: number; value?: string | boolean; error?: string }) => {
      const job = pending.get(id);
      pending.delete(id);
      lane.current = undefined;
      if (error !== undefined) job?.reject(new Error(error));
      else job?.resolve(value as string | boolean);
      const next = backlog.shift();
      if (next) dispatch(lane, next.id, next.job);
      else idle.push(lane);
    });
    thread.once('error', (error) => {
      // A thread that died takes its job with it; the next job starts a fresh one.
      lanes -= 1;
      const index = idle.indexOf(lane);
      if (index >= 0) idle.splice(index, 1);
      if (lane.current !== undefined) {
        pending.get(lane.current)?.reject(error);
        pending.delete(lane.current);
      }
    });
    return lane;
  }

  const newLane = () => {
    lanes += 1;
    return startLane();
  };

  const run = (job: Job, lane = idle.pop() ?? (lanes < size ? newLane() : undefined)) => {
    const id = (nextId += 1);
    return new Promise<string | boolean>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      if (lane) dispatch(lane, id, job);
      else backlog.push({ id, job });
    });
  };

  return {
    size,
    run: (job) => run(job),
    warm: (job) => Promise.all(Array.from({ length: size - lanes }, () => run(job, newLane()))),
  };
}
