import { CURRENCIES, type CurrencyCode } from '@gom/contract/money';
import { assertLedger } from '../ledger/assert-ledger.ts';
import type { RateTable } from './rate-table.ts';

// Conversion in integer arithmetic only. Invariants (asserted below):
// - the fee is amount × spread rounded UP, so the house never gets less than its spread, by < 1 minor unit;
// - what arrives is (amount − fee) × rate rounded DOWN, so the house never pays more than the rate says,
//   by < 1 minor unit of the destination currency;
// hence no conversion can create money, and each currency's ledger still sums to zero (the house FX
// account takes the source side and pays the destination side).

export const BASIS_POINTS = 10_000n;

/** A positive decimal text as numerator / 10^scale: "0.92" → 92 / 10^2. */
function toRational(decimal: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

export interface Conversion {
  /** Source minor units the house keeps. */
  fee: bigint;
  /** Destination minor units that arrive. */
  receive: bigint;
  /** Destination units per source unit, for display (the money above is computed exactly, not from this). */
  rate: number;
}

export type ConversionRefusal = 'no-rate' | 'too-small';

export function convertAmount(options: {
  /** Source minor units, > 0. */
  amount: bigint;
  from: CurrencyCode;
  to: CurrencyCode;
  table: RateTable;
  spreadBasisPoints: bigint;
}): Conversion | ConversionRefusal {
  const { amount, from, to, table, spreadBasisPoints } = options;
  assertLedger(amount > 0n, 'a conversion converts a positive amount');
  const fromPerUsd = table.perUsd[from];
  const toPerUsd = table.perUsd[to];
  if (!fromPerUsd || !toPerUsd) return 'no-rate';
  const fee = (amount * spreadBasisPoints + BASIS_POINTS - 1n) / BASIS_POINTS;
  const net = amount - fee;
  if (net <= 0n) return 'too-small';
  // receive = net / 10^sourceScale × (to / from) × 10^destinationScale, floored.
  const source = toRational(fromPerUsd);
  const destination = toRational(toPerUsd);
  const numerator = net * destination.numerator * source.denominator * 10n ** BigInt(CURRENCIES[to].scale);
  const denominator = destination.denominator * source.numerator * 10n ** BigInt(CURRENCIES[from].scale);
  const receive = numerator / denominator;
  if (receive <= 0n) return 'too-small';
  assertLedger(fee >= 0n && fee < amount, 'the fee is part of the amount');
  assertLedger(receive * denominator <= numerator, 'what arrives never exceeds the exact conversion');
  return { fee, receive, rate: Number(toPerUsd) / Number(fromPerUsd) };
}
