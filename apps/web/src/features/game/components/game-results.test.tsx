import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameRecap } from '@gom/contract/stats';
import { mockFetch, renderWithProviders } from '@/testing/render-app.tsx';
import { GAME_ID, gameEnded, gameRecap, USER } from '../testing/fixtures.ts';
import { GameResults } from './game-results.tsx';

afterEach(() => vi.unstubAllGlobals());

const RECAP = `GET /api/users/${USER.id}/games/${GAME_ID}/recap`;

/** The results of gameEnded alone (no game id: nothing to read a recap of). */
function renderResults(end: ReturnType<typeof gameEnded>) {
  renderWithProviders(
    <GameResults end={end} passRatio={0.7} userId={USER.id} gameId={undefined} onPlayAgain={() => undefined} />,
  );
}

/** The results with the game's recap served as given. */
function renderWithRecap(end: ReturnType<typeof gameEnded>, recap: GameRecap) {
  vi.stubGlobal('fetch', mockFetch({ [RECAP]: { status: 200, body: { data: recap } } }).fetch);
  renderWithProviders(
    <GameResults end={end} passRatio={0.7} userId={USER.id} gameId={GAME_ID} onPlayAgain={() => undefined} />,
  );
}

describe('game results (spec §2, §9)', () => {
  it.each([
    [7, 'green'],
    [6, 'blue'],
    [5, 'blue'],
    [4, 'red'],
  ] as const)('colours a score of %i/10 %s', (score, tone) => {
    renderResults(gameEnded({ score, totalQuestions: 10, answered: 10, won: score >= 7 }));
    expect(screen.getByTestId('score-box').dataset.tone).toBe(tone);
    expect(screen.getByText(`${score * 10}% accuracy`)).toBeDefined();
    expect(screen.getByText('Correct').nextElementSibling?.textContent).toBe(String(score));
    expect(screen.getByText('Incorrect').nextElementSibling?.textContent).toBe(String(10 - score));
    // A completed game reached every question.
    expect(screen.queryByText('Not reached')).toBeNull();
    expect(screen.queryByTestId('stopped-at')).toBeNull();
  });
});

describe('a game cut short (honest results after a timeout)', () => {
  it.each(['timeout', 'disconnected'] as const)(
    'after %s, counts only the calls made as wrong and the rest as not reached',
    (reason) => {
      // Right, right, wrong; question 4 ran out; question 5 was never sent.
      renderResults(
        gameEnded({
          score: 2,
          totalQuestions: 5,
          answered: 3,
          reason,
          won: false,
          payout: { value: 0, currency: 'USD' },
        }),
      );
      expect(screen.getByText('Correct').nextElementSibling?.textContent).toBe('2');
      expect(screen.getByText('Incorrect').nextElementSibling?.textContent).toBe('1');
      expect(screen.getByText('Not reached').nextElementSibling?.textContent).toBe('2');
      expect(screen.getByTestId('stopped-at').textContent).toBe(
        'The game stopped at question 4 of 5: 3 answered, 2 not reached.',
      );
      // The score and the accuracy stay over all the questions, as the game was settled (spec §9).
      expect(screen.getByText('2/5')).toBeDefined();
      expect(screen.getByText('40% accuracy')).toBeDefined();
    },
  );

  it('a timeout on the first question: nothing answered, nothing wrong', () => {
    renderResults(
      gameEnded({ score: 0, answered: 0, reason: 'timeout', won: false, payout: { value: 0, currency: 'USD' } }),
    );
    expect(screen.getByText('Incorrect').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('Not reached').nextElementSibling?.textContent).toBe('5');
  });
});

describe('the money result (the server states it)', () => {
  it('shows the payout, the stake and the profit the server settled, and links to the winnings transaction', async () => {
    // 2.17 is what the server paid for a 1.50 stake at 1.45 (2.175 rounded down); shown as sent.
    const end = gameEnded({
      won: true,
      payout: { value: 2.17, currency: 'USD' },
      stake: { value: 1.5, currency: 'USD' },
      net: { value: 0.67, currency: 'USD' },
      winningsTransactionId: 'b5a4c6e0-0000-4000-8000-000000000001',
    });
    renderWithRecap(
      end,
      gameRecap({ winningsTransaction: { id: 'b5a4c6e0-0000-4000-8000-000000000001', reference: 'GOM-7K2Q9XWD' } }),
    );
    expect(screen.getByText('You won $2.17')).toBeDefined();
    expect(screen.getByTestId('result-payout').textContent).toBe('$2.17');
    expect(screen.getByTestId('result-stake').textContent).toBe('$1.50');
    expect(screen.getByTestId('result-net').textContent).toBe('+$0.67');
    expect(within(screen.getByTestId('money-result')).getAllByText('+$0.67')).toHaveLength(2);
    expect(screen.getByTestId('result-icon').dataset.icon).toBe('trophy');
    const link = within(screen.getByTestId('winnings-transaction')).getByRole('link', {
      name: 'View the winnings transaction',
    });
    await vi.waitFor(() => expect(link.getAttribute('href')).toBe('/transactions?search=GOM-7K2Q9XWD'));
    // The id is for machines: the player gets a link, never the raw id.
    expect(document.body.textContent).not.toContain('b5a4c6e0');
  });

  it("follows the server's verdict, not the score: a loss shows the stake lost as −, pays nothing, no trophy", () => {
    // 4 of 5 would pass the mark; the server's won=false is what counts.
    renderResults(
      gameEnded({
        score: 4,
        won: false,
        payout: { value: 0, currency: 'EUR' },
        stake: { value: 3, currency: 'EUR' },
        net: { value: -3, currency: 'EUR' },
        winningsTransactionId: null,
      }),
    );
    expect(screen.getByText('Stake lost')).toBeDefined();
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(screen.getByTestId('result-stake').textContent).toBe('€3.00');
    expect(screen.getByTestId('result-payout').textContent).toBe('€0.00');
    expect(screen.getByText('Loss')).toBeDefined();
    expect(screen.getByTestId('result-net').textContent).toBe('\u2212€3.00');
    expect(screen.getByTestId('result-icon').dataset.icon).toBe('target');
    expect(screen.queryByTestId('winnings-transaction')).toBeNull();
  });
});

describe('the recap', () => {
  it('lists every question with the call, the outcome and right or wrong, and replays a post-answer clip', async () => {
    renderWithRecap(gameEnded(), gameRecap());
    const items = await screen.findAllByTestId('recap-question');
    expect(items.map((item) => item.dataset.result)).toEqual(['right', 'right', 'wrong', 'right', 'right']);
    expect(items[2]!.textContent).toContain('You called GOAL · it was MISS');
    expect(within(items[2]!).getByText('Wrong')).toBeDefined();
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Replay question 3' }));
    expect(screen.getByTestId('recap-video-3').getAttribute('src')).toBe('/api/media/post-2');
    expect(screen.getByRole('heading', { name: 'Share your result' })).toBeDefined();
  });

  it('says what happened to a question the time ran out on and one never reached, with no clip to replay', async () => {
    const base = gameRecap();
    const questions = base.questions.map((question) =>
      question.questionIndex < 3
        ? question
        : {
            ...question,
            sent: question.questionIndex === 3,
            answer: null,
            outcome: null,
            isCorrect: null,
            postVideoLink: null,
            posterLink: question.questionIndex === 3 ? question.posterLink : null,
          },
    );
    renderWithRecap(
      gameEnded({ score: 2, answered: 3, reason: 'timeout', won: false, winningsTransactionId: null }),
      gameRecap({ ...base, questions, score: 2, answered: 3, reason: 'timeout', won: false }),
    );
    const items = await screen.findAllByTestId('recap-question');
    expect(items[3]!.textContent).toContain('No call: the time ran out');
    expect(items[4]!.textContent).toContain('Not reached');
    expect(items.slice(3).map((item) => item.dataset.result)).toEqual(['none', 'none']);
    expect(items.slice(3).some((item) => /GOAL|MISS/.test(item.textContent ?? ''))).toBe(false);
    expect(screen.getAllByRole('button', { name: /Replay question/ })).toHaveLength(3);
  });
});

describe('a recap that cannot be read', () => {
  function renderRefused(status: number, code: string, message: string) {
    const mock = mockFetch({ [RECAP]: { status, body: { error: { code, message } } } });
    vi.stubGlobal('fetch', mock.fetch);
    renderWithProviders(
      <GameResults end={gameEnded()} passRatio={0.7} userId={USER.id} gameId={GAME_ID} onPlayAgain={() => undefined} />,
    );
    return mock;
  }

  it("says 'Game not found' for a game that is not the player's or not there, keeps the money, offers no retry", async () => {
    renderRefused(404, 'NOT_FOUND', 'Game not found');
    const error = await screen.findByTestId('recap-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('The question-by-question recap could not be loaded.');
    expect(error.textContent).toContain('Game not found: this recap is only for the player of a game that has ended.');
    expect(within(error).queryByRole('button')).toBeNull();
    // What gameEnded said still stands: the score, the money and Play Again.
    expect(screen.getByTestId('result-payout')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Play Again' })).toBeDefined();
    expect(screen.queryByTestId('recap-question')).toBeNull();
    expect(screen.queryByTestId('share-card-image')).toBeNull();
  });

  it("gives the server's reason for any other failure and reads it again on 'Try again'", async () => {
    const mock = renderRefused(503, 'UNAVAILABLE', 'The server is busy: try again in a moment');
    const error = await screen.findByTestId('recap-error');
    expect(error.textContent).toContain('The server is busy: try again in a moment');
    const reads = mock.calls.filter((call) => call.url.endsWith('/recap')).length;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(mock.calls.filter((call) => call.url.endsWith('/recap')).length).toBe(reads + 1));
  });

  it('asks for the recap by the ids as they are, escaped, so an odd id cannot reach another path', async () => {
    const mock = mockFetch({});
    vi.stubGlobal('fetch', mock.fetch);
    renderWithProviders(
      <GameResults
        end={gameEnded()}
        passRatio={0.7}
        userId={USER.id}
        gameId="../../x?y"
        onPlayAgain={() => undefined}
      />,
    );
    await screen.findByTestId('recap-error');
    expect(mock.calls.map((call) => call.url)).toContain(`/api/users/${USER.id}/games/..%2F..%2Fx%3Fy/recap`);
  });
});

describe('the level', () => {
  it('names the level the server says the game was played on', () => {
    renderResults(gameEnded({ difficulty: 'hard' }));
    expect(screen.getByTestId('result-difficulty').textContent).toBe('Hard level');
  });
});
