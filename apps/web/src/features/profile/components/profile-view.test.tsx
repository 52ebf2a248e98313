import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { historyItem, historyPage, newPlayerStats, playerStats, PROFILE_USER } from '@/testing/player-fixtures.ts';
import { ProfileView } from './profile-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const USER = PROFILE_USER;
const BASE = `/api/users/${USER.id}`;
const TOTAL_GAMES = 23;

function page(number: number) {
  const first = (number - 1) * 10;
  const count = Math.min(10, TOTAL_GAMES - first);
  return historyPage(
    Array.from({ length: count }, (_, index) => historyItem(first + index, { league: `League ${first + index + 1}` })),
    number,
    10,
    TOTAL_GAMES,
  );
}

function serve(stats = playerStats()) {
  const mock = mockFetch({
    [`GET ${BASE}/stats`]: { status: 200, body: { data: stats } },
    [`GET ${BASE}/games?page=1&pageSize=5`]: {
      status: 200,
      body: { data: historyPage(page(1).items.slice(0, 5), 1, 5, TOTAL_GAMES) },
    },
    [`GET ${BASE}/games?page=1&pageSize=10`]: { status: 200, body: { data: page(1) } },
    [`GET ${BASE}/games?page=2&pageSize=10`]: { status: 200, body: { data: page(2) } },
    [`GET ${BASE}/games?page=3&pageSize=10`]: { status: 200, body: { data: page(3) } },
  });
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

describe('profile', () => {
  it("reads 'Loading profile...' until the user is known", () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderWithProviders(<ProfileView user={null} />);
    expect(screen.getByRole('status').textContent).toBe('Loading profile...');
  });

  it('keeps the account details and adds the level badge and the rank', async () => {
    serve();
    renderWithProviders(<ProfileView user={USER} />);
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeDefined();
    expect(screen.getByText('@ada')).toBeDefined();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(await screen.findByText('Level 4')).toBeDefined();
    expect(screen.getByTestId('profile-rank').textContent).toBe('Rank #12');
  });

  it('shows the statistics from the server', async () => {
    serve();
    renderWithProviders(<ProfileView user={USER} />);
    const list = await screen.findByLabelText('Statistics');
    const figure = (label: string) => within(list).getByText(label).nextElementSibling?.textContent;
    expect(figure('Games Played')).toBe('17');
    expect(figure('Wins')).toBe('9');
    expect(figure('Accuracy')).toBe('69%');
    expect(figure('Correct Predictions')).toBe('83');
    expect(figure('Best Streak')).toBe('4');
    expect(figure('Net Winnings')).toBe('+$8.40\u2212€2.00');
  });

  it('shows earned achievements with their date and locked ones with how to earn them', async () => {
    serve();
    renderWithProviders(<ProfileView user={USER} />);
    const list = await screen.findByRole('list', { name: 'Achievements' });
    const [firstWin, sharpshooter, survivor] = within(list).getAllByRole('listitem');
    expect(within(firstWin!).getByText('First Win')).toBeDefined();
    expect(within(firstWin!).getByText('Earned Mar 2, 2026')).toBeDefined();
    expect(within(sharpshooter!).getByText('Sharpshooter')).toBeDefined();
    expect(within(sharpshooter!).getByText('Locked')).toBeDefined();
    expect(within(sharpshooter!).getByText('Call every clip of a game of 5 or more questions.')).toBeDefined();
    expect(within(survivor!).getByText('Locked')).toBeDefined();
  });

  it('shows an unranked new player with no games', async () => {
    const mock = mockFetch({
      [`GET ${BASE}/stats`]: { status: 200, body: { data: newPlayerStats() } },
      [`GET ${BASE}/games?page=1&pageSize=5`]: { status: 200, body: { data: historyPage([], 1, 5) } },
      [`GET ${BASE}/games?page=1&pageSize=10`]: { status: 200, body: { data: historyPage([]) } },
    });
    vi.stubGlobal('fetch', mock.fetch);
    renderWithProviders(<ProfileView user={USER} />);
    expect((await screen.findByTestId('profile-rank')).textContent).toBe('Unranked');
    expect(await screen.findByText('No games yet')).toBeDefined();
  });

  it('pages through the full game history ten at a time', async () => {
    const mock = serve();
    const user = userEvent.setup();
    renderWithProviders(<ProfileView user={USER} />);
    expect(await screen.findByText('Showing 1 to 10 of 23 games')).toBeDefined();
    const pagination = screen.getByRole('navigation', { name: 'pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeDefined();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 20 of 23 games')).toBeDefined();
    expect(screen.getByText('League 11')).toBeDefined();
    expect(mock.calls.some((call) => call.url.endsWith('/games?page=2&pageSize=10'))).toBe(true);

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 games')).toBeDefined();
    expect(within(pagination).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
