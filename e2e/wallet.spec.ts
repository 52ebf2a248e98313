import { expect, test } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import { completeOnSandbox, createWalletInUi, generatePaymentLink } from './support/wallet.ts';

test('a player funds a USD wallet through the sandbox checkout and sees balance and transaction', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await expect(page.getByText('No Wallets Found')).toBeVisible();
  await createWalletInUi(page, 'USD');

  await generatePaymentLink(page, '25.50');
  await completeOnSandbox(page, 'Pay');
  await page.getByRole('button', { name: "I've Completed Payment" }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const balance = page.getByTestId('available-balance');
  await expect(balance).toHaveText('******');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance).toHaveText('$25.50');

  await page.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  const row = page.getByRole('row', { name: /Funding/ });
  await expect(row).toContainText('$25.50');
  await expect(row).toContainText(/completed/i);
});

test('a declined checkout ends the funding as failed and credits nothing', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');

  await generatePaymentLink(page, '10');
  await completeOnSandbox(page, 'Decline');
  await page.getByRole('button', { name: "I've Completed Payment" }).click();
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('available-balance')).toHaveText('$0.00');
  await expect(page.getByText(/Pending Funding/)).toHaveCount(0);

  await page.goto('/transactions');
  const row = page.getByRole('row', { name: /Funding/ });
  await expect(row).toContainText(/failed/i);
  await expect(row.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
});

test('a payment left open is paid later with Pay Now from the pending list', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');

  await generatePaymentLink(page, '7.25');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('heading', { name: 'Pending Funding (1)' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Payment Link Generated' })).toBeVisible();
  await expect(dialog).toContainText('$7.25');
  await completeOnSandbox(page, 'Pay');
  await dialog.getByRole('button', { name: "I've Completed Payment" }).click();

  await expect(page.getByText(/Pending Funding/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('available-balance')).toHaveText('$7.25');
});
