// PGlite runs every statement on this process's one thread, and each resolves without a turn of the event loop: a
// burst of transactions (twenty players entering a tournament at once) ran as one chain of promises, and nothing
// else (a page's files, a socket's frames, a timer) was served until the last had committed, 1.4–1.8 s on a busy
// machine. Each transaction here gives the loop one turn once it holds PGlite's lock, before its first statement, so
// the waiting requests are served between transactions. PostgreSQL's statements wait on sockets, which are turns
// already.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppDatabase } from './client.ts';

export function withTurnsBetweenTransactions(db: AppDatabase): AppDatabase {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      await nextTurn();
      return work(tx);
    }, config)) as AppDatabase['transaction'];
  return db;
}
