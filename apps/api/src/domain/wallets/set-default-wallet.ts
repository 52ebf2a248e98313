import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { walletsChanged } from '../ledger/wallet-changes.ts';
import { findWallet } from './find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-constants.ts';
import type { WalletView } from './wallet-view.ts';

export interface SetDefaultWalletOptions {
  db: AppDatabase;
  userId: string;
  walletId: string;
}

/**
 * Makes one of the player's wallets the default and unsets the old one. The player's row is locked, as in
 * createWallet, so concurrent changes apply one after the other; the partial unique index on the default
 * wallet stays the last word.
 */
export async function setDefaultWallet(options: SetDefaultWalletOptions): Promise<WalletView> {
  const { db, userId, walletId } = options;
  return db.transaction(async (tx) => {
    const owner = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
    assertLedger(owner.length === 1, 'a signed-in player exists');
    // Whatever this transaction commits for the player, this process's wallet lists re-read it at once.
    walletsChanged(tx, [userId]);
    const wallet = await findWallet({ db: tx, userId, walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    if (wallet.isDefault) return wallet;
    await tx.execute(sql`update wallets set is_default = false where user_id = ${userId} and is_default`);
    await tx.execute(sql`update wallets set is_default = true where id = ${walletId} and user_id = ${userId}`);
    return { ...wallet, isDefault: true };
  });
}
