import { expect, test } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import { completeOnSandbox, createWalletInUi, generatePaymentLink } from './support/wallet.ts';

test('a player funds a USD wallet through the sandbox checkout and sees balance and transaction', async ({
  page,
  request,
  baseURL,
}) => {
  // The landing page says what the clips are: simulated and never seen, not real footage.
  await page.goto('/');
  await expect(page.getByText(/Simulated clips, never seen before\./)).toBeVisible();
  await expect(page.getByText(/Real clips/i)).toHaveCount(0);
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await expect(page.getByText('No Wallets Found')).toBeVisible();
  // Every currency on offer shows its mark as SVG (a flag, or the token's mark for USDT and USDC), never an
  // emoji flag that a desktop without the emoji font draws as two boxes.
  await page.getByRole('button', { name: 'Create Wallet' }).click();
  await page.getByRole('dialog').getByLabel('Currency').click();
  const currencies = page.getByRole('option');
  await expect(currencies.first()).toBeVisible();
  const marks = await currencies.evaluateAll((options) =>
    options.map((option) => ({
      text: option.textContent ?? '',
      svg: option.querySelector('[data-currency-mark] svg')?.getBoundingClientRect().width ?? 0,
    })),
  );
  expect(marks.map(({ text }) => text.match(/^[A-Z]{3,4}/)?.[0])).toEqual(
    expect.arrayContaining(['USD', 'EUR', 'USDT', 'USDC']),
  );
  for (const { text, svg } of marks) {
    expect(svg, `${text} has an SVG mark`).toBeGreaterThanOrEqual(16);
    expect(text, `${text} has no emoji flag`).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await createWalletInUi(page, 'USD');
  await expect(page.locator('[data-currency-mark="USD"] svg').first()).toBeVisible();

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
  await expect(row).toContainText('+$25.50');
  await expect(row).toContainText(/completed/i);

  // The sidebar links the Leaderboard beside the other screens.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/leaderboard$/);
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
