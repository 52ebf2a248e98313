import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/**
 * Every ledger invariant (src/domain/ledger/README.md) checked from the rows themselves. Returns what is
 * broken: the console's Money screen shows it, and tests assert it is empty.
 */
export async function auditLedger(db: AppDatabase): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ id: string; total: string; postings: string }>(
    db,
    sql`select t.id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as postings
          from ledger_transfers t left join ledger_postings p on p.transfer_id = t.id
         group by t.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`,
  );
  for (const row of unbalanced) problems.push(`transfer ${row.id}: ${row.postings} postings summing to ${row.total}`);

  const drifted = await queryRows<{ id: string; balance: string; posted: string }>(
    db,
    sql`select a.id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as posted
          from ledger_accounts a left join ledger_postings p on p.account_id = a.id
         group by a.id having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  for (const row of drifted) problems.push(`account ${row.id}: cached balance ${row.balance} ≠ postings ${row.posted}`);

  const heldDrift = await queryRows<{ id: string; held: string; active: string }>(
    db,
    sql`select a.id, a.held::text as held, coalesce(sum(h.amount) filter (where h.status = 'active'), 0)::text as active
          from ledger_accounts a left join ledger_holds h on h.account_id = a.id
         group by a.id having a.held <> coalesce(sum(h.amount) filter (where h.status = 'active'), 0)`,
  );
  for (const row of heldDrift) problems.push(`account ${row.id}: held ${row.held} ≠ active holds ${row.active}`);

  const negative = await queryRows<{ id: string; balance: string; held: string }>(
    db,
    sql`select id, balance::text as balance, held::text as held from ledger_accounts
         where kind = 'player_wallet' and (balance < 0 or held < 0 or held > balance)`,
  );
  for (const row of negative) problems.push(`wallet ${row.id}: balance ${row.balance}, held ${row.held}`);

  const currencies = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance)::text as total from ledger_accounts group by currency having sum(balance) <> 0`,
  );
  for (const row of currencies) problems.push(`currency ${row.currency}: accounts sum to ${row.total}`);

  const settled = await queryRows<{ id: string }>(
    db,
    sql`select id from money_transactions where type = 'funding' and status = 'completed' and transfer_id is null`,
  );
  for (const row of settled) problems.push(`funding ${row.id}: completed without a transfer`);

  // A withdrawal's money is held exactly while it is open, and a completed one left through its transfer.
  const withdrawals = await queryRows<{
    id: string;
    status: string;
    hold_status: string | null;
    transfer_id: string | null;
  }>(
    db,
    sql`select m.id, m.status, h.status as hold_status, m.transfer_id from money_transactions m
          left join ledger_holds h on h.id = m.hold_id
         where m.type = 'withdrawal'`,
  );
  const expectedHold: Record<string, string> = {
    pending: 'active',
    processing: 'active',
    completed: 'captured',
    failed: 'released',
    cancelled: 'released',
  };
  for (const row of withdrawals) {
    if (row.hold_status !== expectedHold[row.status]) {
      problems.push(`withdrawal ${row.id}: ${row.status} with its hold ${row.hold_status ?? 'missing'}`);
    }
    if ((row.status === 'completed') !== (row.transfer_id !== null)) {
      problems.push(`withdrawal ${row.id}: ${row.status} with transfer ${row.transfer_id ?? 'none'}`);
    }
  }
  return problems;
}
