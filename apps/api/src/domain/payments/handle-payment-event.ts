import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { assertLedger } from '../ledger/assert-ledger.ts';
import { ensureSystemAccount } from '../ledger/ensure-system-account.ts';
import { fundingKey } from '../ledger/ledger-keys.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import type { CheckoutEvent, PaymentProviderName } from './payment-provider.ts';

export type PaymentEventOutcome = 'credited' | 'failed' | 'cancelled' | 'unchanged' | 'ignored';

export interface HandlePaymentEventOptions {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProviderName;
  event: CheckoutEvent | { type: 'ignored'; reason: string };
}

interface FundingRow {
  id: string;
  wallet_id: string;
  status: string;
  currency: string;
  amount: string;
}

export const PAYMENT_MISMATCH_MESSAGE = 'The payment does not match its transaction';

/**
 * Applies a verified checkout event to its funding. A completed payment credits the wallet exactly once:
 * the funding row is locked, and only a funding still waiting (initiated, or cancelled by our sweeper
 * while the player was paying: the money did arrive) moves to completed, in the same database transaction
 * as the clearing → wallet transfer (whose own unique key is a second guard). Duplicates change nothing.
 * Throws NOT_FOUND for an unknown checkout (the provider retries) and PAYMENT_MISMATCH when the amount or
 * currency differs from what we asked for (nothing is credited).
 */
export async function handlePaymentEvent(options: HandlePaymentEventOptions): Promise<PaymentEventOutcome> {
  const { db, clock, provider, event } = options;
  if (event.type === 'ignored') return 'ignored';
  const now = clock.now().toISOString();

  return db.transaction(async (tx) => {
    const [funding] = await queryRows<FundingRow>(
      tx,
      sql`select id, wallet_id, status, currency, amount::text as amount from money_transactions
           where provider = ${provider} and provider_checkout_id = ${event.checkoutId} and type = 'funding'
           for update`,
    );
    if (!funding) throw new DomainError('NOT_FOUND', 'Unknown checkout');
    if (BigInt(funding.amount) !== event.amount || funding.currency !== event.currency.toUpperCase()) {
      throw new DomainError('PAYMENT_MISMATCH', PAYMENT_MISMATCH_MESSAGE);
    }

    if (event.type === 'failed' || event.type === 'expired') {
      const status = event.type === 'failed' ? 'failed' : 'cancelled';
      const updated = await queryRows<{ id: string }>(
        tx,
        sql`update money_transactions set status = ${status}, updated_at = ${now}
             where id = ${funding.id} and status = 'initiated' returning id`,
      );
      return updated.length === 1 ? status : 'unchanged';
    }

    if (funding.status !== 'initiated' && funding.status !== 'cancelled') return 'unchanged';
    const currency = funding.currency as CurrencyCode;
    const clearing = await ensureSystemAccount({ db: tx, clock, kind: 'payment_clearing', currency, provider });
    const amount = BigInt(funding.amount);
    const transfer = await postTransfer({
      db: tx,
      clock,
      idempotencyKey: fundingKey(funding.id),
      kind: 'funding',
      currency,
      postings: [
        { accountId: clearing, amount: -amount },
        { accountId: funding.wallet_id, amount },
      ],
    });
    assertLedger(transfer.applied, 'a funding that was not completed has never been credited');
    const completed = await queryRows<{ id: string }>(
      tx,
      sql`update money_transactions
             set status = 'completed', transfer_id = ${transfer.transferId}, updated_at = ${now},
                 provider_payment_id = ${event.refundablePaymentId ?? null}
           where id = ${funding.id} and status in ('initiated', 'cancelled') returning id`,
    );
    assertLedger(completed.length === 1, 'the locked funding was still waiting');
    return 'credited';
  });
}
