import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, walletOf } from '../helpers/money.ts';
import { requestUsdWithdrawal, signedInOperator } from '../helpers/operator.ts';
import { payoutIdFor, pressPayoutButton, sandboxPayoutsPage } from '../helpers/sandbox-payouts.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe('the console’s Money screen: payments, held withdrawals, the ledger audit', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await startTestApp({
      env: { REVIEW_WITHDRAWALS_FROM: 'USD=40' },
      buildOptions: {
        payments: { sweepIntervalMs: 0 },
        moneyOut: { webhookRetry: { attempts: 2, baseDelayMs: 10, timeoutMs: 2_000 } },
      },
    });
    operator = await signedInOperator(t);
  });
  afterAll(() => t.close());

  const withdraw = requestUsdWithdrawal;
  const payments = async (query: string) => {
    const response = await operator.client.get(`/api/admin/payments?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as Array<{ id: string; type: string; status: string; review: unknown }>;
  };

  it('holds a withdrawal above the threshold until an operator approves it, then pays it', async () => {
    const player = await fundedPlayer(t, 100);
    const small = await withdraw(player, 10);
    expect(small.body.data).toMatchObject({ status: 'processing' });

    const held = await withdraw(player, 50);
    expect(held.status).toBe(201);
    expect(held.body.data.status).toBe('pending');
    expect(held.body.data.payoutLink).toBeUndefined();
    const { transactionId, reference } = held.body.data;
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 100 },
      available: { value: 40 },
    });
    expect(await sandboxPayoutsPage(operator.client)).not.toContain(reference);
    expect((await payments('awaitingApproval=true')).map((row) => row.id)).toEqual([transactionId]);
    expect(await payments(`awaitingApproval=true&userId=${player.user.id}`)).toHaveLength(1);

    const approved = await operator.client.post(`/api/admin/withdrawals/${transactionId}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'processing' });
    expect(await payments('awaitingApproval=true')).toEqual([]);
    expect((await operator.client.post(`/api/admin/withdrawals/${transactionId}/approve`, {})).status).toBe(409);

    await pressPayoutButton(player.client, await payoutIdFor(player.client, reference), 'complete');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 50 } });
    const audit = await operator.client.get(`/api/admin/audit?entityType=withdrawal&entityId=${transactionId}`);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actor: operator.user.email,
        before: { status: 'pending', review: 'waiting', reason: 'threshold' },
        after: { status: 'pending', review: 'approved' },
      }),
    ]);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('a rejected withdrawal releases its hold and fails; a cancelled one cannot be approved', async () => {
    const player = await fundedPlayer(t, 100);
    const held = (await withdraw(player, 60)).body.data;
    const rejected = await operator.client.post(`/api/admin/withdrawals/${held.transactionId}/reject`, {});
    expect(rejected.body.data).toMatchObject({ status: 'failed' });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 100 },
      available: { value: 100 },
    });

    const other = (await withdraw(player, 45)).body.data;
    const cancelled = await player.client.post(
      `/api/users/${player.user.id}/withdrawals/${other.transactionId}/cancel`,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await operator.client.post(`/api/admin/withdrawals/${other.transactionId}/approve`, {})).status).toBe(409);
    expect(await sandboxPayoutsPage(operator.client)).not.toContain(other.reference);

    const audit = await operator.client.get(`/api/admin/audit?entityType=withdrawal&entityId=${held.transactionId}`);
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'withdrawal.reject' })]);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('lists fundings and withdrawals with filters, and audits a ledger with activity', async () => {
    const fundings = await payments('type=funding&status=completed&currency=USD');
    expect(fundings.length).toBeGreaterThanOrEqual(2);
    expect(fundings.every((row) => row.type === 'funding' && row.status === 'completed')).toBe(true);
    expect((await payments('type=withdrawal&status=failed')).length).toBeGreaterThanOrEqual(1);
    expect((await operator.client.get('/api/admin/payments?type=gameStake')).status).toBe(400);

    const ledger = await operator.client.get('/api/admin/ledger');
    expect(ledger.status).toBe(200);
    const data = ledger.body.data as {
      currencies: Array<{ currency: string; total: { value: number }; balanced: boolean }>;
      systemAccounts: Array<{ kind: string; balance: { value: number } }>;
      problems: string[];
    };
    expect(data.problems).toEqual([]);
    expect(data.currencies).toContainEqual({ currency: 'USD', total: { value: 0, currency: 'USD' }, balanced: true });
    const kinds = data.systemAccounts.map((account) => account.kind);
    expect(kinds).toContain('payment_clearing');
    expect(kinds).toContain('payout_clearing');
    // Money that came in through the payment provider: its clearing account carries the other side.
    const clearing = data.systemAccounts.find((account) => account.kind === 'payment_clearing');
    expect(clearing?.balance.value).toBeLessThan(0);
  });
});
