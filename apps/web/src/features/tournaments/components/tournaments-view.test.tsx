import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { PREMIUM_TOURNAMENT_MESSAGE, type TournamentSummary } from '@gom/contract/contests';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { planStatus } from '@/testing/plan-fixtures.ts';
import { EUR_WALLET, tournament, USD_WALLET, USER_ID } from '../testing/fixtures.ts';
import { TournamentsView } from './tournaments-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

type Routes = Parameters<typeof mockFetch>[0];

function serve(tournaments: TournamentSummary[], plan: 'free' | 'premium' = 'free', extra: Routes = {}) {
  const mock = mockFetch({
    'GET /api/tournaments': { status: 200, body: { data: { tournaments } } },
    [`GET /api/users/${USER_ID}/subscription`]: { status: 200, body: { data: planStatus(plan) } },
    [`GET /api/users/${USER_ID}/wallets`]: { status: 200, body: { data: [EUR_WALLET, USD_WALLET] } },
    ...extra,
  });
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

function cardOf(name: string) {
  return screen.getByRole('heading', { name }).closest('[data-testid="tournament-card"]') as HTMLElement;
}

describe('the Tournaments screen', () => {
  it('lists each tournament with its start, fee, questions, difficulty, entrants, pool, split and a countdown', async () => {
    serve([tournament()]);
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    expect(await screen.findByRole('heading', { name: 'Friday Night Shootout' })).toBeDefined();
    const card = cardOf('Friday Night Shootout');
    expect(within(card).getByTestId('fact-entry-fee').textContent).toBe('$5.00');
    expect(within(card).getByTestId('fact-questions').textContent).toBe('5');
    expect(within(card).getByTestId('fact-difficulty').textContent).toBe('Normal');
    expect(within(card).getByTestId('fact-entrants').textContent).toBe('12 of 100 (at least 2)');
    expect(within(card).getByTestId('fact-prize-pool').textContent).toBe('$54.00');
    expect(within(card).getByTestId('prize-split').textContent).toBe('Top 10 % share the pool');
    expect(within(card).getByRole('list', { name: 'Prize places' }).textContent).toContain('1st: 100%');
    // Two hours ahead, counted on the server's time (the test server's clock is this one's).
    expect(within(card).getByTestId('start-countdown').textContent).toMatch(/^Starts in (1h 59m|2h 00m)$/);
    expect(within(card).queryByTestId('premium-only')).toBeNull();
  });

  it('puts live and upcoming tournaments first, soonest first, and finished ones after', async () => {
    const soon = tournament({ id: 'soon', name: 'Soon Cup', startsAt: new Date(Date.now() + 60_000).toISOString() });
    const later = tournament({ id: 'later', name: 'Later Cup' });
    const done = tournament({ id: 'done', name: 'Old Cup', status: 'closed', startsAt: '2026-01-01T10:00:00Z' });
    serve([later, done, soon]);
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    const upcoming = await screen.findByRole('region', { name: 'Live and upcoming' });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Soon Cup', 'Later Cup']);
    const finished = screen.getByRole('region', { name: 'Finished' });
    expect(within(finished).getByRole('link', { name: 'Final table' }).getAttribute('href')).toBe('/tournaments/done');
  });

  it('enters with a wallet of the tournament’s currency only, and says the fee is held', async () => {
    const mock = serve([tournament()], 'free', {
      [`POST /api/users/${USER_ID}/tournament-entries`]: { status: 201, body: { data: tournament({ entryId: 'e1' }) } },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Friday Night Shootout' });
    await user.click(within(dialog).getByRole('combobox'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['USD$50.00']);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Enter for $5.00' }));
    expect(await screen.findByText('You are in')).toBeDefined();
    const post = mock.calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ tournamentId: tournament().id, walletId: 'w-usd' });
  });

  it('marks a Premium-only tournament and refuses a Free player with the upgrade message, sending nothing', async () => {
    const mock = serve([tournament({ premiumOnly: true, name: 'Premium Masters' })], 'free');
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await screen.findByRole('heading', { name: 'Premium Masters' });
    expect(within(cardOf('Premium Masters')).getByTestId('premium-only').textContent).toBe('Premium only');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Premium Masters' });
    expect(await within(dialog).findByText(PREMIUM_TOURNAMENT_MESSAGE)).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeDefined();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(mock.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lets a Premium player choose a wallet for a Premium-only tournament', async () => {
    serve([tournament({ premiumOnly: true, name: 'Premium Masters' })], 'premium');
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Premium Masters' });
    expect(await within(dialog).findByRole('button', { name: 'Enter for $5.00' })).toBeDefined();
    expect(within(dialog).queryByText(PREMIUM_TOURNAMENT_MESSAGE)).toBeNull();
  });

  it("shows the server's refusal as it says it, and the upgrade when the server says Premium only", async () => {
    serve([tournament()], 'free', {
      [`POST /api/users/${USER_ID}/tournament-entries`]: {
        status: 422,
        body: { error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Enter for $5.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Insufficient funds');
  });

  it('turns to the upgrade when the server refuses the entry as Premium only', async () => {
    serve([tournament()], 'free', {
      [`POST /api/users/${USER_ID}/tournament-entries`]: {
        status: 422,
        body: { error: { code: 'PREMIUM_REQUIRED', message: PREMIUM_TOURNAMENT_MESSAGE } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Enter for $5.00' }));
    expect(await within(dialog).findByRole('button', { name: 'Upgrade to Premium' })).toBeDefined();
  });

  it('says when there is no wallet in the fee’s currency, with the way to open one', async () => {
    serve([tournament({ entryFee: { value: 5, currency: 'GBP' } })]);
    const user = userEvent.setup();
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await user.click(await screen.findByRole('button', { name: 'Enter' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/The entry fee is paid in GBP/)).toBeDefined();
    expect(within(dialog).getByRole('link', { name: 'Go to Wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('offers play for an entered tournament and nothing to enter for a full one', async () => {
    serve([
      tournament({ id: 'mine', name: 'Mine', status: 'live', entryId: 'e1' }),
      tournament({ id: 'full', name: 'Full House', entrants: 100 }),
    ]);
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    await screen.findByRole('heading', { name: 'Mine' });
    expect(within(cardOf('Mine')).getByRole('link', { name: 'Play live' }).getAttribute('href')).toBe(
      '/tournaments/mine',
    );
    expect(within(cardOf('Mine')).getByText('Entered')).toBeDefined();
    expect((within(cardOf('Full House')).getByRole('button', { name: 'Full' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says when no tournament is scheduled', async () => {
    serve([]);
    renderWithProviders(<TournamentsView userId={USER_ID} />, { path: '/tournaments' });
    expect(await screen.findByRole('heading', { name: 'No tournaments scheduled' })).toBeDefined();
  });
});
