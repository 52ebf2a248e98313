import type { CurrencyCode } from '@gom/contract/money';
import type { WithdrawalDestination } from '@gom/contract/withdrawals';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { PAYOUT_PROVIDER_UNAVAILABLE_MESSAGE } from './withdrawal-constants.ts';

export interface SendWithdrawalOptions {
  db: AppDatabase;
  clock: Clock;
  provider: PayoutProvider;
  withdrawal: { id: string; reference: string; currency: CurrencyCode; amount: bigint };
  destination: WithdrawalDestination;
  log?: { warn(object: object, message: string): void };
}

/**
 * Asks the payout provider to pay a pending withdrawal whose money is held (our transaction id as its reference,
 * so asking twice never pays twice), then marks it 'processing'. A provider that does not answer leaves it
 * pending with its hold (PROVIDER_UNAVAILABLE); one cancelled meanwhile is cancelled at the provider too.
 */
export async function sendWithdrawalToProvider(
  options: SendWithdrawalOptions,
): Promise<{ status: 'processing' | 'cancelled'; trackingLink: string | null }> {
  const { db, clock, provider, withdrawal } = options;
  let payout;
  try {
    payout = await provider.createPayout({
      transactionId: withdrawal.id,
      reference: withdrawal.reference,
      currency: withdrawal.currency,
      amount: withdrawal.amount,
      destination: options.destination,
    });
  } catch (error) {
    options.log?.warn({ err: error, transactionId: withdrawal.id }, 'payout provider refused a payout');
    throw new DomainError('PROVIDER_UNAVAILABLE', PAYOUT_PROVIDER_UNAVAILABLE_MESSAGE);
  }
  const accepted = await queryRows<{ id: string }>(
    db,
    sql`
    update money_transactions
       set status = 'processing', provider_checkout_id = ${payout.payoutId},
           payment_link = ${payout.trackingLink ?? null}, updated_at = ${clock.now().toISOString()}
     where id = ${withdrawal.id} and status = 'pending'
    returning id`,
  );
  // Cancelled by the player while the provider was being asked: make sure the provider never pays it.
  if (accepted.length === 0) await provider.cancelPayout(withdrawal.id);
  return { status: accepted.length === 0 ? 'cancelled' : 'processing', trackingLink: payout.trackingLink ?? null };
}
