import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PREMIUM_TOURNAMENT_MESSAGE } from '@gom/contract/contests';
import { signInAs } from './support/accounts.ts';
import { startOwnServer, type OwnServer } from './support/own-server.ts';
import {
  FIRST_LOAD_MS,
  apiPlayer,
  enterByApi,
  fundUsd,
  inBatches,
  playScripted,
  signUpByApi,
  type Strategy,
} from './support/tournament.ts';

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
/** The crowd signs up a few at a time: password hashing is the server's slowest work, and a burst is shed. */
const CROWD_SIGN_UPS_AT_ONCE = 2;
/**
 * From scheduling to the first question: the sign-ups, the entries and the clip set's rendering happen in it (on CI,
 * beside the other journeys, five clips took longer than 45 s to render and the start cancelled the tournament).
 */
const LEAD_SECONDS = 90;
const SHOTS = 'test-results/screenshots';
// A server of its own (beside the shared one): 22 sign-ups are the heaviest work a journey asks of a server, and
// no buffer of demo clips renders beside the tournament's own set.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 22;
const DATA_DIR = 'test-results/e2e-tournaments-data';
const SERVER_ENV = {
  DEMO_CATALOG: 'off',
  // Each player signs up from an address of its own through X-Forwarded-For, believed from loopback only.
  TRUST_PROXY: '127.0.0.1',
};

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
  await form.getByLabel('Name', { exact: true }).fill(options.name);
  await form.getByLabel('Starts (UTC)', { exact: true }).fill(utcField(options.startsAt));
  await form.getByLabel('Entry fee', { exact: true }).fill(String(FEE));
  await form.getByLabel('Questions', { exact: true }).fill(String(QUESTIONS));
  await form.getByLabel('Seconds between questions', { exact: true }).fill(String(INTERVAL_SECONDS));
  await form.getByLabel('Paid places (% of entrants)', { exact: true }).fill(String(options.paidPercent));
  if (options.premiumOnly) await form.getByRole('checkbox', { name: 'Premium only' }).click();
  const [created] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/tournaments') && response.request().method() === 'POST',
    ),
    form.getByRole('button', { name: 'Schedule tournament' }).click(),
  ]);
  expect(created.status(), await created.text()).toBe(201);
  await expect(page.getByRole('row').filter({ hasText: options.name })).toBeVisible();
  return (await created.json()).data.id as string;
}

/** The tournament's card on the list, then Enter with the USD wallet. */
async function enterFromList(page: Page, name: string) {
  await page.goto('/tournaments');
  const card = page.getByTestId('tournament-card').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByTestId('fact-entry-fee')).toHaveText(money(FEE), { timeout: FIRST_LOAD_MS });
  await expect(card.getByTestId('start-countdown')).toContainText(/Starts in \d\d:\d\d/);
  await card.getByRole('button', { name: 'Enter' }).click();
  const dialog = page.getByRole('dialog', { name: `Enter ${name}` });
  await dialog.getByRole('button', { name: `Enter for ${money(FEE)}` }).click();
  await expect(page.getByText('You are in', { exact: true })).toBeVisible();
  await expect(card.getByText('Entered')).toBeVisible();
  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByText(/Stay on this page/)).toBeVisible();
}

/** A player in a browser of that size, signed in, with a funded USD wallet. */
async function browserPlayer(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL });
  const page = await context.newPage();
  const account = await signUpByApi(page.request, baseURL);
  await signInAs(page, account);
  return { page, wallet: await fundUsd(page.request, baseURL, FUNDING) };
}

/** Plays one question on the page: the clip, a call, "Locked in", then the reveal and the table. */
async function playQuestion(page: Page, index: number, call: 'GOAL' | 'MISS') {
  await expect(page.getByTestId('round-question')).toHaveText(`Question ${index + 1} of ${QUESTIONS}`, {
    timeout: (INTERVAL_SECONDS + LEAD_SECONDS) * 1_000,
  });
  await expect(page.getByTestId('round-video')).toHaveAttribute('src', /.+/);
  await page.getByRole('button', { name: call, exact: true }).click();
  await expect(page.getByTestId('locked-in')).toContainText(`Locked in: ${call}`);
  // The clip plays (a clip set rendered after this page connected included): its loading note goes.
  await expect(page.getByText('Loading the clip...')).toHaveCount(0, { timeout: 10_000 });
  // The last question's reveal gives way to the end as soon as the close has paid.
  const last = index === QUESTIONS - 1;
  const reveal = page.getByTestId('round-reveal');
  await expect(last ? reveal.or(page.getByTestId('round-ended')) : reveal).toBeVisible({
    timeout: INTERVAL_SECONDS * 1_000,
  });
  await expect(page.getByRole('table', { name: 'Standings' })).toBeVisible();
  // One call, one message: the clip's first frame after it is no second answer for the server to refuse.
  await expect(page.getByText('You have already answered this question')).toHaveCount(0);
}

async function playTheRound(page: Page, call: 'GOAL' | 'MISS', shotName: string) {
  for (let index = 0; index < QUESTIONS; index += 1) {
    await playQuestion(page, index, call);
    if (index === 0) await page.screenshot({ path: `${SHOTS}/${shotName}-reveal.png`, fullPage: true });
  }
  await expect(page.getByTestId('round-ended')).toBeVisible({ timeout: INTERVAL_SECONDS * 1_000 });
  return (await page.getByTestId('round-prize').textContent()) ?? '';
}

let server: OwnServer;

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startOwnServer({ port: PORT, dataDir: DATA_DIR, env: SERVER_ENV, name: 'the tournaments journey' });
});

test.afterAll(async () => {
  await server?.stop();
});

test('an operator schedules a live tournament, two players and 20 scripted entrants play it, and it pays by rank', async ({
  browser,
}) => {
  test.setTimeout(260_000);
  const base = server.baseUrl;
  const tag = Date.now().toString(36).slice(-5);
  const liveName = `Live Cup ${tag}`;
  const premiumName = `Premium Masters ${tag}`;

  // The crowd signs up and funds from the start, a few at a time, while the browsers get ready.
  const crowdReady = inBatches(SCRIPTED, CROWD_SIGN_UPS_AT_ONCE, () => apiPlayer(base, FUNDING));
  crowdReady.catch(() => undefined);

  // Meanwhile: the operator schedules both tournaments, and the two players sign in and fund a USD wallet.
  const [{ operatorPage, liveId, premiumId, operatorContext }, adaSide, boSide] = await Promise.all([
    (async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: base });
      const page = await context.newPage();
      // A new account made an operator by the CLI, through the running server (not execFileSync: the crowd's
      // requests go on meanwhile).
      const operator = await signUpByApi(page.request, base);
      const granted = await promisify(execFile)(
        'npx',
        ['tsx', 'apps/api/src/cli/users.ts', 'grant-operator', operator.email],
        { env: { ...process.env, DATA_DIR, ...SERVER_ENV } },
      );
      expect(granted.stdout).toContain('operator');
      await signInAs(page, operator);
      await page.goto('/admin/tournaments');
      // The live one first (its clips render first), in a lead that holds everyone's entry and its rendering.
      const live = await scheduleInConsole(page, {
        name: liveName,
        startsAt: new Date(Date.now() + LEAD_SECONDS * 1_000),
        premiumOnly: false,
        paidPercent: 50,
      });
      await expect(page.getByRole('row').filter({ hasText: liveName }).getByTestId('clip-readiness')).toContainText(
        `/ ${QUESTIONS}`,
      );
      await page.screenshot({ path: `${SHOTS}/tournaments-console-1280.png`, fullPage: true });
      const premium = await scheduleInConsole(page, {
        name: premiumName,
        startsAt: new Date(Date.now() + 3_600_000),
        premiumOnly: true,
        paidPercent: 10,
      });
      return { operatorPage: page, liveId: live, premiumId: premium, operatorContext: context };
    })(),
    browserPlayer(browser, base, { width: 1280, height: 800 }),
    browserPlayer(browser, base, { width: 390, height: 844 }),
  ]);
  const ada = adaSide.page;
  const bo = boSide.page;
  const crowd = crowdReady.then((players) =>
    Promise.all(
      players.map(async (player) => {
        await enterByApi(player, base, liveId);
        return player;
      }),
    ),
  );

  await Promise.all([
    (async () => {
      await enterFromList(ada, liveName);
      await ada.screenshot({ path: `${SHOTS}/tournaments-waiting-1280.png`, fullPage: true });
    })(),
    (async () => {
      // The Premium-only tournament is marked and refuses a Free player with the upgrade message; nothing is held.
      await bo.goto('/tournaments');
      const premiumCard = bo
        .getByTestId('tournament-card')
        .filter({ has: bo.getByRole('heading', { name: premiumName }) });
      await expect(premiumCard.getByTestId('premium-only')).toHaveText('Premium only', { timeout: FIRST_LOAD_MS });
      await premiumCard.getByRole('button', { name: 'Enter' }).click();
      const refusal = bo.getByRole('dialog', { name: `Enter ${premiumName}` });
      await expect(refusal.getByText(PREMIUM_TOURNAMENT_MESSAGE)).toBeVisible();
      await expect(refusal.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
      await expectNoSideways(bo);
      await bo.screenshot({ path: `${SHOTS}/tournaments-premium-refusal-390.png`, fullPage: true });
      await refusal.getByRole('button', { name: 'Not now' }).click();
      // The server refuses it too, whatever the page offers.
      const refused = await bo.request.post(`/api/users/${boSide.wallet.userId}/tournament-entries`, {
        data: { tournamentId: premiumId, walletId: boSide.wallet.walletId },
        headers: { Origin: base },
      });
      expect(refused.status()).toBe(422);
      expect((await refused.json()).error.message).toBe(PREMIUM_TOURNAMENT_MESSAGE);
      await enterFromList(bo, liveName);
    })(),
  ]);
  const players = await crowd;
  const liveRow = operatorPage.getByRole('row').filter({ hasText: liveName });
  await expect(liveRow.getByTestId('clip-readiness')).toContainText('Ready', { timeout: LEAD_SECONDS * 1_000 });

  // The crowd plays on its sockets while the two browsers play on their pages.
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
  const adaBalance = (await (await ada.request.get(`/api/users/${adaSide.wallet.userId}/wallets`)).json()).data[0]
    .balance.value as number;
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
  // Any entrant's calls from the final table: the winner's, question by question, at both sizes.
  for (const [page, size] of [
    [ada, '1280'],
    [bo, '390'],
  ] as const) {
    if (page === bo) await bo.reload();
    await page
      .getByRole('table', { name: 'Standings' })
      .getByRole('button', { name: /’s calls$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('listitem')).toHaveCount(QUESTIONS);
    await page.screenshot({ path: `${SHOTS}/tournaments-entrant-calls-${size}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // The console's audit: every cent of the pool accounted for, the pool account empty.
  await operatorPage.reload();
  const audit = operatorPage.getByRole('row').filter({ hasText: liveName }).getByTestId('pool-audit');
  await expect(audit).toContainText(`Fees in${money(pool)}`);
  await expect(audit).toContainText('Pool$0.00');
  await operatorPage.screenshot({ path: `${SHOTS}/tournaments-console-closed-1280.png`, fullPage: true });

  await Promise.all(players.map((player) => player.api.dispose()));
  await Promise.all([ada.context().close(), bo.context().close(), operatorContext.close()]);
});
