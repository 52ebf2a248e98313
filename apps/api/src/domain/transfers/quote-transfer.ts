import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { convertAmount } from '../fx/convert-amount.ts';
import type { FxRateProvider } from '../fx/fx-rate-provider.ts';
import { insufficientFunds } from '../ledger/ledger-errors.ts';
import { toMinorUnits } from '../ledger/minor-units.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import { AMOUNT_TOO_SMALL_TO_CONVERT_MESSAGE, noRateMessage, TRANSFER_QUOTE_TTL_MS } from './transfer-constants.ts';
import {
  TRANSFER_QUOTE_COLUMNS,
  toTransferQuote,
  type TransferQuoteRecord,
  type TransferQuoteRow,
} from './transfer-quote.ts';

export interface QuoteTransferOptions {
  db: AppDatabase;
  clock: Clock;
  rates: FxRateProvider;
  spreadBasisPoints: bigint;
  userId: string;
  input: { fromWalletId: string; toWalletId: string; amount: { value: number; currency: CurrencyCode } };
}

const invalid = (field: string, message: string) => new DomainError('INVALID_INPUT', message, { [field]: message });

/**
 * Prices converting an amount from one of the player's wallets to another and stores the quote for
 * TRANSFER_QUOTE_TTL_MS. Moves no money: executeTransfer does, once, and checks the balance again.
 */
export async function quoteTransfer(options: QuoteTransferOptions): Promise<TransferQuoteRecord> {
  const { db, clock, userId, input } = options;
  if (input.fromWalletId === input.toWalletId) throw invalid('toWalletId', 'Choose two different wallets');
  const from = await findWallet({ db, userId, walletId: input.fromWalletId });
  if (!from) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { fromWalletId: WALLET_NOT_FOUND_MESSAGE });
  const to = await findWallet({ db, userId, walletId: input.toWalletId });
  if (!to) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { toWalletId: WALLET_NOT_FOUND_MESSAGE });
  if (input.amount.currency !== from.currency) {
    throw invalid(
      'amount.currency',
      `The amount is in ${input.amount.currency} but the wallet you transfer from holds ${from.currency}`,
    );
  }
  const amount = toMinorUnits(input.amount.value, from.currency);
  if (amount <= 0n) throw invalid('amount.value', 'Amount must be greater than 0');
  if (amount > from.available) throw insufficientFunds();

  const table = await options.rates.currentRates();
  const conversion = convertAmount({
    amount,
    from: from.currency,
    to: to.currency,
    table,
    spreadBasisPoints: options.spreadBasisPoints,
  });
  if (conversion === 'no-rate') throw new DomainError('BUSINESS_RULE', noRateMessage(from.currency, to.currency));
  if (conversion === 'too-small') throw invalid('amount.value', AMOUNT_TOO_SMALL_TO_CONVERT_MESSAGE);

  const now = clock.now();
  const [row] = await queryRows<TransferQuoteRow>(
    db,
    sql`insert into transfer_quotes (user_id, from_wallet_id, to_wallet_id, from_currency, to_currency, amount, fee,
          receive, rate, rates_as_of, created_at, expires_at)
        values (${userId}, ${from.id}, ${to.id}, ${from.currency}, ${to.currency}, ${amount.toString()}::bigint,
          ${conversion.fee.toString()}::bigint, ${conversion.receive.toString()}::bigint, ${String(conversion.rate)},
          ${table.asOf.toISOString()}, ${now.toISOString()},
          ${new Date(now.getTime() + TRANSFER_QUOTE_TTL_MS).toISOString()})
        returning ${sql.raw(TRANSFER_QUOTE_COLUMNS)}`,
  );
  if (!row) throw new Error('the quote was not stored');
  return toTransferQuote(row);
}
