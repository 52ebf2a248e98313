import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { toWalletView, type WalletRow, type WalletView } from './wallet-view.ts';

// Ids come from players; one that is not even a uuid cannot be a wallet (and must not reach a uuid cast).
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player's wallet with this id, or undefined when there is none (or it is someone else's). */
export async function findWallet(options: {
  db: AppDatabase;
  userId: string;
  walletId: string;
}): Promise<WalletView | undefined> {
  if (!UUID_PATTERN.test(options.walletId)) return undefined;
  const rows = await queryRows<WalletRow>(
    options.db,
    sql`select w.id, w.currency, w.is_default, a.balance::text as balance, a.held::text as held
          from wallets w join ledger_accounts a on a.id = w.id
         where w.id = ${options.walletId} and w.user_id = ${options.userId}`,
  );
  return rows[0] ? toWalletView(rows[0]) : undefined;
}
