import '@/testing/radix-jsdom.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderRoutes } from '@/testing/render-app.tsx';
import { challenge, CREATOR_ID, FRIEND_ID, playedEntry } from '../testing/fixtures.ts';
import { ChallengeView } from './challenge-view.tsx';

afterEach(() => vi.unstubAllGlobals());

const READ = `GET /api/users/${FRIEND_ID}/challenges/c1`;

function renderView() {
  return renderRoutes(
    [
      { path: '/challenges/c1', element: <ChallengeView userId={FRIEND_ID} challengeId="c1" /> },
      { path: '/game', element: <p>Game screen</p> },
    ],
    { initialEntries: ['/challenges/c1'] },
  );
}

describe('challenge page', () => {
  it('hides the other side’s score until both have played, and starts one’s own side on the game screen', async () => {
    const accepted = challenge({
      status: 'accepted',
      endsAt: '2030-01-17T12:00:00.000Z',
      entries: [
        { ...playedEntry(CREATOR_ID, 'creator', 4, []), correct: null, totalAnswerMs: null, answers: null },
        { ...playedEntry(FRIEND_ID, 'friend', 0, []), gameId: null, correct: null, played: false, answers: null },
      ],
    });
    const api = mockFetch({
      [READ]: { status: 200, body: { data: accepted } },
      [`POST /api/users/${FRIEND_ID}/challenges/c1/entry`]: { status: 201, body: { data: { gameId: 'g9' } } },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    const { router } = renderView();
    const theirs = await screen.findByTestId('their-side');
    expect(within(theirs).getByText('Played. The score shows once you have played too.')).toBeDefined();
    expect(within(screen.getByTestId('your-side')).getByText('Not played yet')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Play your side' }));
    expect(await screen.findByText('Game screen')).toBeDefined();
    expect(router.state.location.search).toBe('?challengeGame=g9&challenge=c1&questions=5&difficulty=normal');
  });

  it('shows the winner, both scores and both sides’ calls once closed', async () => {
    const closed = challenge({
      status: 'closed',
      winnerId: CREATOR_ID,
      entries: [
        playedEntry(CREATOR_ID, 'creator', 4, [true, true, true, true, false]),
        playedEntry(FRIEND_ID, 'friend', 2, [true, false, true, false, false]),
      ],
    });
    vi.stubGlobal('fetch', mockFetch({ [READ]: { status: 200, body: { data: closed } } }).fetch);
    renderView();
    const outcome = await screen.findByTestId('challenge-outcome');
    expect(outcome.dataset.outcome).toBe('lost');
    expect(outcome.textContent).toContain('Your friend won the challenge');
    expect(within(screen.getByTestId('their-side')).getByTestId('winner-badge')).toBeDefined();
    expect(within(screen.getByTestId('your-side')).getByTestId('side-score').textContent).toBe('2/5 right · 8.4 s');
    expect(within(screen.getByTestId('your-side')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Play your side' })).toBeNull();
  });
});
