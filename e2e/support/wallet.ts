import { expect, type Page } from '@playwright/test';

/** Creates a wallet from the wallet screen's empty state or its 'More' menu. */
export async function createWalletInUi(page: Page, currency: string) {
  const empty = page.getByText('No Wallets Found');
  // Wait for the wallets to load (a skeleton first): either the empty state or a wallet card.
  await expect(empty.or(page.getByRole('button', { name: 'More' }))).toBeVisible();
  if (await empty.isVisible()) {
    await page.getByRole('button', { name: 'Create Wallet' }).click();
  } else {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Create Wallet' }).click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Currency').click();
  await page.getByRole('option', { name: new RegExp(`^${currency}\\b`) }).click();
  await dialog.getByRole('button', { name: 'Create Wallet' }).click();
  await expect(page.getByText(`Your ${currency} wallet has been created successfully`)).toBeVisible();
}

/** Opens 'Add' on the selected wallet, enters an amount and generates the checkout link. */
export async function generatePaymentLink(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Generate Payment Link' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment Link Generated' })).toBeVisible();
  return dialog;
}

/** Follows 'Complete Payment' into its new tab and presses a button on the sandbox checkout. */
export async function completeOnSandbox(page: Page, button: 'Pay' | 'Pay by bank transfer' | 'Decline') {
  const dialog = page.getByRole('dialog');
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Complete Payment' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByRole('heading', { name: 'Goal or Miss Sandbox Checkout' })).toBeVisible();
  await expect(checkout.getByText('no real money')).toBeVisible();
  await checkout.getByRole('button', { name: button, exact: true }).click();
  await expect(checkout.getByText(button === 'Decline' ? 'Payment declined' : 'Payment successful')).toBeVisible();
  await checkout.close();
}
