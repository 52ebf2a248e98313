import { expect, test } from '@playwright/test';
import { latestCode, newAccount, registerByApi, signIn, signInAs } from './support/accounts.ts';

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
  await page.getByLabel('Date of birth').fill(account.dateOfBirth);
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
  await page.getByLabel('Date of birth').fill('1991-04-02');
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

test('a player edits their name and username, and moves to a new email with the code sent there', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerByApi(request, baseURL!);
  await signInAs(page, account);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('First Name').fill('Grace');
  await dialog.getByLabel('Last Name').fill('Hopper');
  const username = `grace_${account.username.slice(-8)}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  // The shell's greeting reads the same cached profile.
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();

  const newEmail = `moved.${account.email}`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByLabel('New Email').fill(newEmail);
  await dialog.getByLabel('Current Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Send Code' }).click();
  // The code's field shows once the server has answered (and stored the mail).
  const codeField = dialog.getByLabel(`Code sent to ${newEmail}`);
  await expect(codeField).toBeVisible();
  await codeField.fill(await latestCode(request, newEmail));
  await page.screenshot({ path: 'test-results/screenshots/edit-profile-email.png' });
  await dialog.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page.getByText('Email Updated')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(newEmail);

  // The new address signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signInAs(page, { email: newEmail, password: account.password });
});
