import { fromMinorUnits } from '../domain/ledger/minor-units.ts';

// The console's answers: the admin domain gives Dates and minor-unit amounts ({ minor, currency }); the wire
// has ISO strings and { value, currency } (spec §3), converted here in one pass.

type MinorMoney = { minor: bigint; currency: string };

export type Wire<T> = T extends Date
  ? string
  : T extends MinorMoney
    ? { value: number; currency: string }
    : T extends Array<infer Item>
      ? Array<Wire<Item>>
      : T extends object
        ? { [Key in keyof T]: Wire<T[Key]> }
        : T;

function isMinorMoney(value: object): value is MinorMoney {
  return 'minor' in value && typeof value.minor === 'bigint' && 'currency' in value && Object.keys(value).length === 2;
}

export function toWire<T>(value: T): Wire<T> {
  if (value instanceof Date) return value.toISOString() as Wire<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toWire(item)) as Wire<T>;
  if (value !== null && typeof value === 'object') {
    if (isMinorMoney(value)) {
      return { value: fromMinorUnits(value.minor, value.currency), currency: value.currency } as Wire<T>;
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)])) as Wire<T>;
  }
  return value as Wire<T>;
}
