import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { DomainError } from '../domain-error.ts';
import { handlePaymentEvent } from './handle-payment-event.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface ExpireFundingsOptions {
  db: AppDatabase;
  clock: Clock;
  /** The provider taking payments now, asked about each checkout before its funding is cancelled. */
  provider: PaymentProvider | null;
  log?: Pick<Logger, 'warn' | 'error'>;
}

/** Past their expiry, fundings are looked at in this order, this many a run (the rest on the next run). */
const BATCH = 500;

interface ExpiredFunding {
  id: string;
  provider: string | null;
  provider_checkout_id: string | null;
}

/**
 * Settles initiated fundings whose checkout has expired, so they leave 'Pending Funding', but never cancels
 * one the player paid: the provider is asked first (its status lookup), as a webhook may have been lost (a
 * process that died mid-payment). Paid: credited, through the same one-time path as the webhook
 * (handlePaymentEvent), so a webhook before or after changes nothing. Declined or expired at the provider:
 * failed or cancelled. Still open or unknown to it: cancelled, as before (a payment confirmed later still
 * credits). A provider that cannot answer leaves the funding initiated until a run where it can. Safe to run
 * from several processes at once: each row moves by one conditional update or under its row lock.
 */
export async function expireFundings(options: ExpireFundingsOptions): Promise<number> {
  const { db, clock, provider, log } = options;
  const expired = await queryRows<ExpiredFunding>(
    db,
    sql`select id, provider, provider_checkout_id from money_transactions
         where type = 'funding' and status = 'initiated' and expires_at <= ${clock.now().toISOString()}
         order by expires_at limit ${BATCH}`,
  );
  let settled = 0;
  for (const funding of expired) {
    if (await settleExpiredFunding({ db, clock, provider, log, funding })) settled += 1;
  }
  return settled;
}

async function settleExpiredFunding(options: ExpireFundingsOptions & { funding: ExpiredFunding }): Promise<boolean> {
  const { db, clock, provider, log, funding } = options;
  // A funding of a provider no longer configured cannot be asked about (nor can its webhook arrive).
  const askable = provider && funding.provider === provider.name && funding.provider_checkout_id;
  if (askable) {
    const checkoutId = funding.provider_checkout_id as string;
    let status: Awaited<ReturnType<PaymentProvider['checkoutStatus']>>;
    try {
      status = await provider.checkoutStatus(checkoutId);
    } catch (error) {
      log?.warn({ err: error, transactionId: funding.id }, 'payment provider status lookup failed: funding kept');
      return false;
    }
    if (status.type !== 'open' && status.type !== 'unknown') {
      try {
        const outcome = await handlePaymentEvent({ db, clock, provider: provider.name, event: status });
        return outcome !== 'unchanged';
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        log?.error({ err: error, transactionId: funding.id }, 'the provider’s checkout does not match its funding');
        return false;
      }
    }
  }
  const now = clock.now().toISOString();
  const cancelled = await queryRows<{ id: string }>(
    db,
    sql`update money_transactions set status = 'cancelled', updated_at = ${now}
         where id = ${funding.id} and status = 'initiated' returning id`,
  );
  return cancelled.length === 1;
}
