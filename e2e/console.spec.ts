import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { newAccount, registerByApi, signInAs, type TestAccount } from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';

// The operator console in a browser. A role is granted only by `npm run users`, which needs the
// embedded database to itself: this journey runs its own server (E2E_PORT + 1000, its own data directory), stops
// it to grant the role with the CLI, and starts it again.

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = 'test-results/e2e-console-data';
const SHOTS = 'test-results/screenshots';
const SERVER_ENV = {
  // No simulated clips to render: this journey is about the console, and the machine is shared.
  DEMO_CATALOG: 'off',
  RENDER_CONCURRENCY: '0',
  REVIEW_WITHDRAWALS_FROM: 'USD=20',
};

let server: OwnServer | null = null;

async function startServer() {
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, env: SERVER_ENV, name: 'the console journey' });
}

async function stopServer() {
  const running = server;
  server = null;
  await running?.stop();
}

test.use({ baseURL: BASE });
test.describe.configure({ mode: 'serial' });

let operator: TestAccount;
let player: TestAccount;
let withdrawalReference = '';

/** A player with 50 USD who asks to withdraw 25: above the journey's 20 USD threshold, so it waits. */
async function playerWithHeldWithdrawal(request: APIRequestContext) {
  const account = await registerByApi(request, BASE);
  const headers = { Origin: BASE };
  expect(
    (
      await request.post('/api/auth/login', { data: { email: account.email, password: account.password }, headers })
    ).ok(),
  ).toBe(true);
  const me = await (await request.get('/api/users/profile')).json();
  const userId = me.data.id as string;
  const wallet = await request.post(`/api/users/${userId}/wallets`, {
    data: { currency: 'USD', entityType: 'personal', default: true },
    headers,
  });
  const walletId = (await wallet.json()).data.id as string;
  const funding = await request.post(`/api/users/${userId}/fund`, {
    data: { idempotencyKey: `fund-${Date.now()}`, walletId, amount: { value: 50, currency: 'USD' } },
    headers,
  });
  const link = (await funding.json()).data.paymentLink as string;
  // By bank transfer: its money may go to the player's bank account (a card payment's would go back to the card).
  const paid = await request.post(`${new URL(link).pathname}/pay-by-bank-transfer`, {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(async () => (await (await request.get(`/api/users/${userId}/wallets`)).json()).data[0].balance.value)
    .toBe(50);
  const withdrawal = await request.post(`/api/users/${userId}/withdrawals`, {
    data: {
      idempotencyKey: `withdraw-${Date.now()}`,
      walletId,
      amount: { value: 25, currency: 'USD' },
      destination: { accountHolderName: 'Ada Striker', accountNumber: '0123456789' },
    },
    headers,
  });
  const body = await withdrawal.json();
  expect(body.data.status).toBe('pending');
  return { account, reference: body.data.reference as string };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  await startServer();
  operator = await registerByApi(request, BASE, newAccount());
  ({ account: player, reference: withdrawalReference } = await playerWithHeldWithdrawal(request));
  await stopServer();
  const granted = execFileSync('npx', ['tsx', 'apps/api/src/cli/users.ts', 'grant-operator', operator.email], {
    env: { ...process.env, DATA_DIR, ...SERVER_ENV },
    encoding: 'utf8',
  });
  expect(granted).toContain('operator');
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
});

test('a player who opens /admin sees the 404 page', async ({ page }) => {
  await signInAs(page, player);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
});

test('an operator walks through every screen: finds, locks and unlocks a player, approves the held withdrawal', async ({
  page,
}) => {
  await signInAs(page, operator);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Players', { exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-overview.png` });

  // Players: search, the detail's sections, lock (audited) and unlock.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Email, username or id').fill(player.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: player.email }).click();
  await expect(
    page.getByRole('heading', { name: `${player.firstName} ${player.lastName} (@${player.username})` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wallets' })).toContainText('$50.00');
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText(withdrawalReference);
  await page.getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByText(/Locked since/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-player.png` });
  await page.getByRole('button', { name: 'Unlock account' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // Money: the held withdrawal, approved; the ledger audit.
  await page.getByRole('link', { name: 'Money' }).click();
  await page.getByLabel('Approval').selectOption('true');
  const row = page.getByRole('row', { name: new RegExp(withdrawalReference) });
  await expect(row).toContainText('waiting (threshold)');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Withdrawal decided')).toBeVisible();
  await page.getByLabel('Approval').selectOption('');
  await expect(page.getByRole('row', { name: new RegExp(withdrawalReference) })).toContainText('processing');
  await expect(page.getByText('Every invariant holds')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/console-money.png` });

  // Games and Clips (this server renders none: the tables say so).
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Games' }).click();
  await page.getByLabel('Game id').fill('5d0f6a3e-8a8c-4b59-9c61-1d8d2f1b6a10');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Could not load this game')).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Clips' }).click();
  await expect(page.getByText('No clip matches.')).toBeVisible();
  // A manifest uploaded from the console goes through the CLI's importer; its videos must be in DATA_DIR/imports.
  await page.getByLabel(/Import a manifest/).setInputFiles({
    name: 'manifest.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'league,year,goalType,outcome,preVideo,postVideo\nUpload League,2021,Shot,goal,none.mp4,none.mp4\n',
    ),
  });
  await expect(page.getByRole('status').filter({ hasText: '1 rows: 0 imported' })).toContainText(
    'Line 2: preVideo none.mp4 does not exist',
  );

  // The audit log holds every action above, the CLI's grant first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: 'Audit log' });
  for (const action of ['role.grant-operator', 'account.lock', 'account.unlock', 'withdrawal.approve', 'clip.import']) {
    await expect(audit).toContainText(action);
  }
  await expect(audit).toContainText(operator.email);
  await page.screenshot({ path: `${SHOTS}/console-audit.png` });
});
