import { CURRENCIES, decimalPlaces, type CurrencyCode } from '@gom/contract/money';
import { DomainError } from '../domain-error.ts';

// Wire values are JSON numbers; the ledger counts integer minor units. The conversion goes through the
// number's shortest decimal text (what JSON.stringify writes), never through float multiplication:
// 0.29 * 100 is 28.999999999999996, while "0.29" is exactly 29 cents.

export function currencyScale(currency: CurrencyCode): number {
  return CURRENCIES[currency].scale;
}

/** The exact decimal digits of a finite number, without exponent: 1e-7 → "0.0000001", 1e21 → "1000…0". */
export function toPlainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A wire amount as minor units. Refuses (INVALID_INPUT) anything that is not a finite number or has more
 * decimals than the currency allows: money is never rounded.
 */
export function toMinorUnits(value: number, currency: CurrencyCode, field = 'amount.value'): bigint {
  const scale = currencyScale(currency);
  if (!Number.isFinite(value))
    throw new DomainError('INVALID_INPUT', 'Amount must be a finite number', {
      [field]: 'Amount must be a finite number',
    });
  if (decimalPlaces(value) > scale) {
    const message = `${currency} amounts can have at most ${scale} decimal places`;
    throw new DomainError('INVALID_INPUT', message, { [field]: message });
  }
  const plain = toPlainDecimal(value);
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return negative ? -minor : minor;
}

/** Minor units as the wire's number: the nearest double to the exact decimal (what JSON can carry). */
export function fromMinorUnits(minor: bigint, currency: CurrencyCode | string): number {
  const scale = CURRENCIES[currency as CurrencyCode]?.scale ?? 2;
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(`${negative ? '-' : ''}${text}`);
}

/** Whole currency units as minor units (for configured limits). */
export function unitsToMinor(units: number, currency: CurrencyCode): bigint {
  return BigInt(Math.trunc(units)) * 10n ** BigInt(currencyScale(currency));
}
