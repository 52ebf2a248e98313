import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { historyItem, historyPage, newPlayerStats, playerStats } from '@/testing/player-fixtures.ts';
import type { GameHistoryPage, PlayerStats } from '@gom/contract/stats';
import { DashboardView } from './dashboard-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER_ID = 'u1';
const STATS = `GET /api/users/${USER_ID}/stats`;
const RECENT = `GET /api/users/${USER_ID}/games?page=1&pageSize=5`;

function serve(stats: PlayerStats, history: GameHistoryPage) {
  const mock = mockFetch({
    [STATS]: { status: 200, body: { data: stats } },
    [RECENT]: { status: 200, body: { data: history } },
  });
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

function statValue(label: string) {
  return screen.getByTestId(`stat-${label}`).textContent;
}

describe('dashboard', () => {
  it('greets the player and shows skeletons while loading', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    expect(screen.getByRole('heading', { name: 'Welcome back, ada!' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Play Now' }).getAttribute('href')).toBe('/game');
    expect(screen.getByTestId('stats-skeleton')).toBeDefined();
    expect(screen.getByTestId('recent-games-skeleton')).toBeDefined();
  });

  it('shows the four stat cards from the server figures', async () => {
    serve(playerStats(), historyPage([historyItem(0)]));
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    await screen.findByTestId('stat-Games Played');
    expect(statValue('Games Played')).toBe('17');
    expect(statValue('Accuracy')).toBe('69%');
    expect(statValue('Net Winnings')).toBe('+$8.40');
    expect(screen.getByRole('list', { name: 'Other currencies' }).textContent).toBe('\u2212€2.00');
    expect(statValue('Current Streak')).toBe('3 wins');
    expect(screen.getByText('Games won in a row · best 4')).toBeDefined();
  });

  it('shows a new player zeros and an invitation to play, never sample figures', async () => {
    serve(newPlayerStats(), historyPage([]));
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    await screen.findByTestId('stat-Games Played');
    expect(statValue('Games Played')).toBe('0');
    expect(statValue('Accuracy')).toBe('0%');
    expect(statValue('Net Winnings')).toBe('$0.00');
    expect(statValue('Current Streak')).toBe('0 wins');
    expect(await screen.findByText('No games yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Play your first game' }).getAttribute('href')).toBe('/game');
    expect(screen.getByTestId('global-rank').textContent).toBe('Not ranked yet — answer 10 questions to join');
    for (const sample of ['42', '78%', '1250', '#156']) expect(document.body.textContent).not.toContain(sample);
  });

  it('lists recent games with a Win/Loss badge, what the score and the money mean, the league and relative time', async () => {
    const now = Date.now();
    serve(
      playerStats(),
      historyPage([
        historyItem(0, { endedAt: new Date(now - 5 * 60_000).toISOString() }),
        historyItem(1, {
          endedAt: new Date(now - 2 * 60 * 60_000).toISOString(),
          result: 'Loss',
          lastCall: 'Miss',
          score: 1,
          payout: { value: 0, currency: 'USD' },
          net: { value: -2, currency: 'USD' },
        }),
      ]),
    );
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    const list = await screen.findByRole('list', { name: 'Recent games' });
    const [win, loss] = within(list).getAllByRole('listitem');
    const summary = (item: HTMLElement) => within(item).getByTestId('recent-game-summary').textContent;
    expect(within(win!).getByText('Win')).toBeDefined();
    expect(summary(win!)).toBe('4/5 right·won+$8.40');
    expect(within(win!).getByText('5 minutes ago')).toBeDefined();
    expect(within(win!).getByText('+$8.40').dataset.direction).toBe('in');
    expect(within(loss!).getByText('Loss')).toBeDefined();
    expect(summary(loss!)).toBe('1/5 right·lost\u2212$2.00');
    expect(within(loss!).getByText('2 hours ago')).toBeDefined();
    expect(within(loss!).getByText('\u2212$2.00').dataset.direction).toBe('out');
    expect(document.body.textContent).not.toMatch(/Goal ·|Miss ·/);
    expect(screen.getByRole('link', { name: 'View All Games' }).getAttribute('href')).toBe('/profile');
  });

  it("names a challenge's draw and a contest entry still to be decided, with no loss for either", async () => {
    serve(
      playerStats(),
      historyPage([
        historyItem(0, {
          result: 'Pending',
          payout: { value: 0, currency: 'USD' },
          net: { value: 0, currency: 'USD' },
        }),
        historyItem(1, { result: 'Draw', payout: { value: 2, currency: 'USD' }, net: { value: 0, currency: 'USD' } }),
      ]),
    );
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    const list = await screen.findByRole('list', { name: 'Recent games' });
    const [pending, draw] = within(list).getAllByRole('listitem');
    const summary = (item: HTMLElement) => within(item).getByTestId('recent-game-summary').textContent;
    expect(within(pending!).getByText('Pending')).toBeDefined();
    expect(summary(pending!)).toBe('4/5 right·result to come');
    expect(within(draw!).getByText('Draw')).toBeDefined();
    expect(summary(draw!)).toBe('4/5 right·drew$0.00');
  });

  it('shows the global ranking and links to the leaderboard', async () => {
    serve(playerStats({ globalRank: 12 }), historyPage([]));
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    expect((await screen.findByTestId('global-rank')).textContent).toBe('#12');
    expect(screen.getByRole('link', { name: 'View Leaderboard' }).getAttribute('href')).toBe('/leaderboard');
  });

  it('says so clearly when the stats cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        [STATS]: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
        [RECENT]: { status: 200, body: { data: historyPage([]) } },
      }).fetch,
    );
    renderWithProviders(<DashboardView userId={USER_ID} username="ada" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load your stats');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
