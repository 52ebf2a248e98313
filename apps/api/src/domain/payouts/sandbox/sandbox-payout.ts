import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

// The sandbox payout provider's own records, as an outside provider keeps them on its side.

export type SandboxPayoutStatus = 'open' | 'paid' | 'failed' | 'cancelled';

export interface SandboxPayout {
  id: string;
  merchantReference: string;
  displayReference: string;
  currency: string;
  amount: bigint;
  destination: Record<string, string>;
  status: SandboxPayoutStatus;
  createdAt: Date;
  deliveredAt: Date | null;
}

interface SandboxPayoutRow {
  id: string;
  merchant_reference: string;
  display_reference: string;
  currency: string;
  amount: string;
  destination: Record<string, string>;
  status: SandboxPayoutStatus;
  created_at: string | Date;
  delivered_at: string | Date | null;
}

const COLUMNS = sql.raw(`id, merchant_reference, display_reference, currency, amount::text as amount, destination,
  status, created_at, delivered_at`);

function toSandboxPayout(row: SandboxPayoutRow): SandboxPayout {
  return {
    id: row.id,
    merchantReference: row.merchant_reference,
    displayReference: row.display_reference,
    currency: row.currency,
    amount: BigInt(row.amount),
    destination: row.destination,
    status: row.status,
    createdAt: new Date(row.created_at),
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  };
}

/**
 * Who looks at the payout page: an operator sees and decides every payout; a player only those paying their
 * own withdrawals (the merchant reference is the withdrawal's transaction id).
 */
export type SandboxPayoutViewer = { operator: true } | { operator: false; userId: string };

function visibleTo(viewer: SandboxPayoutViewer) {
  if (viewer.operator) return sql`true`;
  return sql`merchant_reference in (select id::text from money_transactions
                                     where user_id = ${viewer.userId} and type = 'withdrawal')`;
}

/** The payout page's list: open payouts first (oldest first), then the latest decided ones. */
export const SANDBOX_PAYOUT_PAGE_LIMIT = 50;

export async function listSandboxPayouts(db: AppDatabase, viewer: SandboxPayoutViewer): Promise<SandboxPayout[]> {
  const rows = await queryRows<SandboxPayoutRow>(
    db,
    sql`select ${COLUMNS} from sandbox_payouts
         where ${visibleTo(viewer)}
         order by (status = 'open') desc, case when status = 'open' then created_at end asc, created_at desc
         limit ${SANDBOX_PAYOUT_PAGE_LIMIT}`,
  );
  return rows.map(toSandboxPayout);
}

export async function findSandboxPayoutByMerchantReference(
  db: AppDatabase,
  merchantReference: string,
): Promise<SandboxPayout | undefined> {
  const rows = await queryRows<SandboxPayoutRow>(
    db,
    sql`select ${COLUMNS} from sandbox_payouts where merchant_reference = ${merchantReference}`,
  );
  return rows[0] ? toSandboxPayout(rows[0]) : undefined;
}

/**
 * Moves an open payout to its end state once: the payout page's Complete and Fail, and the merchant's
 * cancel, race through this one conditional update, so exactly one of them wins. A payout the page's
 * viewer may not see is not found, as if it did not exist.
 */
export async function decideSandboxPayout(options: {
  db: AppDatabase;
  where: { id: string; viewer: SandboxPayoutViewer } | { merchantReference: string };
  decision: Exclude<SandboxPayoutStatus, 'open'>;
  now: Date;
}): Promise<{ decided: boolean; payout: SandboxPayout | undefined }> {
  const match =
    'id' in options.where
      ? sql`id = ${options.where.id} and ${visibleTo(options.where.viewer)}`
      : sql`merchant_reference = ${options.where.merchantReference}`;
  const rows = await queryRows<SandboxPayoutRow>(
    options.db,
    sql`update sandbox_payouts set status = ${options.decision}, decided_at = ${options.now.toISOString()}
         where ${match} and status = 'open'
        returning ${COLUMNS}`,
  );
  if (rows[0]) return { decided: true, payout: toSandboxPayout(rows[0]) };
  const existing = await queryRows<SandboxPayoutRow>(
    options.db,
    sql`select ${COLUMNS} from sandbox_payouts where ${match}`,
  );
  return { decided: false, payout: existing[0] ? toSandboxPayout(existing[0]) : undefined };
}
