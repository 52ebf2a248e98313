import { expect, test } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import {
  chooseInDialog,
  expectBalance,
  fundSelectedWallet,
  openFundedWallet,
  openMoreMenu,
  selectWallet,
} from './support/money-out.ts';
import { createWalletInUi } from './support/wallet.ts';

const SHOTS = 'test-results/screenshots';

test('a player converts USD to NGN at a shown rate and fee, and sees both sides and the fee in Transactions', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await openFundedWallet(page, 'USD', '100');
  await createWalletInUi(page, 'NGN');
  await selectWallet(page, 'USD');
  await expectBalance(page, '$100.00');

  await openMoreMenu(page, 'Transfer');
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await chooseInDialog(page, 'To', 'NGN');
  await dialog.getByLabel('Amount (USD)').fill('40');
  await dialog.getByRole('button', { name: 'Get Quote' }).click();
  // The default table: 1550 NGN a dollar, a 1.5 % fee: (40 − 0.60) × 1550 = 61,070 NGN.
  const quote = dialog.getByLabel('Quote', { exact: true });
  await expect(quote).toContainText('1 USD = 1,550 NGN');
  await expect(quote).toContainText('$0.60');
  await expect(quote).toContainText('₦61,070.00');
  await expect(dialog).toContainText(/This quote holds for \d+ s/);
  await page.screenshot({ path: `${SHOTS}/transfer-quote.png` });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Transfer Completed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectBalance(page, '$60.00');

  await page.getByRole('link', { name: 'Transactions' }).click();
  const rows = page.getByRole('row', { name: /Transfer/ });
  await expect(rows).toHaveCount(2);
  const sent = rows.filter({ hasText: '$40.00' });
  await expect(sent).toContainText('Fee: $0.60');
  await expect(sent).toContainText(/completed/i);
  await expect(rows.filter({ hasText: '61,070.00' })).toContainText(/completed/i);
  await page.screenshot({ path: `${SHOTS}/transfer-transactions.png`, fullPage: true });
});

test('a player withdraws through the sandbox payout page and sees every step', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  // Paid by bank transfer, which cannot be sent back: its money is withdrawn to the player's account.
  await openFundedWallet(page, 'USD', '50', 'Pay by bank transfer');
  await expectBalance(page, '$50.00');

  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByLabel('Amount (USD)').fill('20');
  await dialog.getByLabel('Account holder name').fill('Ada Striker');
  await dialog.getByLabel('Account number').fill('0123456789');
  await page.screenshot({ path: `${SHOTS}/withdraw-form.png` });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const done = page.getByRole('dialog', { name: 'Withdrawal Requested' });
  await expect(done).toContainText('Processing');
  await expect(page.getByText('Your withdrawal of $20.00 is being processed')).toBeVisible();
  const reference = (await done.getByText(/^GOM-/).textContent())!.trim();

  // The held amount leaves what is available at once; the withdrawal waits in the pending list.
  const [payouts] = await Promise.all([
    page.context().waitForEvent('page'),
    done.getByRole('link', { name: 'Open Sandbox Payouts' }).click(),
  ]);
  await done.getByRole('button', { name: 'Close' }).first().click();
  await expectBalance(page, '$30.00');
  const pending = page.getByRole('list', { name: 'Pending withdrawals' });
  await expect(pending).toContainText('$20.00');
  await expect(pending).toContainText(/Processing/);
  await page.screenshot({ path: `${SHOTS}/withdraw-pending.png`, fullPage: true });

  await payouts.waitForLoadState();
  await expect(payouts.getByRole('heading', { name: 'Goal or Miss Sandbox Payouts' })).toBeVisible();
  const row = payouts.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Ada Striker');
  await payouts.screenshot({ path: `${SHOTS}/sandbox-payouts.png`, fullPage: true });
  await row.getByRole('button', { name: 'Complete' }).click();
  await expect(payouts.getByRole('row', { name: new RegExp(reference) })).toContainText('paid');
  await payouts.close();

  await page.getByRole('link', { name: 'Transactions' }).click();
  const withdrawal = page.getByRole('row', { name: /Withdrawal/ });
  await expect(withdrawal).toContainText('$20.00');
  await expect(withdrawal).toContainText(/completed/i);
  await page.screenshot({ path: `${SHOTS}/withdraw-transactions.png`, fullPage: true });
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByText(/Pending Withdrawals/)).toHaveCount(0);
  await expectBalance(page, '$30.00');

  // Paid by card: a withdrawal goes back to the card first (a refund the sandbox makes at once).
  await fundSelectedWallet(page, '25');
  await expectBalance(page, '$55.00');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const back = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(back.getByText('Money paid in by card goes back to the card first')).toBeVisible();
  await expect(back.getByRole('radio', { name: /Payment GOM-/ })).toBeChecked();
  await expect(back).toContainText('up to $25.00');
  await expect(back.getByLabel('Account number')).toHaveCount(0);
  await back.getByLabel('Amount (USD)').fill('10');
  await page.screenshot({ path: `${SHOTS}/withdraw-back-to-card.png` });
  await back.getByRole('button', { name: 'Withdraw' }).click();
  const requested = page.getByRole('dialog', { name: 'Withdrawal Requested' });
  await expect(requested).toBeVisible();
  await requested.getByRole('button', { name: 'Close' }).first().click();
  await expectBalance(page, '$45.00');
  await expect(async () => {
    await page.getByRole('link', { name: 'Transactions' }).click();
    const refunds = page.getByRole('row', { name: /Withdrawal/ }).filter({ hasText: '$10.00' });
    await expect(refunds).toContainText(/completed/i, { timeout: 2_000 });
    await page.getByRole('link', { name: 'Wallet' }).click();
  }).toPass({ timeout: 20_000 });
});

test('a wallet’s settings show its limits and close it once it is empty', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');
  await createWalletInUi(page, 'EUR');
  await openMoreMenu(page, 'Settings');
  const dialog = page.getByRole('dialog', { name: 'EUR Wallet Settings' });
  await expect(dialog).toContainText('Minimum withdrawal');
  await expect(dialog).toContainText('€5.00');
  await expect(dialog).toContainText('1.5%');
  await page.screenshot({ path: `${SHOTS}/wallet-settings.png` });
  await dialog.getByRole('button', { name: 'Close Wallet' }).click();
  await dialog.getByRole('button', { name: 'Close Wallet' }).click();
  await expect(page.getByText('Your EUR wallet has been closed')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Wallet currency' })).toContainText('USD');
});
