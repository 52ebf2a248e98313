import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAvatarColor } from '@gom/contract/players';
import type { Leaderboard } from '@gom/contract/stats';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { leaderboardRow } from '@/testing/player-fixtures.ts';
import { LeaderboardView } from './leaderboard-view.tsx';

afterEach(() => vi.unstubAllGlobals());

function board(overrides: Partial<Leaderboard> = {}): Leaderboard {
  return {
    period: 'all',
    minimumAnswered: 10,
    rows: [1, 2, 3].map((rank) => leaderboardRow(rank)),
    me: null,
    ...overrides,
  };
}

function serve(boards: Partial<Record<'week' | 'month' | 'all', Leaderboard>>) {
  const routes = Object.fromEntries(
    Object.entries(boards).map(([period, body]) => [
      `GET /api/leaderboard?period=${period}`,
      { status: 200, body: { data: body } },
    ]),
  );
  const mock = mockFetch(routes);
  vi.stubGlobal('fetch', mock.fetch);
  return mock;
}

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

describe('leaderboard', () => {
  it('shows the ranked players with the columns and the rule in words', async () => {
    serve({ all: board() });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'All Time', selected: true })).toBeDefined();
    await screen.findByText('player1');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Games', 'Correct', 'Accuracy', 'Wins']);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
      // The avatar's initials, then the name.
    ).toEqual(['1', 'Pplayer1', '19', '99', '79%', '9']);
    expect(
      screen.getByText(
        'Players are ranked by correct predictions, then accuracy, once they have answered at least 10 questions in total.',
      ),
    ).toBeDefined();
  });

  it('switches the period query with the tabs', async () => {
    const mock = serve({
      all: board(),
      week: board({ period: 'week', rows: [leaderboardRow(1, { username: 'weekly-star' })] }),
      month: board({ period: 'month', rows: [leaderboardRow(1, { username: 'monthly-star' })] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    await screen.findByText('player1');

    await user.click(screen.getByRole('tab', { name: 'This Week' }));
    expect(await screen.findByText('weekly-star')).toBeDefined();
    expect(screen.getByText(/answered at least 10 questions this week\./)).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'This Month' }));
    expect(await screen.findByText('monthly-star')).toBeDefined();

    const periods = mock.calls
      .filter((call) => call.url.includes('/api/leaderboard'))
      .map((call) => new URL(call.url, 'http://x').searchParams.get('period'));
    expect(periods).toEqual(['all', 'week', 'month']);
  });

  it("highlights the player's own row in the top", async () => {
    serve({ all: board({ me: leaderboardRow(2) }) });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    await screen.findByText('player2');
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(rows[1]!).getByText('You')).toBeDefined();
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
  });

  it("shows the player's own row below the table when outside the top", async () => {
    serve({ all: board({ me: leaderboardRow(87, { username: 'ada', userId: 'me' }) }) });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    await screen.findByText('ada');
    const rows = bodyRows();
    expect(rows).toHaveLength(4);
    const own = rows[3]!;
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(within(own).getAllByRole('cell')[0]!.textContent).toBe('87');
    expect(within(screen.getByRole('rowgroup', { name: 'Your position' })).getByText('ada')).toBeDefined();
  });

  it('says when nobody is ranked yet, with the rule', async () => {
    serve({ all: board({ rows: [], me: null }) });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    expect(await screen.findByRole('heading', { name: 'Nobody is ranked yet' })).toBeDefined();
    expect(screen.getByText(/answered at least 10 questions in total\. Be the first\./)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a player's display name and chosen colour instead of the username, and the username otherwise", async () => {
    serve({
      all: board({
        rows: [
          leaderboardRow(1, { displayName: 'Zoë Kane', avatarColor: 'violet' }),
          leaderboardRow(2, { userId: 'plain' }),
        ],
      }),
    });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    await screen.findByText('Zoë Kane');
    const [named, plain] = bodyRows();
    expect(within(named!).queryByText('player1')).toBeNull();
    const namedAvatar = within(named!).getByTestId('player-avatar');
    expect(namedAvatar.textContent).toBe('ZK');
    expect(namedAvatar.getAttribute('data-color')).toBe('violet');
    expect(within(named!).getByRole('button', { name: "Show Zoë Kane's games, accuracy and wins" })).toBeDefined();
    expect(within(plain!).getByText('player2')).toBeDefined();
    // No colour chosen: the one the id gives, the same every time.
    expect(within(plain!).getByTestId('player-avatar').getAttribute('data-color')).toBe(defaultAvatarColor('plain'));
  });

  it('on a phone shows games, accuracy and wins of a player on demand, under their row', async () => {
    serve({ all: board() });
    renderWithProviders(<LeaderboardView />, { path: '/leaderboard' });
    const toggle = await screen.findByRole('button', { name: "Show player1's games, accuracy and wins" });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(bodyRows()).toHaveLength(3);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe("Hide player1's games, accuracy and wins");
    const details = bodyRows()[1]!;
    expect(within(details).getByText('Games').nextSibling?.textContent).toBe('19');
    expect(within(details).getByText('Accuracy').nextSibling?.textContent).toBe('79%');
    expect(within(details).getByText('Wins').nextSibling?.textContent).toBe('9');
    await userEvent.click(toggle);
    expect(bodyRows()).toHaveLength(3);
  });
});
