import { describe, expect, it } from 'vitest';
import { adminAuditQuerySchema } from './admin.ts';
import { createGameRequestSchema, YEAR_MAX } from './games.ts';
import { MONEY_VALUE_MAX, moneySchema } from './money.ts';
import { clientMessageSchema } from './socket.ts';
import { gameHistoryQuerySchema } from './stats.ts';

// Every number a call accepts has a bound: past it, a 400 at the door rather than an overflow in the database.

const game = {
  numberOfQuestions: 5,
  league: 'Northern Premier',
  from: 2015,
  to: 2020,
  stake: { value: 2, currency: 'USD' },
  walletId: 'w1',
};
const PAST_RANGE = [1e10, 2 ** 31, 1e17, 2 ** 53, 1e300, Number.MAX_VALUE];

describe('numeric bounds of the contract', () => {
  it.each(PAST_RANGE)('refuses %d as an amount, a year, a page and a question number', (value) => {
    expect(moneySchema.safeParse({ value, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ value: -value, currency: 'USD' }).success).toBe(false);
    expect(createGameRequestSchema.safeParse({ ...game, to: value }).success).toBe(false);
    expect(createGameRequestSchema.safeParse({ ...game, from: value, to: value }).success).toBe(false);
    expect(gameHistoryQuerySchema.safeParse({ page: String(value) }).success).toBe(false);
    expect(
      clientMessageSchema.safeParse({ type: 'clipReady', payload: { questionIndex: Math.min(value, 2 ** 53 - 1) } })
        .success,
    ).toBe(false);
  });

  it('accepts the edges of each range', () => {
    expect(moneySchema.safeParse({ value: MONEY_VALUE_MAX, currency: 'USD' }).success).toBe(true);
    expect(createGameRequestSchema.safeParse({ ...game, to: YEAR_MAX }).success).toBe(true);
    expect(gameHistoryQuerySchema.safeParse({ page: '1000000' }).success).toBe(true);
    expect(clientMessageSchema.safeParse({ type: 'clipReady', payload: { questionIndex: 9 } }).success).toBe(true);
  });

  it('refuses a date the database cannot hold', () => {
    for (const before of ['-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '0001-01-01T00:00:00Z']) {
      expect(adminAuditQuerySchema.safeParse({ before }).success, before).toBe(false);
    }
    expect(adminAuditQuerySchema.safeParse({ before: '2026-12-01T00:00:00Z' }).success).toBe(true);
  });
});
