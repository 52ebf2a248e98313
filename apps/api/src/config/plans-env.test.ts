import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const noSecretsFile = () => ({ JWT_SECRET: 'from-file-jwt', OTP_SECRET: 'from-file-otp' });
const load = (env: Record<string, string>) => loadConfig(env, { cwd: '/srv/app', readSecrets: noSecretsFile });

function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('plans configuration', () => {
  it('defaults to $9.99 (and about that in every currency), 8% Free and 5% Premium margins', () => {
    const { plans } = load({});
    expect(plans).toEqual({
      freeMarginPercent: 8,
      premiumMarginPercent: 5,
      premiumPrices: { USD: 999n, EUR: 949n, GBP: 799n, NGN: 1_499_900n, USDT: 9_990_000n, USDC: 9_990_000n },
    });
  });

  it('reads PREMIUM_PRICES over the defaults and the two margins', () => {
    const { plans } = load({
      PREMIUM_PRICES: 'USD=12, NGN=15000.5',
      FREE_MARGIN_PERCENT: '7.5',
      PREMIUM_MARGIN_PERCENT: '0',
    });
    expect(plans.premiumPrices).toMatchObject({ USD: 1200n, NGN: 1_500_050n, EUR: 949n });
    expect(plans).toMatchObject({ freeMarginPercent: 7.5, premiumMarginPercent: 0 });
  });

  it.each([
    [
      'USD=9.999',
      'PREMIUM_PRICES must be a comma list of CODE=monthly price: USD=9.999: USD amounts can have at most 2 decimal places',
    ],
    ['XYZ=1', 'PREMIUM_PRICES must be a comma list of CODE=monthly price: XYZ is not a supported currency'],
    ['USD=1,USD=2', 'PREMIUM_PRICES must be a comma list of CODE=monthly price: USD is listed twice'],
    ['USD=0', "PREMIUM_PRICES must be a comma list of CODE=monthly price: USD's price must be above 0"],
    ['USD:9.99', 'PREMIUM_PRICES must be a comma list of CODE=monthly price: "USD:9.99" is not CODE=price'],
  ])('refuses PREMIUM_PRICES=%s with a clear line', (value, problem) => {
    const [line] = problemsOf({ PREMIUM_PRICES: value });
    expect(line?.startsWith(problem), line).toBe(true);
  });

  it('refuses a margin that is not a percentage, and a Premium margin above Free’s', () => {
    expect(problemsOf({ FREE_MARGIN_PERCENT: '50' })[0]).toMatch(/^FREE_MARGIN_PERCENT must be a percentage from 0/);
    expect(problemsOf({ PREMIUM_MARGIN_PERCENT: '-1' })[0]).toMatch(/^PREMIUM_MARGIN_PERCENT must be a percentage/);
    expect(problemsOf({ PREMIUM_MARGIN_PERCENT: '9' })[0]).toMatch(
      /^PREMIUM_MARGIN_PERCENT must not be above FREE_MARGIN_PERCENT \(8\)/,
    );
  });
});
