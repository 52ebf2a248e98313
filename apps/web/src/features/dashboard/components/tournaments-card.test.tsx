import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TournamentSummary } from '@gom/contract/contests';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { nextTournament, TournamentsCard } from './tournaments-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const summary = (overrides: Partial<TournamentSummary>): TournamentSummary => ({
  id: 't',
  name: 'Cup',
  status: 'scheduled',
  format: 'live',
  startsAt: new Date(Date.now() + 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 7_200_000).toISOString(),
  entryFee: { value: 5, currency: 'USD' },
  numberOfQuestions: 5,
  difficulty: 'normal',
  entrants: 3,
  minEntrants: 2,
  maxEntrants: 50,
  prizePool: { value: 13.5, currency: 'USD' },
  rakePercent: 10,
  prizeSplit: 'Winner takes the pool',
  places: [],
  premiumOnly: false,
  entryId: null,
  entryPlay: null,
  ...overrides,
});

describe("the dashboard's Tournaments card", () => {
  it('picks a live tournament first, else the soonest to start, never a finished one', () => {
    const soon = summary({ id: 'soon', startsAt: new Date(Date.now() + 60_000).toISOString() });
    const later = summary({ id: 'later' });
    const live = summary({ id: 'live', status: 'live' });
    const done = summary({ id: 'done', status: 'closed', startsAt: new Date(Date.now() - 1).toISOString() });
    expect(nextTournament([later, soon, done])?.id).toBe('soon');
    expect(nextTournament([later, live, soon])?.id).toBe('live');
    expect(nextTournament([done])).toBeUndefined();
  });

  it('shows the next one with its fee, pool and countdown, and leads to the Tournaments screen', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/tournaments': { status: 200, body: { data: { tournaments: [summary({ name: 'Night Cup' })] } } },
      }).fetch,
    );
    renderWithProviders(<TournamentsCard />, { path: '/dashboard' });
    expect(await screen.findByText('Night Cup')).toBeDefined();
    expect(screen.getByText(/Starts in (59m|1h 00m|00:59:59|59:5\d)/)).toBeDefined();
    expect(screen.getByText(/\$5\.00 entry · \$13\.50 pool/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'See all tournaments' }).getAttribute('href')).toBe('/tournaments');
  });
});
