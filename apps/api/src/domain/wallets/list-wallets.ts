import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { toWalletView, type WalletRow, type WalletView } from './wallet-view.ts';

/** The player's wallets with their balances, the default first, then in the order they were created. */
export async function listWallets({ db, userId }: { db: AppDatabase; userId: string }): Promise<WalletView[]> {
  const rows = await queryRows<WalletRow>(
    db,
    sql`select w.id, w.currency, w.is_default, a.balance::text as balance, a.held::text as held
          from wallets w join ledger_accounts a on a.id = w.id
         where w.user_id = ${userId} and w.closed_at is null
         order by w.is_default desc, w.created_at, w.currency`,
  );
  return rows.map(toWalletView);
}
