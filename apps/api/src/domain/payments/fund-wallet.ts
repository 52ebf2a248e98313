import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { toMinorUnits, unitsToMinor } from '../ledger/minor-units.ts';
import { assertSaferPlayAllows } from '../safer-play/assert-safer-play-allows.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { insertMoneyTransaction } from '../wallets/insert-money-transaction.ts';
import type { MoneyTransaction } from '../wallets/money-transaction.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import {
  AMOUNT_NOT_POSITIVE_MESSAGE,
  AMOUNT_TOO_LARGE_MESSAGE,
  FUNDING_CHECKOUT_TTL_MS,
  FUNDING_KEY_REUSED_MESSAGE,
  PROVIDER_UNAVAILABLE_MESSAGE,
} from './payment-constants.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface FundWalletOptions {
  db: AppDatabase;
  clock: Clock;
  provider: PaymentProvider;
  userId: string;
  /** Whole currency units one funding may not exceed. */
  maxAmountUnits: number;
  input: { idempotencyKey: string; walletId: string; amount: { value: number; currency: CurrencyCode } };
  log?: { warn(object: object, message: string): void };
}

export interface FundWalletResult {
  transaction: MoneyTransaction;
  paymentLink: string;
  /** true: the same request came before, and this is its answer again. */
  replayed: boolean;
}

const invalidAmount = (message: string, field = 'amount.value') =>
  new DomainError('INVALID_INPUT', message, { [field]: message });

/**
 * Starts a funding: an 'initiated' transaction and a hosted checkout at the provider. Nothing is credited
 * here; only the provider's verified webhook does that.
 *
 * Idempotent on (player, idempotencyKey): one unique index decides which of concurrent requests creates
 * the transaction; the others read it back. The same key with another request is a conflict. The checkout
 * is created with our transaction id as the provider's idempotency key, so racing requests (or a retry after
 * a crash between the two steps) get the same checkout, never a second one.
 */
export async function fundWallet(options: FundWalletOptions): Promise<FundWalletResult> {
  const { db, clock, provider, userId, input } = options;
  const wallet = await findWallet({ db, userId, walletId: input.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  const { currency } = input.amount;
  if (currency !== wallet.currency) {
    const message = `The amount is in ${currency} but this wallet holds ${wallet.currency}`;
    throw new DomainError('INVALID_INPUT', message, { 'amount.currency': message });
  }
  const amount = toMinorUnits(input.amount.value, currency);
  if (amount <= 0n) throw invalidAmount(AMOUNT_NOT_POSITIVE_MESSAGE);
  if (amount > unitsToMinor(options.maxAmountUnits, currency)) throw invalidAmount(AMOUNT_TOO_LARGE_MESSAGE);
  if (!provider.supportsCurrency(currency)) {
    throw new DomainError('BUSINESS_RULE', `${currency} funding is not available with this payment provider`);
  }

  const now = clock.now();
  const fingerprint = `${wallet.id}:${currency}:${amount}`;
  const { transaction, created, requestFingerprint } = await db.transaction(async (tx) => {
    const { idempotencyKey } = input;
    await assertSaferPlayAllows({ db: tx, clock, userId, action: 'funding', currency, amount, idempotencyKey });
    return insertMoneyTransaction({
      db: tx,
      now,
      userId,
      walletId: wallet.id,
      type: 'funding',
      status: 'initiated',
      currency,
      amount,
      idempotencyKey: input.idempotencyKey,
      requestFingerprint: fingerprint,
      provider: provider.name,
      expiresAt: new Date(now.getTime() + FUNDING_CHECKOUT_TTL_MS),
    });
  });
  if (!created && requestFingerprint !== fingerprint) {
    throw new DomainError('CONFLICT', FUNDING_KEY_REUSED_MESSAGE, { idempotencyKey: FUNDING_KEY_REUSED_MESSAGE });
  }
  if (!created && transaction.paymentLink) {
    return { transaction, paymentLink: transaction.paymentLink, replayed: true };
  }
  if (transaction.status !== 'initiated') {
    throw new DomainError('CONFLICT', `This payment is already ${transaction.status}. Please start a new one.`);
  }

  let checkout;
  try {
    checkout = await provider.createCheckout({
      transactionId: transaction.id,
      reference: transaction.reference,
      currency,
      amount,
      expiresAt: new Date(now.getTime() + FUNDING_CHECKOUT_TTL_MS),
    });
  } catch (error) {
    // The transaction stays initiated without a link: a retry with the same key tries again, and the
    // sweeper cancels it at its expiry if nobody does.
    options.log?.warn({ err: error, transactionId: transaction.id }, 'payment provider refused a checkout');
    throw new DomainError('PROVIDER_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);
  }
  await db.execute(sql`
    update money_transactions
       set provider_checkout_id = ${checkout.checkoutId}, payment_link = ${checkout.paymentLink},
           expires_at = ${checkout.expiresAt.toISOString()}, updated_at = ${clock.now().toISOString()}
     where id = ${transaction.id}
       and (provider_checkout_id is null or provider_checkout_id = ${checkout.checkoutId})`);
  return {
    transaction: { ...transaction, paymentLink: checkout.paymentLink },
    paymentLink: checkout.paymentLink,
    replayed: !created,
  };
}
