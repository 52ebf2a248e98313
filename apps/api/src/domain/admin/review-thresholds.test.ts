import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_WITHDRAWALS_FROM, parseReviewThresholds } from './review-thresholds.ts';

describe('parseReviewThresholds', () => {
  it('reads whole units per currency as minor units', () => {
    expect(parseReviewThresholds('usd=1000, USDT=5')).toEqual({ thresholds: { USD: 100_000n, USDT: 5_000_000n } });
    expect(parseReviewThresholds(DEFAULT_REVIEW_WITHDRAWALS_FROM)).toMatchObject({
      thresholds: { NGN: 150_000_000n },
    });
    expect(parseReviewThresholds('')).toEqual({ thresholds: {} });
  });

  it('names the first problem', () => {
    expect(parseReviewThresholds('XYZ=1')).toEqual({ problem: '"XYZ" is not a supported currency' });
    expect(parseReviewThresholds('USD=0')).toEqual({ problem: 'USD=0 is not a positive whole amount' });
    expect(parseReviewThresholds('USD=10.5')).toEqual({ problem: 'USD=10.5 is not a positive whole amount' });
  });
});
