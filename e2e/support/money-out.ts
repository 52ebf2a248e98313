import { expect, type Page } from '@playwright/test';
import { completeOnSandbox, createWalletInUi, generatePaymentLink } from './wallet.ts';

/** Picks a wallet by currency in the wallet card's selector. */
export async function selectWallet(page: Page, currency: string) {
  await page.getByRole('combobox', { name: 'Wallet currency' }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency}\\b`) }).click();
}

/** Opens an entry of the wallet card's 'More' menu. */
export async function openMoreMenu(page: Page, item: 'Transfer' | 'Settings' | 'Create Wallet') {
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Picks an option of a select inside a dialog by its label. */
export async function chooseInDialog(page: Page, label: string, currency: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${currency}\\b`) }).click();
}

/** Reveals the masked balance (once no dialog covers the card) and checks it. */
export async function expectBalance(page: Page, text: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const reveal = page.getByRole('button', { name: 'Show balance' });
  await expect(reveal.or(page.getByRole('button', { name: 'Hide balance' }))).toBeVisible();
  if (await reveal.isVisible()) await reveal.click();
  await expect(page.getByTestId('available-balance')).toHaveText(text);
}

/** Funds the selected wallet through the sandbox checkout, as a player would: by card ('Pay') unless said. */
export async function fundSelectedWallet(page: Page, amount: string, button: 'Pay' | 'Pay by bank transfer' = 'Pay') {
  await generatePaymentLink(page, amount);
  await completeOnSandbox(page, button);
  await page.getByRole('button', { name: "I've Completed Payment" }).click();
}

/** Opens a wallet in `currency` and funds it through the sandbox checkout, as a player would. */
export async function openFundedWallet(
  page: Page,
  currency: string,
  amount: string,
  button: 'Pay' | 'Pay by bank transfer' = 'Pay',
) {
  await createWalletInUi(page, currency);
  await fundSelectedWallet(page, amount, button);
}
