import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { GAME_ID, ODDS, ODDS_QUOTE, OPTIONS, serveGameApi, USER } from '../testing/fixtures.ts';
import { confirmOdds, fillForm, pickOption, waitForForm } from '../testing/play-through.ts';
import { GameCreation } from './game-creation.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner keeps its toasts in a module-wide store: one test's toast must not show in the next.
  toast.dismiss();
});

function setup(overrides: Parameters<typeof serveGameApi>[0] = {}, user = USER) {
  const api = serveGameApi(overrides);
  vi.stubGlobal('fetch', api.fetch);
  const onCreated = vi.fn();
  const showBanner = vi.fn();
  const log = vi.fn();
  renderWithProviders(<GameCreation user={user} onCreated={onCreated} showBanner={showBanner} log={log} />);
  return { api, onCreated, showBanner, log, player: userEvent.setup() };
}

const playButton = () => screen.getByRole('button', { name: 'Play' });
const oddsShown = () => screen.getByTestId('game-info-odds').textContent;

describe('game creation (spec §2, §5)', () => {
  it('welcomes the player by first name, else by username, and says the win rule in words', async () => {
    setup({}, { ...USER, firstName: '' });
    expect(screen.getByRole('heading', { name: 'Create Your Game' })).toBeDefined();
    expect(screen.getByText(/Welcome, ada_s!/)).toBeDefined();
    expect(screen.getByText('Call at least 4 of 5 right to win your stake × the odds.')).toBeDefined();
    expect(screen.getByText('Min 1, Max 10, precision 0.1')).toBeDefined();
  });

  it('offers 5 to 10 questions, 5 by default', async () => {
    const { player } = setup();
    const select = screen.getByRole('combobox', { name: 'Questions' });
    expect(select.textContent).toBe('5 Questions');
    await player.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5 Questions',
      '6 Questions',
      '7 Questions',
      '8 Questions',
      '9 Questions',
      '10 Questions',
    ]);
  });

  it('searches leagues and says when none matches', async () => {
    const { player } = setup();
    await waitForForm();
    await player.click(screen.getByRole('combobox', { name: 'League' }));
    expect(screen.getByRole('combobox', { name: 'League' }).textContent).toBe('Select league');
    await player.type(screen.getByPlaceholderText('Search league...'), 'north');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Northern Cup']);
    await player.type(screen.getByPlaceholderText('Search league...'), 'zzz');
    expect(screen.getByText('No league found.')).toBeDefined();
  });

  it('shows each wallet with its currency and available balance', async () => {
    const { player } = setup();
    await waitForForm();
    await player.click(screen.getByRole('combobox', { name: 'Wallet' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['USDAvailable: $20.00', 'EURAvailable: €3.00']);
  });

  it('points a player without a wallet to the Wallet page', async () => {
    setup({ [`GET /api/users/${USER.id}/wallets`]: { status: 200, body: { data: [] } } });
    const link = await screen.findByRole('link', { name: 'Create one on the Wallet page' });
    expect(link.getAttribute('href')).toBe('/wallet');
  });

  it('says nothing about wallets while the player has some', async () => {
    setup();
    await waitForForm();
    expect(screen.queryByRole('link', { name: 'Create one on the Wallet page' })).toBeNull();
  });

  it('shows the first validation error above the buttons', async () => {
    const { player, api } = setup();
    await waitForForm();
    const getOdds = () => player.click(screen.getByRole('button', { name: 'Get Odds' }));

    await getOdds();
    expect(screen.getByRole('alert').textContent).toBe('League is required');
    await pickOption(player, 'League', 'Atlantic Premier');
    await getOdds();
    expect(screen.getByRole('alert').textContent).toBe('Stake is required');
    await player.type(screen.getByLabelText('Stake'), '0.5');
    await getOdds();
    expect(screen.getByRole('alert').textContent).toBe('Stake must be between 1 and 10 with at most 1 decimal place');
    await player.clear(screen.getByLabelText('Stake'));
    await player.type(screen.getByLabelText('Stake'), '2');
    await pickOption(player, 'From', '2021');
    await pickOption(player, 'To', '2019');
    await getOdds();
    expect(screen.getByRole('alert').textContent).toBe('From year must be less than or equal to To year');
    expect(screen.getByRole('combobox', { name: 'To' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.url.endsWith('/games/odds'))).toBe(false);
  });

  it('masks the stake: two integer digits and one decimal at most', async () => {
    const { player } = setup();
    const stake = screen.getByLabelText('Stake') as HTMLInputElement;
    await player.type(stake, '123.45');
    expect(stake.value).toBe('12.4');
    await player.clear(stake);
    await player.type(stake, 'a7,5');
    expect(stake.value).toBe('75');
  });

  it('keeps Play disabled until the odds are fetched, then shows them with the payout the server quotes', async () => {
    // The server's payout, not the browser's own stake × odds (5 × 1.68 would be 8.40).
    const { player, api } = setup({
      'POST /api/games/odds': {
        status: 200,
        body: { data: { ...ODDS_QUOTE, potentialPayout: { value: 8.39, currency: 'USD' } } },
      },
    });
    await fillForm(player);
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);

    await player.click(screen.getByRole('button', { name: 'Get Odds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Odds' });
    expect(dialog.textContent).toContain('1.68');
    expect(dialog.textContent).toContain('$5.00 USD');
    expect(dialog.textContent).toContain('$8.39');
    const request = api.calls.find((call) => call.url.endsWith('/games/odds'));
    expect(JSON.parse(String(request?.init?.body))).toEqual({
      numberOfQuestions: 5,
      league: 'Atlantic Premier',
      from: 2019,
      to: 2021,
      difficulty: 'normal',
      stake: { value: 5, currency: 'USD' },
      walletId: 'w-usd',
    });

    await player.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect((playButton() as HTMLButtonElement).disabled).toBe(false);
    expect(oddsShown()).toBe(ODDS.toFixed(2));
    expect(screen.getByTestId('game-info-payout').textContent).toBe('$8.39');
  });

  it("offers Easy, Normal and Hard with the level's line, and quotes and shows the chosen level", async () => {
    const { player, api } = setup();
    await fillForm(player);
    expect(screen.getByRole('combobox', { name: 'Difficulty' }).textContent).toBe('Normal');
    expect(screen.getByTestId('difficulty-line').textContent).toBe(
      'Every kind of chance except the foregone conclusions.',
    );
    await player.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Easy', 'Normal', 'Hard']);
    await player.click(screen.getByRole('option', { name: 'Hard' }));
    expect(screen.getByTestId('difficulty-line').textContent).toBe(
      'Knife-edge chances that could go either way. The highest odds.',
    );
    expect(screen.getByTestId('game-info-difficulty').textContent).toBe('Hard');
    await player.click(screen.getByRole('button', { name: 'Get Odds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Game Odds' });
    expect(within(dialog).getByTestId('odds-difficulty').textContent).toBe('Hard');
    const request = api.calls.find((call) => call.url.endsWith('/games/odds'));
    expect(JSON.parse(String(request?.init?.body)).difficulty).toBe('hard');
  });

  it('clears the odds when the dialog is cancelled', async () => {
    const { player } = setup();
    await fillForm(player);
    await player.click(screen.getByRole('button', { name: 'Get Odds' }));
    await player.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(oddsShown()).toBe('—');
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['questions', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'Questions', '7 Questions')],
    ['league', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'League', 'Northern Cup')],
    ['from year', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'From', '2020')],
    ['to year', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'To', '2020')],
    [
      'goal type',
      (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'Goal Type (optional)', 'Free Kick'),
    ],
    ['difficulty', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'Difficulty', 'Hard')],
    ['wallet', (player: ReturnType<typeof userEvent.setup>) => pickOption(player, 'Wallet', 'EUR')],
    ['stake', (player: ReturnType<typeof userEvent.setup>) => player.type(screen.getByLabelText('Stake'), '.5')],
  ])('clears the odds when the %s changes', async (_field, change) => {
    const { player } = setup();
    await fillForm(player);
    await confirmOdds(player);
    expect(oddsShown()).toBe('1.68');
    await change(player);
    expect(oddsShown()).toBe('—');
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Something went wrong, please try again' when the odds cannot be fetched", async () => {
    const { player } = setup({
      'POST /api/games/odds': {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Stake too high for this league' } },
      },
    });
    await fillForm(player);
    await player.click(screen.getByRole('button', { name: 'Get Odds' }));
    expect(await screen.findByText('Something went wrong, please try again')).toBeDefined();
    expect(screen.getByText('Stake too high for this league')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("titles a refusal for lack of fresh clips 'Not enough clips yet', not as a failure, and reads the leagues again", async () => {
    const message = 'Not enough clips for these filters. Fresh clips are being prepared: try again in a minute.';
    const { api, player } = setup({
      'POST /api/games/odds': { status: 422, body: { error: { code: 'NOT_ENOUGH_CLIPS', message } } },
    });
    await fillForm(player);
    const optionReads = () => api.calls.filter((call) => call.url.endsWith('/api/games/options')).length;
    const before = optionReads();
    await player.click(screen.getByRole('button', { name: 'Get Odds' }));
    expect(await screen.findByText('Not enough clips yet')).toBeDefined();
    expect(screen.getByText(message)).toBeDefined();
    expect(screen.queryByText('Something went wrong, please try again')).toBeNull();
    await waitFor(() => expect(optionReads()).toBeGreaterThan(before));
  });

  it('lists a league waiting for fresh clips as disabled with the estimate, and it cannot be picked', async () => {
    const { player } = setup({
      'GET /api/games/options': {
        status: 200,
        body: { data: { ...OPTIONS, waiting: [{ league: 'Southern Shield', etaSeconds: 170 }] } },
      },
    });
    await waitForForm();
    await player.click(screen.getByRole('combobox', { name: 'League' }));
    const waiting = screen.getByRole('option', { name: /Southern Shield/ });
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    expect(waiting.textContent).toBe('Southern ShieldFresh clips on their way · ready in about 3 min');
    await player.click(waiting);
    expect(screen.getByRole('combobox', { name: 'League' }).textContent).toBe('Select league');
  });

  it('lists a level of the league short of fresh clips for a game this long as disabled, with the estimate', async () => {
    const { player } = setup({
      'GET /api/games/options': {
        status: 200,
        body: {
          data: {
            ...OPTIONS,
            waiting: [],
            waitingLevels: [{ league: 'Atlantic Premier', difficulty: 'hard', questions: 6, etaSeconds: 130 }],
          },
        },
      },
    });
    await fillForm(player);
    // Five questions: Hard can serve them now, and the player picks it.
    await pickOption(player, 'Difficulty', 'Hard');
    expect(screen.queryByTestId('level-clips-on-their-way')).toBeNull();
    // Ten: Hard cannot serve them yet. The screen says so where the level is chosen, never as a failure.
    await pickOption(player, 'Questions', '10 Questions');
    expect(screen.getByTestId('level-clips-on-their-way').textContent).toBe(
      'Fresh clips on their way for Hard in Atlantic Premier (ready in about 2 min): it can serve up to 6 questions now, or pick another level.',
    );
    await player.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    const hard = await screen.findByRole('option', { name: /Hard/ });
    expect(hard.getAttribute('aria-disabled')).toBe('true');
    expect(hard.textContent).toBe('HardFresh clips on their way · ready in about 2 min');
    expect(screen.getByRole('option', { name: 'Easy' }).getAttribute('aria-disabled')).toBeNull();
    await player.click(screen.getByRole('option', { name: 'Easy' }));
    expect(screen.getByRole('combobox', { name: 'Difficulty' }).textContent).toBe('Easy');
    expect(screen.queryByTestId('level-clips-on-their-way')).toBeNull();
  });

  it('offers every level of another league that has them', async () => {
    const { player } = setup({
      'GET /api/games/options': {
        status: 200,
        body: {
          data: {
            ...OPTIONS,
            waitingLevels: [{ league: 'Northern Cup', difficulty: 'easy', questions: 0, etaSeconds: 30 }],
          },
        },
      },
    });
    await fillForm(player);
    await player.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    const easy = await screen.findByRole('option', { name: 'Easy' });
    expect(easy.getAttribute('aria-disabled')).toBeNull();
  });

  it('says a time-out is running before the player fills the form', async () => {
    setup({
      [`GET /api/users/${USER.id}/safer-play`]: {
        status: 200,
        body: {
          data: {
            dateOfBirthRequired: false,
            limits: [],
            realityCheck: { intervalMinutes: 0, session: null },
            timeOut: { until: '2030-01-05T12:00:00.000Z' },
            selfExclusion: null,
          },
        },
      },
    });
    const notice = await screen.findByTestId('break-notice');
    expect(notice.textContent).toMatch(/^Your time-out ends on .+\. Until then you cannot play or add funds/);
    // It stands above the form, where the player reads it first.
    const form = screen.getByRole('combobox', { name: 'League' });
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("never says only 'No league found.' when no league has fresh clips right now", async () => {
    setup({
      'GET /api/games/options': {
        status: 200,
        body: { data: { leagues: [], years: [], waiting: [{ league: 'Atlantic Premier', etaSeconds: 45 }] } },
      },
    });
    expect((await screen.findByTestId('clips-on-their-way')).textContent).toBe(
      'Fresh clips on their way (ready in under a minute): new clips are being made and this list updates by itself.',
    );
  });

  it('refuses to play a stake above the wallet’s available balance', async () => {
    const { player, api } = setup();
    await fillForm(player);
    await pickOption(player, 'Wallet', 'EUR');
    await confirmOdds(player);
    await player.click(playButton());
    expect(await screen.findByText('Insufficient balance in selected wallet')).toBeDefined();
    expect(api.calls.some((call) => call.method === 'POST' && call.url.endsWith('/games'))).toBe(false);
  });

  it('creates the game with the confirmed payload and hands it over', async () => {
    const { player, api, onCreated } = setup();
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onCreated.mock.calls[0]?.[0]).toEqual({
      gameId: GAME_ID,
      numberOfQuestions: 5,
      odds: ODDS,
      difficulty: 'Normal',
    });
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.url.endsWith(`/users/${USER.id}/games`)),
    ).toHaveLength(1);
  });

  it('asks the player to confirm again when the odds changed since the quote (409)', async () => {
    const { player, onCreated } = setup({
      [`POST /api/users/${USER.id}/games`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'The odds have changed' } },
      },
    });
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    expect(await screen.findByText('Get the odds again and confirm them to play.')).toBeDefined();
    expect(oddsShown()).toBe('—');
    expect((playButton() as HTMLButtonElement).disabled).toBe(true);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says so when the player already has a game waiting to start (409 UNSTARTED_GAME), keeping the odds', async () => {
    const waiting = 'You already have a game waiting to start. Start it, or create a new one once it expires.';
    const { player, onCreated } = setup({
      [`POST /api/users/${USER.id}/games`]: {
        status: 409,
        body: { error: { code: 'UNSTARTED_GAME', message: waiting } },
      },
    });
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    expect(await screen.findByText('A game is waiting to start')).toBeDefined();
    expect(screen.getByText(waiting)).toBeDefined();
    expect(screen.queryByText('Get the odds again and confirm them to play.')).toBeNull();
    expect(oddsShown()).not.toBe('—');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('toasts an insufficient balance the server finds (422)', async () => {
    const { player } = setup({
      [`POST /api/users/${USER.id}/games`]: {
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: 'Insufficient available balance' } },
      },
    });
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    expect(await screen.findByText('Insufficient balance in selected wallet')).toBeDefined();
  });

  it("says how many free games are left, and shows the daily limit's message with an 'Upgrade' button", async () => {
    const freePlan = {
      plan: 'free',
      subscription: null,
      dailyGameLimit: 5,
      gamesToday: 3,
      freeGamesLeft: 2,
      marginPercent: 8,
      premiumMarginPercent: 5,
      premiumPrices: [
        { value: 9.99, currency: 'USD' },
        { value: 9.49, currency: 'EUR' },
      ],
      notice: null,
    };
    const limit = 'Free plan: 5 games a day. Upgrade to Premium for unlimited games.';
    const { player, onCreated } = setup({
      [`GET /api/users/${USER.id}/subscription`]: { status: 200, body: { data: freePlan } },
      [`POST /api/users/${USER.id}/games`]: {
        status: 422,
        body: { error: { code: 'DAILY_GAME_LIMIT', message: limit } },
      },
      [`POST /api/users/${USER.id}/subscription`]: {
        status: 201,
        body: { data: { ...freePlan, plan: 'premium', dailyGameLimit: null, freeGamesLeft: null, marginPercent: 5 } },
      },
    });
    expect(await screen.findByText('2 of 5 free games left today')).toBeDefined();
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    expect(await screen.findByText(limit)).toBeDefined();
    expect(onCreated).not.toHaveBeenCalled();
    await player.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByTestId('premium-price').textContent).toBe('$9.99 / month');
    await player.click(within(dialog).getByRole('button', { name: 'Pay $9.99 and upgrade' }));
    expect(await screen.findByText('Welcome to Premium')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(limit)).toBeNull();
    expect(screen.queryByText(/free games? left today/)).toBeNull();
  });

  it("shows the 'Game creation failed' banner and logs the detail on any other failure", async () => {
    const { player, showBanner, log } = setup({
      [`POST /api/users/${USER.id}/games`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something broke' } },
      },
    });
    await fillForm(player);
    await confirmOdds(player);
    await player.click(playButton());
    await waitFor(() => expect(showBanner).toHaveBeenCalledWith('Game creation failed', 'error'));
    expect(log).toHaveBeenCalledWith('Game creation failed: Something broke', 'error');
  });
});
