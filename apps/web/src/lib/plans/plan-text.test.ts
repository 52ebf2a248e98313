import { describe, expect, it } from 'vitest';
import { freeGamesLeftText, priceFor, renewalText } from './plan-text.ts';

describe('plan texts', () => {
  it('says how many free games are left today', () => {
    expect(freeGamesLeftText({ freeGamesLeft: 5, dailyGameLimit: 5 })).toBe('5 of 5 free games left today');
    expect(freeGamesLeftText({ freeGamesLeft: 1, dailyGameLimit: 5 })).toBe('1 of 5 free game left today');
    expect(freeGamesLeftText({ freeGamesLeft: null, dailyGameLimit: null })).toBeNull();
  });

  it('dates the renewal, or the end once cancelled', () => {
    const subscription = {
      id: 's',
      walletId: 'w',
      price: { value: 9.99, currency: 'USD' },
      currentPeriodStart: '2030-01-15T12:00:00.000Z',
      currentPeriodEnd: '2030-02-15T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    };
    expect(renewalText(subscription)).toBe('Renews on 15 February 2030');
    expect(renewalText({ ...subscription, cancelAtPeriodEnd: true })).toBe('Premium until 15 February 2030, then Free');
  });

  it('prices Premium in the chosen wallet’s currency', () => {
    const status = { premiumPrices: [{ value: 9.49, currency: 'EUR' }] };
    const wallet = (currency: string) => ({
      id: currency,
      currency,
      default: false,
      balance: { value: 0, currency },
      available: { value: 0, currency },
    });
    expect(priceFor(status, wallet('EUR'))).toEqual({ value: 9.49, currency: 'EUR' });
    expect(priceFor(status, wallet('USD'))).toBeUndefined();
    expect(priceFor(status, undefined)).toBeUndefined();
  });
});
