import { expect, test } from '@playwright/test';
import { latestCode, newAccount, registerByApi, signIn } from './support/accounts.ts';

test('a visitor signs up, signs in and sees the shell greeting', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Predict. Watch. Win.' })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  const submit = page.getByRole('button', { name: /create account|sign up/i });
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome, ${account.username}`)).toBeVisible();
  await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();
});

test('signing up with a taken username shows why and creates nothing', async ({ page, request, baseURL }) => {
  const existing = await registerByApi(request, baseURL!);
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Bob');
  await page.getByLabel('Last name').fill('Keeper');
  await page.getByLabel('Username').fill(existing.username.toUpperCase());
  await page.getByLabel('Email').fill(`other.${existing.email}`);
  await page.getByLabel('Password', { exact: true }).fill('Keeper2026x');
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('This username is already taken').first()).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the spec toast', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await page.goto('/login');
  await signIn(page, { email: account.email, password: 'Wrong2026x' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByText('Please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the sidebar toggles with Ctrl+B and keeps its state after a reload', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const account = await registerByApi(request, baseURL!);
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Collapsed, the sidebar keeps icon-only links (3rem wide); expanded they carry their labels.
  const transactionsLink = page.getByRole('link', { name: 'Transactions' });
  const linkWidth = async () => (await transactionsLink.boundingBox())?.width ?? 0;
  await expect.poll(linkWidth).toBeGreaterThan(150);
  await page.keyboard.press('Control+b');
  await expect.poll(linkWidth).toBeLessThan(48);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(page.getByText(`Welcome, ${account.username}`)).toBeVisible();
  await expect.poll(linkWidth).toBeLessThan(48);
  await page.keyboard.press('Control+b');
  await expect.poll(linkWidth).toBeGreaterThan(150);
});

test('a signed-out visitor to a protected page signs in and comes back to it', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Email').first()).toHaveValue(account.email);

  // Back does not return to /login: the redirect replaced history.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a player resets a forgotten password with the emailed code', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: /send|request/i }).click();
  await expect(page.getByText('OTP sent to your email address')).toBeVisible();

  const code = await latestCode(request, account.email);
  const otp = page.getByLabel(/code|otp/i);
  await otp.fill(`${code}x`);
  await expect(otp).toHaveValue(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  const newPassword = 'Penalty2027';
  await page
    .getByLabel(/new password/i)
    .first()
    .fill(newPassword);
  const confirm = page.getByLabel(/confirm/i);
  if (await confirm.count()) await confirm.fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successfully! You can now login with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: account.email, password: account.password });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a player signs out and protected pages are closed again', async ({ page, request, baseURL }) => {
  const account = await registerByApi(request, baseURL!);
  await page.goto('/login');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`${baseURL}/?$`));
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/wallet');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => errors.push(message.text()));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(errors.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
