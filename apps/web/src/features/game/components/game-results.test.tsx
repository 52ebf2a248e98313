import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { gameEnded } from '../testing/fixtures.ts';
import { GameResults } from './game-results.tsx';

function renderResults(end: ReturnType<typeof gameEnded>) {
  renderWithProviders(<GameResults end={end} passRatio={0.7} onPlayAgain={() => undefined} />);
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
  it('shows the payout and stake the server settled, and the winnings transaction', () => {
    // 2.17 is what the server paid for a 1.50 stake at 1.45 (2.175 rounded down); shown as sent.
    renderResults(
      gameEnded({
        won: true,
        payout: { value: 2.17, currency: 'USD' },
        stake: { value: 1.5, currency: 'USD' },
        winningsTransactionId: 'b5a4c6e0-0000-4000-8000-000000000001',
      }),
    );
    expect(screen.getByText('You won $2.17')).toBeDefined();
    expect(screen.getByTestId('result-payout').textContent).toBe('$2.17');
    expect(screen.getByTestId('result-stake').textContent).toBe('$1.50');
    expect(screen.getByTestId('winnings-transaction').textContent).toBe(
      'Paid to your USD wallet · Winnings transaction b5a4c6e0-0000-4000-8000-000000000001',
    );
  });

  it("follows the server's verdict, not the score: a loss says the stake is lost and pays nothing", () => {
    // 4 of 5 would pass the mark; the server's won=false is what counts.
    renderResults(
      gameEnded({
        score: 4,
        won: false,
        payout: { value: 0, currency: 'EUR' },
        stake: { value: 3, currency: 'EUR' },
        winningsTransactionId: null,
      }),
    );
    expect(screen.getByText('Stake lost')).toBeDefined();
    expect(screen.queryByText(/You won/)).toBeNull();
    expect(screen.getByTestId('result-stake').textContent).toBe('€3.00');
    expect(screen.getByTestId('result-payout').textContent).toBe('€0.00');
    expect(screen.queryByTestId('winnings-transaction')).toBeNull();
  });
});

describe('the level', () => {
  it('names the level the server says the game was played on', () => {
    renderResults(gameEnded({ difficulty: 'hard' }));
    expect(screen.getByTestId('result-difficulty').textContent).toBe('Hard level');
  });
});
