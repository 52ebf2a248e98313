import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TournamentSummary } from '@gom/contract/contests';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { FakeWebSocket } from '@/testing/fake-web-socket.ts';
import { tournament, TOURNAMENT_ID, USER_ID } from '../testing/fixtures.ts';
import { TournamentPage } from './tournament-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ENDS_AT = '2026-12-04T19:30:00.000Z';
const windowTournament = (overrides: Partial<TournamentSummary>) =>
  tournament({ format: 'window', status: 'live', endsAt: ENDS_AT, entryId: 'e1', ...overrides });

function serve(summary: TournamentSummary) {
  const mock = mockFetch({
    [`GET /api/tournaments/${TOURNAMENT_ID}`]: { status: 200, body: { data: summary } },
    [`POST /api/tournaments/${TOURNAMENT_ID}/play`]: { status: 200, body: { data: { gameId: 'g1' } } },
    [`GET /api/tournaments/${TOURNAMENT_ID}/standings`]: {
      status: 200,
      body: {
        data: { tournamentId: TOURNAMENT_ID, status: 'live', questionsClosed: 5, rows: [], you: null, entrants: 3 },
      },
    },
  });
  vi.stubGlobal('fetch', mock.fetch);
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return mock;
}

function renderPage() {
  return renderWithProviders(<TournamentPage tournamentId={TOURNAMENT_ID} userId={USER_ID} />, {
    path: `/tournaments/${TOURNAMENT_ID}`,
  });
}

describe('a playing window on its tournament page', () => {
  it('marks the window and plays the entry on the game screen, with no live round and no table', async () => {
    const mock = serve(windowTournament({ entryPlay: 'toPlay' }));
    renderPage();
    expect((await screen.findByTestId('window-mark')).textContent).toBe('Play any time until 4 Dec, 19:30 UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Play your entry' }));
    expect(
      mock.calls.some((call) => call.method === 'POST' && call.url.endsWith(`/tournaments/${TOURNAMENT_ID}/play`)),
    ).toBe(true);
    // No live round is opened, and an entrant is shown no table before the close.
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(mock.calls.some((call) => call.url.endsWith('/standings'))).toBe(false);
  });

  it('says a played entry is in and the table comes at the close', async () => {
    serve(windowTournament({ entryPlay: 'played' }));
    renderPage();
    expect((await screen.findByTestId('window-entry-played')).textContent).toContain(
      'The table and the prizes are shown when the playing window closes at 4 Dec, 19:30 UTC.',
    );
    expect(screen.queryByRole('button', { name: 'Play your entry' })).toBeNull();
  });
});
