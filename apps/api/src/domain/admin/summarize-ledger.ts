import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { minorMoney, type MinorMoney } from './admin-money.ts';
import { auditLedger } from './audit-ledger.ts';

export interface LedgerSummary {
  /** Every account's balance summed per currency: zero in a double-entry ledger. */
  currencies: Array<{ currency: string; total: MinorMoney; balanced: boolean }>;
  /** The house's own accounts (clearing, escrow, house, FX): their balances, a sharded account's rows summed. */
  systemAccounts: Array<{ kind: string; currency: string; provider: string; balance: MinorMoney }>;
  /** Every broken invariant (auditLedger); empty when the ledger is sound. */
  problems: string[];
}

export async function summarizeLedger({ db }: { db: AppDatabase }): Promise<LedgerSummary> {
  const currencies = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance)::text as total from ledger_accounts group by currency order by currency`,
  );
  const accounts = await queryRows<{ kind: string; currency: string; provider: string; balance: string }>(
    db,
    sql`select kind, currency, provider, sum(balance)::text as balance from ledger_accounts
         where kind <> 'player_wallet' group by kind, currency, provider order by kind, currency, provider`,
  );
  return {
    currencies: currencies.map((row) => ({
      currency: row.currency,
      total: minorMoney(row.total, row.currency),
      balanced: BigInt(row.total) === 0n,
    })),
    systemAccounts: accounts.map((row) => ({
      kind: row.kind,
      currency: row.currency,
      provider: row.provider,
      balance: minorMoney(row.balance, row.currency),
    })),
    problems: await auditLedger(db),
  };
}
