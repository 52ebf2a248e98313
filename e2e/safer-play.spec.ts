import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import { createWalletInUi } from './support/wallet.ts';

/** A fresh player, signed in, with a USD wallet, on the Settings page; its Safer play section. */
async function playerOnSettings(page: Page, request: APIRequestContext, baseURL: string) {
  const account = await registerByApi(request, baseURL);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');
  await page.goto('/settings');
  return page.getByRole('region', { name: 'Safer play' });
}

/** Starts a funding from the wallet screen's 'Add' dialog; returns the dialog. */
async function startFunding(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog').first();
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Generate Payment Link' }).click();
  return dialog;
}

test('a player sets a daily deposit limit and is refused a funding above it', async ({ page, request, baseURL }) => {
  const saferPlay = await playerOnSettings(page, request, baseURL!);
  await expect(saferPlay.getByText('You have no limits set.')).toBeVisible();
  // Deposit limit, Daily, USD are the form's first choices.
  await expect(saferPlay.getByRole('combobox', { name: 'Limit' })).toHaveText('Deposit limit');
  await saferPlay.getByLabel('Amount').fill('20');
  await saferPlay.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Limit saved')).toBeVisible();
  await expect(saferPlay.getByText('Daily deposit limit (USD): $20.00')).toBeVisible();

  await page.goto('/wallet');
  const first = await startFunding(page, '15');
  await expect(first.getByRole('heading', { name: 'Payment Link Generated' })).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).first().click();

  await startFunding(page, '10');
  const refusal = page.getByRole('dialog', { name: 'Safer play' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Daily deposit limit of USD 20.00 reached; it resets at 00:00 UTC.');
  await refusal.getByRole('link', { name: 'Open Safer play' }).click();
  await expect(page).toHaveURL(/\/settings#safer-play$/);
  await expect(page.getByRole('region', { name: 'Safer play' }).getByText(/Used \$15\.00 this period/)).toBeVisible();
});

test('a player takes a 24-hour time-out: no funding, the dashboard shows when it ends', async ({
  page,
  request,
  baseURL,
}) => {
  const saferPlay = await playerOnSettings(page, request, baseURL!);
  await saferPlay.getByRole('button', { name: 'Time-out for 24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a 24 hours time-out?' });
  await expect(confirm).toContainText('Withdrawals still work');
  await confirm.getByRole('button', { name: 'Start time-out' }).click();
  await expect(page.getByText('Your time-out has started')).toBeVisible();
  await expect(saferPlay.getByText(/Your time-out ends on/)).toBeVisible();
  await expect(saferPlay.getByRole('button', { name: 'Save limit' })).toBeDisabled();

  await page.goto('/dashboard');
  await expect(page.getByText(/Your time-out ends on .+ Until then you cannot play or add funds/)).toBeVisible();

  await page.goto('/wallet');
  await startFunding(page, '10');
  const refusal = page.getByRole('dialog', { name: 'Safer play' });
  await expect(refusal).toContainText(/You are taking a time-out until .+ so you cannot add funds/);
});
