import { expect, test, type Page } from '@playwright/test';
import { registerByApi, signInAs } from './support/accounts.ts';

// Community: a player sets a display name and an avatar colour on their profile, asks another player to be
// friends by username from the leaderboard's Friends tab, and the other (on a phone) accepts; both then see each
// other on the Friends board. Neither has played, so both are listed as not ranked yet.

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a player names themself, asks a friend by username, and the friend accepts on a phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const ada = await registerByApi(request, baseURL!);
  const bo = await registerByApi(request, baseURL!);
  const displayName = `Ada ${ada.username.slice(-8)}`;

  // Ada at 1280×800: a display name and a colour, from Edit Profile.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, ada);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Display Name').fill(displayName);
  await dialog.getByRole('radio', { name: 'Rose' }).click();
  await expect(dialog.getByTestId('profile-preview')).toContainText(`Others see you as ${displayName}`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-display-name')).toHaveText(`Others see you as ${displayName}`);
  await expect(page.getByTestId('player-avatar').first()).toHaveAttribute('data-color', 'rose');
  await page.screenshot({ path: 'test-results/screenshots/community-profile-1280.png', fullPage: true });

  // The Friends tab: nobody yet; a typo is refused and changes nothing; Bo by username is asked.
  await page.goto('/leaderboard');
  await page.getByRole('tab', { name: 'Friends' }).click();
  await expect(page).toHaveURL(/board=friends/);
  await expect(page.getByRole('heading', { name: 'No friends yet' })).toBeVisible();
  const field = page.getByLabel('Username or display name');
  await field.fill(`${bo.username}_nobody`);
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No player goes by that name' })).toBeVisible();
  await field.fill(ada.username);
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cannot add yourself as a friend' })).toBeVisible();
  await field.fill(bo.username);
  await page.getByRole('button', { name: 'Add Friend' }).click();
  await expect(page.getByText('Friend Request Sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Waiting for an answer' })).toContainText(bo.username);
  await expectNoSideways(page);
  await page.screenshot({ path: 'test-results/screenshots/community-friends-1280.png', fullPage: true });

  // Bo on a 390×844 phone: the request, under Ada's display name, accepted.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const boPage = await phone.newPage();
  await signInAs(boPage, bo);
  await boPage.goto('/leaderboard?board=friends');
  const requests = boPage.getByRole('list', { name: 'Requests for you' });
  await expect(requests).toContainText(displayName);
  await boPage.getByRole('button', { name: `Accept ${displayName}` }).click();
  await expect(boPage.getByText(`You and ${displayName} are friends now.`)).toBeVisible();
  await expect(boPage.getByRole('list', { name: 'Your friends' })).toContainText(displayName);
  const unranked = boPage.getByRole('list', { name: 'Not ranked yet' });
  await expect(unranked).toContainText(displayName);
  await expect(unranked).toContainText(bo.username);
  await expect(unranked.getByTestId('player-avatar').first()).toBeVisible();
  await expectNoSideways(boPage);
  await boPage.screenshot({ path: 'test-results/screenshots/community-friends-390.png', fullPage: true });
  await phone.close();

  // Ada sees Bo as a friend too, and can end it.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your friends' })).toContainText(bo.username);
  await expect(page.getByRole('list', { name: 'Not ranked yet' })).toContainText(bo.username);
  await page.getByRole('button', { name: `Remove ${bo.username}` }).click();
  await expect(page.getByRole('heading', { name: 'No friends yet' })).toBeVisible();
});
