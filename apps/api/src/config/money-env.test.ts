import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../config.ts';

const secrets = () => ({});
const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/gom-config-test', ...env }, { readSecrets: secrets });
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

describe('money-out configuration', () => {
  it('defaults to the documented rate table, a 1.5 % spread and the sandbox payouts', () => {
    const config = load({});
    expect(config.fxRates.perUsd).toEqual({ USD: '1', EUR: '0.92', GBP: '0.79', NGN: '1550', USDT: '1', USDC: '1' });
    expect(config.fxRates.asOf.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(config.fxSpreadBasisPoints).toBe(150n);
    expect(config.payoutProvider).toBe('sandbox');
  });

  it('reads FX_RATES, FX_RATES_AS_OF and FX_SPREAD_PERCENT', () => {
    const config = load({
      FX_RATES: 'ngn=1600, EUR=0.9',
      FX_RATES_AS_OF: '2030-01-01T00:00:00Z',
      FX_SPREAD_PERCENT: '0.75',
    });
    expect(config.fxRates.perUsd).toEqual({ USD: '1', NGN: '1600', EUR: '0.9' });
    expect(config.fxSpreadBasisPoints).toBe(75n);
  });

  it('names every bad variable', () => {
    expect(problemsOf({ FX_RATES: 'EUR=abc' })[0]).toMatch(/^FX_RATES must be a comma list/);
    expect(problemsOf({ FX_RATES_AS_OF: 'soon' })[0]).toMatch(/^FX_RATES_AS_OF must be an ISO date-time/);
    expect(problemsOf({ FX_SPREAD_PERCENT: '25' })[0]).toMatch(/^FX_SPREAD_PERCENT must be a percentage/);
    expect(problemsOf({ PAYOUT_PROVIDER: 'bank' })[0]).toMatch(/^PAYOUT_PROVIDER must be one of sandbox, paystack/);
    expect(problemsOf({ PAYOUT_PROVIDER: 'paystack' })).toContain(
      'PAYSTACK_SECRET_KEY is required when PAYOUT_PROVIDER=paystack',
    );
    expect(problemsOf({ PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'nope' })).toContain(
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_... or sk_live_...)',
    );
  });

  it('switches withdrawals off in production unless PAYOUT_PROVIDER names a provider', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      OTP_SECRET: 'y'.repeat(32),
      MEDIA_SECRET: 'z'.repeat(32),
      CLIP_SECRET: 'w'.repeat(32),
    };
    expect(load(production).payoutProvider).toBeNull();
    expect(
      load({ ...production, PAYOUT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_abc' }).payoutProvider,
    ).toBe('paystack');
  });
});
