import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { PREMIUM_TOURNAMENT_MESSAGE } from '@gom/contract/contests';
import { registerByApi, signInAs } from './support/accounts.ts';
import { apiPlayer, enterByApi, fundUsd, playScripted, type Strategy } from './support/tournament.ts';

// A live tournament from the console to the payout. An operator schedules a 5-question round at the shortest pace
// (a question every 15 s) and a Premium-only one; a player at 1280×800 enters from the Tournaments screen, another on
// a 390×844 phone is refused the Premium-only one with the upgrade message and enters the live one; 20 scripted
// entrants enter over the API and play on Node WebSockets beside them. Both browser players play every question
// (the clip, GOAL/MISS, "Locked in", the reveal, the live table) and end with the prize the server paid, which is
// what their place in the final table pays and what reached their wallet; the console's audit shows the pool empty:
// fees in = prizes + rake.

const FEE = 2;
const FUNDING = 20;
const QUESTIONS = 5;
const INTERVAL_SECONDS = 15;
const SCRIPTED = 20;
/** From scheduling to the first question: the entries and the clip set's rendering happen in it. */
const LEAD_SECONDS = 40;
const SHOTS = 'test-results/screenshots';
const E2E_DATA_DIR = 'test-results/e2e-data';

const strategyOf = (index: number): Strategy => (['every', 'every', 'even', 'silent'] as const)[index % 4]!;
const money = (value: number) => `$${value.toFixed(2)}`;

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** 'YYYY-MM-DDTHH:MM:SS' in UTC, as the console's start field takes it. */
const utcField = (date: Date) => date.toISOString().slice(0, 19);

async function scheduleInConsole(
  page: Page,
  options: { name: string; startsAt: Date; premiumOnly: boolean; paidPercent: number },
) {
  const form = page.getByRole('form', { name: 'Create a tournament' });
  await form.getByLabel('Name').fill(options.name);
  await form.getByLabel('Starts (UTC)').fill(utcField(options.startsAt));
  await form.getByLabel('Entry fee').fill(String(FEE));
  await form.getByLabel('Questions').fill(String(QUESTIONS));
  await form.getByLabel('Seconds between questions').fill(String(INTERVAL_SECONDS));
  await form.getByLabel('Paid places (% of entrants)').fill(String(options.paidPercent));
  if (options.premiumOnly) await form.getByRole('checkbox', { name: 'Premium only' }).click();
  await form.getByRole('button', { name: 'Schedule tournament' }).click();
  await expect(page.getByText('Tournament scheduled')).toBeVisible();
  const list = (await (await page.request.get('/api/admin/tournaments')).json()).data as { id: string; name: string }[];
  const created = list.find((tournament) => tournament.name === options.name);
  expect(created, `${options.name} in the console's list`).toBeTruthy();
  return created!.id;
}

/** The tournament's card on the list, then Enter with the USD wallet. */
async function enterFromList(page: Page, name: string) {
  await page.goto('/tournaments');
  const card = page.getByTestId('tournament-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByTestId('fact-entry-fee')).toHaveText(money(FEE));
  await expect(card.getByTestId('start-countdown')).toContainText(/Starts in \d\d:\d\d/);
  await card.getByRole('button', { name: 'Enter' }).click();
  const dialog = page.getByRole('dialog', { name: `Enter ${name}` });
  await dialog.getByRole('button', { name: `Enter for ${money(FEE)}` }).click();
  await expect(page.getByText('You are in', { exact: true })).toBeVisible();
  await expect(card.getByText('Entered')).toBeVisible();
  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByText(/Stay on this page/)).toBeVisible();
}

/** Plays one question on the page: the clip, a call, "Locked in", then the reveal and the table. */
async function playQuestion(page: Page, index: number, call: 'GOAL' | 'MISS') {
  await expect(page.getByTestId('round-question')).toHaveText(`Question ${index + 1} of ${QUESTIONS}`, {
    timeout: (INTERVAL_SECONDS + LEAD_SECONDS) * 1_000,
  });
  await expect(page.getByTestId('round-video')).toHaveAttribute('src', /.+/);
  await page.getByRole('button', { name: call, exact: true }).click();
  await expect(page.getByTestId('locked-in')).toContainText(`Locked in: ${call}`);
  await expect(page.getByTestId('round-reveal')).toBeVisible({ timeout: INTERVAL_SECONDS * 1_000 });
  await expect(page.getByRole('table', { name: 'Standings' })).toBeVisible();
}

async function playTheRound(page: Page, call: 'GOAL' | 'MISS', shotName: string) {
  for (let index = 0; index < QUESTIONS; index += 1) {
    await playQuestion(page, index, call);
    if (index === 0) await page.screenshot({ path: `${SHOTS}/${shotName}-reveal.png`, fullPage: true });
  }
  await expect(page.getByTestId('round-ended')).toBeVisible({ timeout: INTERVAL_SECONDS * 1_000 });
  return (await page.getByTestId('round-prize').textContent()) ?? '';
}

test('an operator schedules a live tournament, two players and 20 scripted entrants play it, and it pays by rank', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const tag = Date.now().toString(36).slice(-5);
  const liveName = `Live Cup ${tag}`;
  const premiumName = `Premium Masters ${tag}`;

  // The operator: a new account made one by the CLI, through the running server.
  const operatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
  const operatorPage = await operatorContext.newPage();
  const operator = await registerByApi(operatorPage.request, base);
  execFileSync('npx', ['tsx', 'apps/api/src/cli/users.ts', 'grant-operator', operator.email], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
  await signInAs(operatorPage, operator);
  await operatorPage.goto('/admin/tournaments');
  const startsAt = new Date(Date.now() + LEAD_SECONDS * 1_000);
  const liveId = await scheduleInConsole(operatorPage, {
    name: liveName,
    startsAt,
    premiumOnly: false,
    paidPercent: 50,
  });
  const premiumId = await scheduleInConsole(operatorPage, {
    name: premiumName,
    startsAt: new Date(Date.now() + 3_600_000),
    premiumOnly: true,
    paidPercent: 10,
  });
  const liveRow = operatorPage.getByRole('row').filter({ hasText: liveName });
  await expect(liveRow.getByTestId('clip-readiness')).toContainText(`/ ${QUESTIONS}`);
  await operatorPage.screenshot({ path: `${SHOTS}/tournaments-console-1280.png`, fullPage: true });

  // The crowd signs up, funds and enters while the two browser players do.
  const crowd = Promise.all(
    Array.from({ length: SCRIPTED }, async () => {
      const player = await apiPlayer(base, FUNDING);
      await enterByApi(player, base, liveId);
      return player;
    }),
  );

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
  const ada = await desktop.newPage();
  const adaAccount = await registerByApi(ada.request, base);
  await signInAs(ada, adaAccount);
  const adaWallet = await fundUsd(ada.request, base, FUNDING);
  await enterFromList(ada, liveName);
  await ada.screenshot({ path: `${SHOTS}/tournaments-waiting-1280.png`, fullPage: true });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
  const bo = await phone.newPage();
  const boAccount = await registerByApi(bo.request, base);
  await signInAs(bo, boAccount);
  const boWallet = await fundUsd(bo.request, base, FUNDING);
  // The Premium-only tournament is marked and refuses a Free player with the upgrade message; nothing is held.
  await bo.goto('/tournaments');
  const premiumCard = bo.getByTestId('tournament-card').filter({ has: bo.getByRole('heading', { name: premiumName }) });
  await expect(premiumCard.getByTestId('premium-only')).toHaveText('Premium only');
  await premiumCard.getByRole('button', { name: 'Enter' }).click();
  const refusal = bo.getByRole('dialog', { name: `Enter ${premiumName}` });
  await expect(refusal.getByText(PREMIUM_TOURNAMENT_MESSAGE)).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expectNoSideways(bo);
  await bo.screenshot({ path: `${SHOTS}/tournaments-premium-refusal-390.png`, fullPage: true });
  await refusal.getByRole('button', { name: 'Not now' }).click();
  // The server refuses it too, whatever the page offers.
  const refused = await bo.request.post(`/api/users/${boWallet.userId}/tournament-entries`, {
    data: { tournamentId: premiumId, walletId: boWallet.walletId },
    headers: { Origin: base },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.message).toBe(PREMIUM_TOURNAMENT_MESSAGE);
  await enterFromList(bo, liveName);

  // The crowd is in: it plays on its sockets while the two browsers play on their pages.
  const players = await crowd;
  const crowdResults = Promise.all(
    players.map((player, index) => playScripted(player, base, liveId, strategyOf(index))),
  );
  const [adaPrizeText, boPrizeText, results] = await Promise.all([
    playTheRound(ada, 'GOAL', 'tournaments-round-1280'),
    playTheRound(bo, 'MISS', 'tournaments-round-390'),
    crowdResults,
  ]);
  await expectNoSideways(bo);
  await ada.screenshot({ path: `${SHOTS}/tournaments-ended-1280.png`, fullPage: true });
  await bo.screenshot({ path: `${SHOTS}/tournaments-ended-390.png`, fullPage: true });

  // Paid by rank: the final table's prizes never rise down the table and share the pool minus the rake; each
  // browser player's prize is their place's and reached their wallet.
  const standings = (await (await ada.request.get(`/api/tournaments/${liveId}/standings`)).json()).data as {
    status: string;
    entrants: number;
    rows: { rank: number; userId: string; prize: { value: number } | null }[];
    you: { rank: number; prize: { value: number } | null };
  };
  expect(standings.status).toBe('closed');
  expect(standings.entrants).toBe(SCRIPTED + 2);
  const prizes = standings.rows.map((row) => row.prize?.value ?? 0);
  for (let index = 1; index < prizes.length; index += 1) expect(prizes[index]!).toBeLessThanOrEqual(prizes[index - 1]!);
  const adaPrize = standings.you.prize?.value ?? 0;
  expect(adaPrizeText).toBe(adaPrize > 0 ? `You won ${money(adaPrize)}` : 'No prize this time.');
  expect(boPrizeText).toMatch(/^(You won \$\d+\.\d\d|No prize this time\.)$/);
  const adaBalance = (await (await ada.request.get(`/api/users/${adaWallet.userId}/wallets`)).json()).data[0].balance
    .value as number;
  expect(adaBalance).toBeCloseTo(FUNDING - FEE + adaPrize, 6);
  const paidToCrowd = results.reduce((sum, result) => sum + result.prize.value, 0);
  const boPrize = boPrizeText.startsWith('You won') ? Number(boPrizeText.replace(/[^\d.]/g, '')) : 0;
  const pool = FEE * (SCRIPTED + 2);
  const rake = Math.floor(pool * 10) / 100;
  expect(paidToCrowd + adaPrize + boPrize).toBeLessThanOrEqual(pool - rake + 1e-9);
  expect(paidToCrowd + adaPrize + boPrize).toBeGreaterThan(0);

  // The final table on the page and the player's calls with their replays, after a reload.
  await ada.reload();
  await expect(ada.getByRole('table', { name: 'Standings' })).toBeVisible();
  if (adaPrize > 0) await expect(ada.getByTestId('your-prize')).toContainText(`won ${money(adaPrize)}`);

  // The console's audit: every cent of the pool accounted for, the pool account empty.
  await operatorPage.reload();
  const audit = operatorPage.getByRole('row').filter({ hasText: liveName }).getByTestId('pool-audit');
  await expect(audit).toContainText(`Fees in${money(pool)}`);
  await expect(audit).toContainText('Pool$0.00');
  await operatorPage.screenshot({ path: `${SHOTS}/tournaments-console-closed-1280.png`, fullPage: true });

  await Promise.all(players.map((player) => player.api.dispose()));
  await Promise.all([desktop.close(), phone.close(), operatorContext.close()]);
});
