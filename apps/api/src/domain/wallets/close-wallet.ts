import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { walletsChanged } from '../ledger/wallet-changes.ts';
import { findWallet } from './find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from './wallet-constants.ts';

export const WALLET_NOT_EMPTY_MESSAGE = 'Only an empty wallet can be closed. Transfer or withdraw its balance first.';
export const WALLET_BUSY_MESSAGE =
  'This wallet has payments in progress. Wait for them to finish or cancel them first.';

/**
 * Closes one of the player's wallets whose balance is zero: it leaves the wallet list (its ledger account
 * and history stay, and creating a wallet in its currency reopens it). Refused while money could still
 * arrive or leave: a funding waiting for payment, or a withdrawal not yet settled. Closing the default
 * makes the oldest remaining wallet the default. The player's row is locked, as in createWallet.
 */
export async function closeWallet(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  walletId: string;
}): Promise<void> {
  const { db, userId, walletId } = options;
  await db.transaction(async (tx) => {
    const owner = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
    assertLedger(owner.length === 1, 'a signed-in player exists');
    // Whatever this transaction commits for the player, this process's wallet lists re-read it at once.
    walletsChanged(tx, [userId]);
    // The account row is locked too: no posting can land on it between the check and the close.
    const wallet = await findWallet({ db: tx, userId, walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE);
    await tx.execute(sql`select id from ledger_accounts where id = ${wallet.id} for update`);
    const locked = await findWallet({ db: tx, userId, walletId });
    if (!locked || locked.balance !== 0n || locked.held !== 0n) {
      throw new DomainError('BUSINESS_RULE', WALLET_NOT_EMPTY_MESSAGE);
    }
    const busy = await queryRows<{ id: string }>(
      tx,
      sql`select id from money_transactions
           where wallet_id = ${wallet.id}
             and ((type = 'funding' and status = 'initiated') or (type = 'withdrawal' and status in ('pending', 'processing')))
           limit 1`,
    );
    if (busy.length > 0) throw new DomainError('BUSINESS_RULE', WALLET_BUSY_MESSAGE);
    await tx.execute(sql`
      update wallets set closed_at = ${options.clock.now().toISOString()}, is_default = false where id = ${wallet.id}`);
    if (wallet.isDefault) {
      await tx.execute(sql`
        update wallets set is_default = true
         where id = (select id from wallets where user_id = ${userId} and closed_at is null
                      order by created_at, currency limit 1)`);
    }
  });
}
