import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { walletsChanged } from '../ledger/wallet-changes.ts';
import { findWallet } from './find-wallet.ts';
import { WALLET_EXISTS_MESSAGE } from './wallet-constants.ts';
import type { WalletView } from './wallet-view.ts';

export interface CreateWalletOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  currency: CurrencyCode;
  /** Asked for; the first wallet is the default whatever is asked. */
  makeDefault: boolean;
}

const walletExists = (currency: string) =>
  new DomainError('CONFLICT', WALLET_EXISTS_MESSAGE(currency), { currency: WALLET_EXISTS_MESSAGE(currency) });

/**
 * Opens a wallet (and its ledger account) in a currency the player does not hold open, reopening the one
 * they closed in it if there is one (its ledger account and history stay). The player's row is
 * locked first, so two creations for one player run one after the other: "first wallet" and "unset the old
 * default" are decided on what is really there. The unique indexes stay the last word.
 */
export async function createWallet(options: CreateWalletOptions): Promise<WalletView> {
  const { db, userId, currency } = options;
  const now = options.clock.now().toISOString();
  try {
    return await db.transaction(async (tx) => {
      const owner = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
      assertLedger(owner.length === 1, 'a signed-in player exists');
      // Whatever this transaction commits for the player, this process's wallet lists re-read it at once.
      walletsChanged(tx, [userId]);
      const existing = await queryRows<{ id: string; currency: string; closed: boolean }>(
        tx,
        sql`select id, currency, closed_at is not null as closed from wallets where user_id = ${userId}`,
      );
      const open = existing.filter((wallet) => !wallet.closed);
      if (open.some((wallet) => wallet.currency === currency)) throw walletExists(currency);
      const isDefault = open.length === 0 || options.makeDefault;
      if (isDefault) {
        await tx.execute(sql`update wallets set is_default = false where user_id = ${userId} and is_default`);
      }
      // A closed wallet in this currency opens again, with its ledger account and its history.
      const closed = existing.find((wallet) => wallet.currency === currency);
      if (closed) {
        await tx.execute(sql`update wallets set closed_at = null, is_default = ${isDefault} where id = ${closed.id}`);
        const reopened = await findWallet({ db: tx, userId, walletId: closed.id });
        assertLedger(reopened, 'the reopened wallet is open');
        return reopened;
      }
      const [account] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_accounts (kind, currency, user_id, created_at)
            values ('player_wallet', ${currency}, ${userId}, ${now}) returning id`,
      );
      assertLedger(account, 'the wallet account was created');
      await tx.execute(sql`
        insert into wallets (id, user_id, currency, is_default, created_at)
        values (${account.id}, ${userId}, ${currency}, ${isDefault}, ${now})`);
      return { id: account.id, currency, isDefault, balance: 0n, held: 0n, available: 0n };
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'wallets_user_currency_unique') throw walletExists(currency);
    throw error;
  }
}
