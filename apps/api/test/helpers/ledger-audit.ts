import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';

// The console's ledger audit (src/domain/admin/audit-ledger.ts) is the one list of invariants tests check.
export { auditLedger } from '../../src/domain/admin/audit-ledger.ts';

/** Sum of all player wallet balances: a test that must not move money compares it before and after. */
export async function totalPlayerMoney(db: AppDatabase): Promise<string> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind = 'player_wallet'`,
  );
  return row?.total ?? '0';
}
