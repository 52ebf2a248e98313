import { z } from 'zod';
import { CURRENCY_CODES } from './currency-codes.ts';

// Money on the wire is `{ value: number, currency }` (spec §3); inside the server it is an integer count
// of minor units. The scale says how many decimals a currency allows; more decimals is a 400, never rounded.

export { CURRENCIES, CURRENCY_CODES, type CurrencyCode, type CurrencyInfo } from './currency-codes.ts';

export const currencyCodeSchema = z.enum(CURRENCY_CODES, { error: 'Unsupported currency' });

/**
 * The largest amount any call accepts, in major units. Far above every real limit (a funding, a stake, a
 * safer-play limit), and small enough that its minor units at the finest scale (6 decimals) stay an exact
 * integer in a double and fit the ledger's bigint, so an absurd number is a 400 at the door, never an
 * overflow deep in the server.
 */
export const MONEY_VALUE_MAX = 1_000_000_000;

export const moneySchema = z.strictObject({
  value: z
    .number({ error: 'Amount must be a number' })
    .finite('Amount must be a finite number')
    .min(-MONEY_VALUE_MAX, 'Amount is too large')
    .max(MONEY_VALUE_MAX, 'Amount is too large'),
  currency: currencyCodeSchema,
});
export type Money = z.infer<typeof moneySchema>;

/** Money as the API answers it; the currency is a plain string so unknown codes still display. */
export const moneyViewSchema = z.object({ value: z.number(), currency: z.string() });
export type MoneyView = z.infer<typeof moneyViewSchema>;

/** Number of decimals in a finite number as written in shortest form (1.25 → 2, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Infinity;
  const [mantissa, exponent] = value.toString().toLowerCase().split('e');
  const fraction = (mantissa ?? '').split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}
