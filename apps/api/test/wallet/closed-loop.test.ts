import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRefundEvent } from '../../src/domain/payments/sandbox/sandbox-event.ts';
import { signedInOperator } from '../helpers/operator.ts';
import { auditLedger, totalPlayerMoney } from '../helpers/ledger-audit.ts';
import { newIdempotencyKey, playerWithWallet, pressCheckoutButton, startFunding, walletOf } from '../helpers/money.ts';
import { postSandboxWebhook } from '../helpers/sandbox-webhook.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

// The closed loop (decision 0102): money paid in by card goes back to that card first, as refunds by the payment
// provider, up to what each payment paid; money paid in by bank transfer (which cannot be sent back) and money
// beyond what the cards paid goes to the player's account.

const BANK = { accountHolderName: 'Ada Lovelace', accountNumber: '0123456789' };

describe('withdrawals go back to the card that paid first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { REFUND_WINDOW_DAYS: '180', REVIEW_WITHDRAWALS_FROM: 'USD=500' },
      buildOptions: { payments: { sweepIntervalMs: 0, outboxIntervalMs: 0 }, moneyOut: { outboxIntervalMs: 0 } },
    });
  });
  afterAll(() => t.close());

  type Player = Awaited<ReturnType<typeof playerWithWallet>>;

  /** Funds through the sandbox checkout page, by card ('pay') or by bank transfer. */
  async function fund(player: Player, value: number, button: 'pay' | 'pay-by-bank-transfer' = 'pay') {
    const funding = await startFunding(player.client, player.user.id, player.wallet.id, value);
    const pressed = await pressCheckoutButton(t, funding.paymentLink, button);
    expect(pressed.status).toBe(303);
    return funding;
  }
  const withdraw = (player: Player, value: number, destination: object, idempotencyKey = newIdempotencyKey()) =>
    player.client.post(`/api/users/${player.user.id}/withdrawals`, {
      idempotencyKey,
      walletId: player.wallet.id,
      amount: { value, currency: 'USD' },
      destination,
    });
  const refundable = async (player: Player) => {
    const response = await player.client.get(`/api/users/${player.user.id}/withdrawals/refundable`);
    expect(response.status).toBe(200);
    return response.body.data as Array<{ fundingId: string; reference: string; remaining: { value: number } }>;
  };
  const statusOf = async (player: Player, id: string) => {
    const response = await player.client.get(`/api/users/${player.user.id}/transactions`);
    return (response.body.data as Array<{ id: string; status: string }>).find((row) => row.id === id)?.status;
  };
  /** The sandbox's refund webhooks, as its outbox sends them (a second after they were queued). */
  async function deliverRefunds() {
    t.clock.advance(2_000);
    return t.app.payments.sendDueSandboxWebhooks();
  }

  it('refuses an account withdrawal while a card payment can take the money back, and holds nothing', async () => {
    const player = await playerWithWallet(t);
    const funding = await fund(player, 50);
    expect(await refundable(player)).toEqual([
      expect.objectContaining({
        fundingId: funding.transactionId,
        reference: funding.reference,
        remaining: { value: 50, currency: 'USD' },
      }),
    ]);
    const refused = await withdraw(player, 20, BANK);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(
      `Money paid in by card goes back to the card first: withdraw up to 50.00 USD back to payment ${funding.reference} before withdrawing to an account`,
    );
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 50 },
      available: { value: 50 },
    });
  });

  it('sends money back to the card as a refund, completed by its webhook, and counts it against the payment', async () => {
    const player = await playerWithWallet(t);
    const funding = await fund(player, 50);
    const before = await totalPlayerMoney(t.database.db);
    const response = await withdraw(player, 20, { fundingId: funding.transactionId });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data.status).toBe('processing');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 30 } });
    expect((await refundable(player))[0]?.remaining.value).toBe(30);

    expect(await deliverRefunds()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(player, response.body.data.transactionId)).toBe('completed');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
      balance: { value: 30 },
      available: { value: 30 },
    });
    // The money left the players for the payment provider's clearing account, where the funding came from.
    expect(BigInt(before) - BigInt(await totalPlayerMoney(t.database.db))).toBe(2_000n);
    expect(await auditLedger(t.database.db)).toEqual([]);

    // More than is left of the payment is refused, and nothing is held.
    const over = await withdraw(player, 30.01, { fundingId: funding.transactionId });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('At most 30.00 USD can go back to this payment');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 30 } });

    // Once every card payment has had its money back, the rest goes to an account.
    expect((await withdraw(player, 30, { fundingId: funding.transactionId })).status).toBe(201);
    await deliverRefunds();
    expect(await refundable(player)).toEqual([]);
    await fund(player, 40, 'pay-by-bank-transfer');
    expect(await refundable(player)).toEqual([]);
    const toBank = await withdraw(player, 25, BANK);
    expect(toBank.status, JSON.stringify(toBank.body)).toBe(201);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('answers the same refund to a replay, and two refunds at once never exceed the payment', async () => {
    const player = await playerWithWallet(t);
    const funding = await fund(player, 50);
    const key = newIdempotencyKey();
    const first = await withdraw(player, 10, { fundingId: funding.transactionId }, key);
    const replay = await withdraw(player, 10, { fundingId: funding.transactionId }, key);
    expect([first.status, replay.status]).toEqual([201, 200]);
    expect(replay.body.data.transactionId).toBe(first.body.data.transactionId);

    const both = await Promise.all([
      withdraw(player, 30, { fundingId: funding.transactionId }),
      withdraw(player, 30, { fundingId: funding.transactionId }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 400]);
    expect((await refundable(player))[0]?.remaining.value).toBe(10);
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 10 } });
    await deliverRefunds();
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refuses a payment that is not the player’s, not this wallet’s, not refundable or malformed', async () => {
    const player = await playerWithWallet(t);
    const other = await playerWithWallet(t);
    const byCard = await fund(player, 50);
    const othersCard = await fund(other, 50);
    const byBank = await fund(player, 20, 'pay-by-bank-transfer');
    for (const fundingId of [othersCard.transactionId, byBank.transactionId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await withdraw(player, 5, { fundingId });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(
        'This payment cannot take money back: choose another one or your account',
      );
    }
    // Another player's list is theirs alone.
    expect((await other.client.get(`/api/users/${player.user.id}/withdrawals/refundable`)).status).toBe(403);
    const malformed = await withdraw(player, 5, { fundingId: 'not-a-funding' });
    expect(malformed.status).toBe(400);
    const mixed = await withdraw(player, 5, { fundingId: byCard.transactionId, ...BANK });
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain('A refund goes back to the payment, not to an account');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 70 } });
  });

  it('releases the money when the provider fails the refund, and a later success changes nothing', async () => {
    const player = await playerWithWallet(t);
    const funding = await fund(player, 50);
    const response = await withdraw(player, 15, { fundingId: funding.transactionId });
    const withdrawalId = response.body.data.transactionId as string;
    const failed = sandboxRefundEvent({
      id: 'sbx_re_failed_for_test',
      merchantReference: withdrawalId,
      status: 'failed',
      amount: 1_500n,
      currency: 'USD',
    });
    expect((await postSandboxWebhook(t, JSON.stringify(failed))).body.data.outcome).toBe('failed');
    expect(await statusOf(player, withdrawalId)).toBe('failed');
    expect((await refundable(player))[0]?.remaining.value).toBe(50);
    await deliverRefunds();
    expect(await statusOf(player, withdrawalId)).toBe('failed');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 50 } });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('lets a refund that waits for an operator be cancelled, or approved and sent', async () => {
    const operator = await signedInOperator(t);
    const player = await playerWithWallet(t);
    const funding = await fund(player, 1_000);
    const waiting = await withdraw(player, 600, { fundingId: funding.transactionId });
    expect(waiting.status).toBe(201);
    expect(waiting.body.data.status).toBe('pending');
    const cancelled = await player.client.post(
      `/api/users/${player.user.id}/withdrawals/${waiting.body.data.transactionId}/cancel`,
      {},
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await refundable(player))[0]?.remaining.value).toBe(1_000);

    const approved = await withdraw(player, 700, { fundingId: funding.transactionId });
    const id = approved.body.data.transactionId as string;
    const decision = await operator.client.post(`/api/admin/withdrawals/${id}/approve`, {});
    expect(decision.status, JSON.stringify(decision.body)).toBe(200);
    expect(decision.body.data.status).toBe('processing');
    // Sent: it can no longer be called back.
    const late = await player.client.post(`/api/users/${player.user.id}/withdrawals/${id}/cancel`, {});
    expect(late.status).toBe(409);
    await deliverRefunds();
    expect(await statusOf(player, id)).toBe('completed');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 300 } });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});
