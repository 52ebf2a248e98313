import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFxCommand } from '../../src/cli/run-fx-command.ts';
import { addWallet, fundedPlayer } from '../helpers/money.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe('npm run fx: the operator updates the rate table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ buildOptions: { payments: { sweepIntervalMs: 0 } } });
  });
  afterAll(() => t.close());

  async function run(...argv: string[]) {
    let out = '';
    let err = '';
    const code = await runFxCommand(argv, {
      config: t.app.config,
      database: t.database,
      clock: t.clock,
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: (text: string) => (err += text) },
    });
    return { code, out, err };
  }

  it('shows the configured default table, then quotes with the rates it stores', async () => {
    const shown = await run('show');
    expect(shown).toMatchObject({ code: 0 });
    expect(shown.out).toBe('EUR=0.92,GBP=0.79,NGN=1550,USDT=1,USDC=1\nas of 2026-11-01T00:00:00.000Z\n');

    const stored = await run('set', 'NGN=1600', '--as-of', '2030-01-15T11:00:00Z');
    expect(stored.code).toBe(0);
    expect((await run('show')).out).toBe('EUR=0.92,GBP=0.79,NGN=1600,USDT=1,USDC=1\nas of 2030-01-15T11:00:00.000Z\n');

    const player = await fundedPlayer(t, 10);
    const ngn = await addWallet(player.client, player.user.id, 'NGN');
    const quote = await player.client.post(`/api/users/${player.user.id}/transfers/quote`, {
      fromWalletId: player.wallet.id,
      toWalletId: ngn.id,
      amount: { value: 10, currency: 'USD' },
    });
    expect(quote.body.data).toMatchObject({ rate: 1600, ratesAsOf: '2030-01-15T11:00:00.000Z' });
  });

  it('refuses a bad table or time and stores nothing', async () => {
    const before = (await run('show')).out;
    expect(await run('set', 'XYZ=1')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"XYZ" is not a supported currency'),
    });
    expect(await run('set', 'EUR=-1')).toMatchObject({ code: 2 });
    expect(await run('set', 'EUR=0.9', '--as-of', 'yesterday')).toMatchObject({ code: 2 });
    expect(await run('set')).toMatchObject({ code: 2 });
    expect(await run('bogus')).toMatchObject({ code: 2 });
    expect((await run('show')).out).toBe(before);
  });
});
