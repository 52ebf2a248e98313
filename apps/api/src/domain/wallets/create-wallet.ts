import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
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
 * Opens a wallet (and its ledger account) in a currency the player does not hold yet. The player's row is
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
      const existing = await queryRows<{ currency: string; is_default: boolean }>(
        tx,
        sql`select currency, is_default from wallets where user_id = ${userId}`,
      );
      if (existing.some((wallet) => wallet.currency === currency)) throw walletExists(currency);
      const isDefault = existing.length === 0 || options.makeDefault;
      if (isDefault) {
        await tx.execute(sql`update wallets set is_default = false where user_id = ${userId} and is_default`);
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
