import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { sandboxCheckoutEvent, type SandboxPaymentMethod } from './sandbox-event.ts';
import { queueSandboxWebhook, type SandboxWebhookEvent } from './sandbox-webhook-outbox.ts';

export type SandboxCheckoutStatus = 'open' | 'paid' | 'declined';

export interface SandboxCheckout {
  id: string;
  merchantReference: string;
  displayReference: string;
  currency: string;
  amount: bigint;
  status: SandboxCheckoutStatus;
  /** How a paid checkout was paid. */
  method: SandboxPaymentMethod | null;
  expiresAt: Date;
  deliveredAt: Date | null;
}

interface SandboxCheckoutRow {
  id: string;
  merchant_reference: string;
  display_reference: string;
  currency: string;
  amount: string;
  status: SandboxCheckoutStatus;
  method: SandboxPaymentMethod | null;
  expires_at: string | Date;
  delivered_at: string | Date | null;
}

export const SANDBOX_CHECKOUT_COLUMNS = sql.raw(`id, merchant_reference, display_reference, currency,
  amount::text as amount, status, method, expires_at, delivered_at`);

export function toSandboxCheckout(row: SandboxCheckoutRow): SandboxCheckout {
  return {
    id: row.id,
    merchantReference: row.merchant_reference,
    displayReference: row.display_reference,
    currency: row.currency,
    amount: BigInt(row.amount),
    status: row.status,
    method: row.method,
    expiresAt: new Date(row.expires_at),
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
  };
}

export async function findSandboxCheckout(options: {
  db: AppDatabase;
  checkoutId: string;
}): Promise<SandboxCheckout | undefined> {
  const rows = await queryRows<SandboxCheckoutRow>(
    options.db,
    sql`select ${SANDBOX_CHECKOUT_COLUMNS} from sandbox_checkouts where id = ${options.checkoutId}`,
  );
  return rows[0] ? toSandboxCheckout(rows[0]) : undefined;
}

export async function findSandboxCheckoutByMerchantReference(options: {
  db: AppDatabase;
  merchantReference: string;
}): Promise<SandboxCheckout | undefined> {
  const rows = await queryRows<SandboxCheckoutRow>(
    options.db,
    sql`select ${SANDBOX_CHECKOUT_COLUMNS} from sandbox_checkouts where merchant_reference = ${options.merchantReference}`,
  );
  return rows[0] ? toSandboxCheckout(rows[0]) : undefined;
}

/** The outbox event of a decided checkout (undefined while it is open). */
export function checkoutWebhookEvent(checkout: SandboxCheckout): SandboxWebhookEvent | undefined {
  if (checkout.status === 'open') return undefined;
  const event = sandboxCheckoutEvent({ ...checkout, status: checkout.status });
  return { eventId: event.id, kind: 'checkout', subjectId: checkout.id, rawBody: JSON.stringify(event) };
}

/**
 * Records the payer's choice once: only an open, unexpired checkout can be paid or declined. The webhook
 * telling of it is queued in the same transaction, so a crash right after cannot lose it.
 */
export async function decideSandboxCheckout(options: {
  db: AppDatabase;
  checkoutId: string;
  decision: 'paid' | 'declined';
  /** How it is paid (a decline has none). */
  method?: SandboxPaymentMethod;
  now: Date;
}): Promise<{ decided: boolean; checkout: SandboxCheckout | undefined }> {
  const now = options.now.toISOString();
  const method = options.decision === 'paid' ? (options.method ?? 'card') : null;
  const decided = await options.db.transaction(async (tx) => {
    const rows = await queryRows<SandboxCheckoutRow>(
      tx,
      sql`update sandbox_checkouts set status = ${options.decision}, method = ${method}, decided_at = ${now}
           where id = ${options.checkoutId} and status = 'open' and expires_at > ${now}
          returning ${SANDBOX_CHECKOUT_COLUMNS}`,
    );
    const checkout = rows[0] && toSandboxCheckout(rows[0]);
    const event = checkout && checkoutWebhookEvent(checkout);
    if (event) await queueSandboxWebhook(tx, event, options.now);
    return checkout;
  });
  if (decided) return { decided: true, checkout: decided };
  return { decided: false, checkout: await findSandboxCheckout(options) };
}
