import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { originalVideoHref } from './answer-panel.tsx';
import { OriginalVideoPage } from './original-video-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Original Video page', () => {
  it('shows the answered clip with its league, fixture, season and goal type', async () => {
    const api = mockFetch({
      'GET /api/media/tok-1/about': {
        status: 200,
        body: {
          data: {
            league: 'Atlantic Premier',
            seasonYear: 2021,
            goalType: 'Free Kick',
            fixture: { attackingTeam: 'Harbour City', defendingTeam: 'Rovers Vale' },
            simulated: true,
            sourceUrl: null,
          },
        },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<OriginalVideoPage token="tok-1" />);
    expect(screen.getByRole('heading', { name: 'Original Video' })).toBeDefined();
    const facts = await screen.findByTestId('clip-facts');
    expect(facts.textContent).toBe(
      'LeagueAtlantic PremierFixtureHarbour City v Rovers ValeSeason2021Goal typeFree Kick',
    );
    expect(screen.getByTestId('original-video').getAttribute('src')).toBe('/api/media/tok-1');
    expect(screen.getByText('A simulated clip, made for one game and never shown before it.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the game' }).getAttribute('href')).toBe('/game');
    // No session is involved: the token is the capability.
    expect(api.calls[0]?.init?.credentials).toBe('omit');
  });

  it("says the server's refusal while the question is open, and shows no video", async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/media/tok-2/about': {
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'This video opens once the question is answered' } },
        },
      }).fetch,
    );
    renderWithProviders(<OriginalVideoPage token="tok-2" />);
    expect((await screen.findByTestId('clip-refused')).textContent).toBe(
      'This video opens once the question is answered',
    );
    expect(screen.queryByTestId('original-video')).toBeNull();
  });

  it("is where 'Original Video' goes for the product's own media, and footage elsewhere opens as it is", () => {
    expect(originalVideoHref('/api/media/abc_-1', 'https://video.example/o')).toBe('/clip/abc_-1');
    expect(originalVideoHref('https://video.example/q', '/api/media/xyz')).toBe('/clip/xyz');
    expect(originalVideoHref('', 'https://video.example/o')).toBe('https://video.example/o');
  });
});
