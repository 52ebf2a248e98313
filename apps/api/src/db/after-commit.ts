// Work that must wait until a transaction has committed, asked for deep inside it. Every transaction begun on
// the database object carries a queue on its `tx` (and on the `tx` of each savepoint inside it); `afterCommit`
// on a `tx` queues, and the queue runs once the outermost transaction resolves. One that throws (rolled back)
// drops its queue, and so does a savepoint that rolls back. On the database object itself (autocommit) the work runs at once: the statement before it
// has committed already. The queue rides on the `tx` object rather than in an AsyncLocalStorage, which would
// put a hook on every promise of the process (measured: a few percent of an authenticated read).
import type { AppDatabase } from './client.ts';
import { tagTransaction } from './database-of.ts';

const QUEUE = Symbol('after-commit queue');

type Queued = Array<() => void>;
type WithQueue = { [QUEUE]?: Queued; transaction: AppDatabase['transaction'] };

/**
 * Gives every transaction begun on `db` (and every savepoint in it) a queue that runs after its commit, and tags
 * it as `db`'s (database-of.ts).
 */
export function withCommitQueues(db: AppDatabase): AppDatabase {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const queued: Queued = [];
    const result = await transaction((tx) => work(withQueue(tx, queued, db) as typeof tx), config);
    for (const run of queued) run();
    return result;
  }) as AppDatabase['transaction'];
  return db;
}

function withQueue<T extends WithQueue>(tx: T, queued: Queued, db: AppDatabase): T {
  tx[QUEUE] = queued;
  tagTransaction(tx, db);
  const savepoint = tx.transaction.bind(tx);
  // A savepoint queues apart, and hands its queue on only when it is released: work asked inside one that rolls
  // back is dropped with it, even though the transaction around it commits.
  tx.transaction = (async (work, config) => {
    const inner: Queued = [];
    const result = await savepoint((sp) => work(withQueue(sp as WithQueue, inner, db) as typeof sp), config);
    queued.push(...inner);
    return result;
  }) as T['transaction'];
  return tx;
}

/**
 * Runs `work` once `db`'s transaction commits, or at once when `db` is not a transaction. Asked inside a savepoint
 * that rolls back, it never runs, even when the transaction around the savepoint commits.
 */
export function afterCommit(db: AppDatabase, work: () => void): void {
  const queued = (db as unknown as WithQueue)[QUEUE];
  if (queued) queued.push(work);
  else work();
}
