import { describe, expect, it } from 'vitest';
import type { Transaction } from '@gom/contract/transactions';
import { capitalize, formatTransactionDate, isAwaitingPayment, statusTone } from './transaction-status.ts';

const base: Transaction = {
  id: 't1',
  reference: 'GOM-1',
  transactionType: 'funding',
  status: 'initiated',
  amount: { value: 10, currency: 'USD' },
  direction: 'in',
  paymentLink: 'https://pay.example/1',
  createdAt: '2026-01-05T15:04:00.000Z',
};

describe('status badge tones (spec §4)', () => {
  it.each([
    ['completed', 'success'],
    ['success', 'success'],
    ['pending', 'warning'],
    ['processing', 'warning'],
    ['failed', 'destructive'],
    ['cancelled', 'destructive'],
    ['initiated', 'neutral'],
    ['whatever', 'neutral'],
    ['COMPLETED', 'success'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('isAwaitingPayment', () => {
  it('is true only for an initiated transaction with a link', () => {
    expect(isAwaitingPayment(base)).toBe(true);
    expect(isAwaitingPayment({ ...base, paymentLink: undefined })).toBe(false);
    expect(isAwaitingPayment({ ...base, status: 'completed' })).toBe(false);
  });
});

describe('helpers', () => {
  it('capitalises a word', () => {
    expect(capitalize('winnings')).toBe('Winnings');
  });

  it('formats a date in en-US, or returns unreadable text as is', () => {
    expect(formatTransactionDate('2026-01-05T12:00:00.000Z')).toMatch(/^Jan [45], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatTransactionDate('not a date')).toBe('not a date');
  });
});
