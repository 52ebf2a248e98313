import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { signUpAndIn } from '../helpers/accounts.ts';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { HttpClient } from '../helpers/http-client.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { newIdempotencyKey } from '../helpers/money.ts';
import { TEST_PUBLIC_URL, TEST_SECRETS_ENV } from '../helpers/start-test-app.ts';
import { startWebhookRelay, type WebhookRelay } from '../helpers/webhook-relay.ts';

// A real API process on the embedded database is killed (SIGKILL) while the sandbox checkout's 'Pay' is in
// flight: the payment is decided, its webhook is on its way and not yet answered. Restarted on the same data
// folder, the process credits the funding exactly once, from the sandbox's outbox, and the ledger balances.

// The file runs in both drivers' `alone` groups (its process is on PGlite either way): each has its own ports.
const PORT_BASE = process.env.TEST_DB_DRIVER === 'postgres' ? 4202 : 4200;
const API_PORT = PORT_BASE;
const RELAY_PORT = PORT_BASE + 1;

describe('a server killed during a sandbox payment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gom-crash-mid-pay-'));
  let relay: WebhookRelay | undefined;
  let api: ApiProcess | undefined;
  /** While true the relay holds every webhook unanswered (the process dies before hearing back). */
  let holding = true;
  const held: ServerResponse[] = [];
  let heldOne: () => void = () => {};
  const firstHeld = new Promise<void>((resolve) => (heldOne = resolve));

  afterAll(async () => {
    if (api) await stopApiProcess(api, 'SIGKILL');
    for (const response of held) response.destroy();
    await relay?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...TEST_SECRETS_ENV,
    WEB_DIST_DIR: join(dataDir, 'no-web-dist'),
    SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${RELAY_PORT}/api/payments/webhooks/sandbox`,
  };

  it('credits the funding exactly once after a restart, and the ledger balances', async () => {
    relay = await startWebhookRelay({
      port: RELAY_PORT,
      forwardTo: (path) => `http://127.0.0.1:${API_PORT}${path}`,
      intercept: (response) => {
        if (!holding) return false;
        held.push(response);
        heldOne();
        return true;
      },
    });
    api = await startApiProcess(env, API_PORT);

    const client = new HttpClient(api.baseUrl, TEST_PUBLIC_URL);
    const { user } = await signUpAndIn(client);
    const wallet = await client.post(`/api/users/${user.id}/wallets`, {
      currency: 'USD',
      entityType: 'personal',
      default: true,
    });
    expect(wallet.status, JSON.stringify(wallet.body)).toBe(201);
    const walletId = wallet.body.data.id as string;
    const funding = await client.post(`/api/users/${user.id}/fund`, {
      idempotencyKey: newIdempotencyKey(),
      walletId,
      amount: { value: 25, currency: 'USD' },
    });
    expect(funding.status, JSON.stringify(funding.body)).toBe(201);
    const { transactionId, paymentLink } = funding.body.data as { transactionId: string; paymentLink: string };

    // 'Pay', and the process dies while its webhook is unanswered.
    const paying = fetch(`${api.baseUrl}${new URL(paymentLink).pathname}/pay`, {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    }).catch((error: unknown) => error);
    await firstHeld;
    await stopApiProcess(api, 'SIGKILL');
    expect(await paying).toBeInstanceOf(Error);
    for (const response of held.splice(0)) response.destroy();

    holding = false;
    api = await startApiProcess(env, API_PORT);
    const balance = async () => {
      const wallets = await client.get(`/api/users/${user.id}/wallets`);
      return (wallets.body.data as Array<{ id: string; balance: { value: number } }>).find((w) => w.id === walletId)
        ?.balance.value;
    };
    const deadline = Date.now() + 30_000;
    while ((await balance()) !== 25 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await balance()).toBe(25);
    // Any further resend changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await balance()).toBe(25);
    await stopApiProcess(api);
    api = undefined;

    const database = openConfiguredDatabase({ databaseUrl: undefined, dataDir });
    try {
      const rows = await queryRows<{ status: string; transfers: number }>(
        database.db,
        sql`select status, (select count(*)::int from ledger_transfers
                             where idempotency_key = ${`funding:${transactionId}`}) as transfers
              from money_transactions where id = ${transactionId}`,
      );
      expect(rows).toEqual([{ status: 'completed', transfers: 1 }]);
      expect(await auditLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
