import { AsyncLocalStorage } from 'node:async_hooks';

// Work that must wait until a transaction has committed, wherever in the call tree it is asked for. Every
// transaction begun on the database object (not a savepoint: those begin on a transaction's `tx`) opens a
// scope; `afterCommit` inside it queues, and the queue runs once the transaction resolves. A transaction that
// throws (rolled back) drops its queue. Outside any scope the work runs at once: the statement before it has
// committed already.

const scopes = new AsyncLocalStorage<Array<() => void>>();

/** Runs `transaction` (a top-level one) and then what it queued with `afterCommit`. */
export async function withCommitScope<T>(transaction: () => Promise<T>): Promise<T> {
  const queued: Array<() => void> = [];
  const result = await scopes.run(queued, transaction);
  for (const work of queued) work();
  return result;
}

/**
 * Runs `work` once the current transaction commits (at once outside one). Asked inside a savepoint that rolls
 * back while its transaction commits, it still runs: keep it to work that is harmless when nothing changed.
 */
export function afterCommit(work: () => void): void {
  const queued = scopes.getStore();
  if (queued) queued.push(work);
  else work();
}
