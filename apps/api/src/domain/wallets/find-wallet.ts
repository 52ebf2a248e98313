import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { isUuid } from '../../db/is-uuid.ts';
import { queryRows } from '../../db/query-rows.ts';
import { toWalletView, type WalletRow, type WalletView } from './wallet-view.ts';

/** The player's open wallet with this id, or undefined when there is none (someone else's, or closed). */
export async function findWallet(options: {
  db: AppDatabase;
  userId: string;
  walletId: string;
}): Promise<WalletView | undefined> {
  if (!isUuid(options.walletId)) return undefined;
  const rows = await queryRows<WalletRow>(
    options.db,
    sql`select w.id, w.currency, w.is_default, a.balance::text as balance, a.held::text as held
          from wallets w join ledger_accounts a on a.id = w.id
         where w.id = ${options.walletId} and w.user_id = ${options.userId} and w.closed_at is null`,
  );
  return rows[0] ? toWalletView(rows[0]) : undefined;
}
