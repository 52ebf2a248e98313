import { expect, test } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';
import { createWalletInUi, generatePaymentLink } from './support/wallet.ts';

// Hardening as a phone sees it: the sandbox checkout fits 390 px and has an icon, no page can be framed, and a
// disabled button looks disabled.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the sandbox checkout fits the screen, every page refuses framing, and /favicon.ico exists', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/wallet');
  await createWalletInUi(page, 'USD');
  const dialog = await generatePaymentLink(page, '999999');
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: 'Complete Payment' }).click(),
  ]);
  await checkout.waitForLoadState();
  const response = await checkout.reload();
  await expect(checkout.getByRole('heading', { name: 'Goal or Miss Sandbox Checkout' })).toBeVisible();
  expect(await checkout.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const payBox = (await checkout.getByRole('button', { name: 'Pay', exact: true }).boundingBox())!;
  expect(payBox.x + payBox.width).toBeLessThanOrEqual(390);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await checkout.screenshot({ path: 'test-results/screenshots/phone-checkout.png' });

  const spa = await request.get('/dashboard');
  const csp = spa.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(spa.headers()['x-frame-options']).toBe('DENY');
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('icon');
});

test('a disabled button takes the muted surface, not the brand colour', async ({ page }) => {
  await page.goto('/signup');
  const create = page.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  const enabled = page.getByRole('link', { name: 'Sign in' });
  const [disabledBackground, linkColour] = await Promise.all([
    create.evaluate((element) => getComputedStyle(element).backgroundColor),
    enabled.evaluate((element) => getComputedStyle(element).color),
  ]);
  // The primary green is the link's colour; the disabled button's background is not it.
  expect(disabledBackground).not.toBe(linkColour);
  expect(await create.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});
