import { afterCommit } from '../../db/after-commit.ts';
import type { AppDatabase } from '../../db/client.ts';

// This process's own changes to players' wallets, heard the moment they commit: what keeps the wallet lists in
// memory fresh (a player reads their own write at once: a stake, a payment, a game's winnings), and what is told
// to the other processes (plugins/wallet-lists.ts, performance note 0024). Every write of a wallet or a balance goes
// through a function that calls `walletsChanged`: the ledger's (transfers, holds) and the wallets'.

type WalletChangeListener = (userId: string) => void;

const listeners = new Set<WalletChangeListener>();

/** Hears every player whose wallets this process changes, after the change commits. Returns how to stop. */
export function onWalletChange(listener: WalletChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called where wallets or balances are written, on `db`: tells the listeners once its transaction commits. */
export function walletsChanged(db: AppDatabase, userIds: Iterable<string | null | undefined>): void {
  const changed = new Set<string>();
  for (const userId of userIds) if (userId) changed.add(userId);
  if (changed.size === 0) return;
  afterCommit(db, () => {
    for (const userId of changed) for (const listener of listeners) listener(userId);
  });
}
