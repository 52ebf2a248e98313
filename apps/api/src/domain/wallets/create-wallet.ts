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
  /** The request's Idempotency-Key: the same key and request again answer the wallet it opened. */
  idempotencyKey?: string;
}

export const WALLET_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was used for another wallet request: use a new key for a new request';

const walletExists = (currency: string) =>
  new DomainError('CONFLICT', WALLET_EXISTS_MESSAGE(currency), { currency: WALLET_EXISTS_MESSAGE(currency) });

/**
 * Opens a wallet (and its ledger account) in a currency the player does not hold open, reopening the one
 * they closed in it if there is one (its ledger account and history stay). The player's row is
 * locked first, so two creations for one player run one after the other: "first wallet" and "unset the old
 * default" are decided on what is really there. The unique indexes stay the last word.
 */
export async function createWallet(options: CreateWalletOptions): Promise<{ wallet: WalletView; replayed: boolean }> {
  const { db, userId, currency } = options;
  const now = options.clock.now().toISOString();
  const key = options.idempotencyKey ?? null;
  const fingerprint = `wallet:${currency}:${options.makeDefault}`;
  const opened = (wallet: WalletView) => ({ wallet, replayed: false });
  try {
    return await db.transaction(async (tx) => {
      const owner = await queryRows<{ id: string }>(tx, sql`select id from users where id = ${userId} for update`);
      assertLedger(owner.length === 1, 'a signed-in player exists');
      // A repeat of a creation whose answer was lost: under the player's lock, so it meets what the first one made.
      if (key !== null) {
        const [earlier] = await queryRows<{ id: string; request_fingerprint: string }>(
          tx,
          sql`select id, request_fingerprint from wallets
               where user_id = ${userId} and idempotency_key = ${key} and closed_at is null`,
        );
        if (earlier && earlier.request_fingerprint !== fingerprint) {
          throw new DomainError('CONFLICT', WALLET_KEY_REUSED_MESSAGE, { idempotencyKey: WALLET_KEY_REUSED_MESSAGE });
        }
        if (earlier) {
          const wallet = await findWallet({ db: tx, userId, walletId: earlier.id });
          assertLedger(wallet, 'the wallet a key opened is open');
          return { wallet, replayed: true };
        }
      }
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
        await tx.execute(sql`
          update wallets set closed_at = null, is_default = ${isDefault}, idempotency_key = ${key},
                             request_fingerprint = ${fingerprint}
           where id = ${closed.id}`);
        const reopened = await findWallet({ db: tx, userId, walletId: closed.id });
        assertLedger(reopened, 'the reopened wallet is open');
        return opened(reopened);
      }
      const [account] = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_accounts (kind, currency, user_id, created_at)
            values ('player_wallet', ${currency}, ${userId}, ${now}) returning id`,
      );
      assertLedger(account, 'the wallet account was created');
      await tx.execute(sql`
        insert into wallets (id, user_id, currency, is_default, created_at, idempotency_key, request_fingerprint)
        values (${account.id}, ${userId}, ${currency}, ${isDefault}, ${now}, ${key}, ${fingerprint})`);
      return opened({ id: account.id, currency, isDefault, balance: 0n, held: 0n, available: 0n });
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) === 'wallets_user_currency_unique') throw walletExists(currency);
    throw error;
  }
}
