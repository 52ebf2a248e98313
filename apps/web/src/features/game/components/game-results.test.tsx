import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { serveGameApi, USER } from '../testing/fixtures.ts';
import { GameResults } from './game-results.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('game results (spec §2, §9)', () => {
  it.each([
    [7, 'green'],
    [6, 'blue'],
    [5, 'blue'],
    [4, 'red'],
  ] as const)('colours a score of %i/10 %s', (score, tone) => {
    vi.stubGlobal('fetch', serveGameApi().fetch);
    renderWithProviders(
      <GameResults
        userId={USER.id}
        end={{ score, totalQuestions: 10, reason: 'completed' }}
        game={null}
        passRatio={0.7}
        onPlayAgain={() => undefined}
      />,
    );
    expect(screen.getByTestId('score-box').dataset.tone).toBe(tone);
    expect(screen.getByText(`${score * 10}% accuracy`)).toBeDefined();
    expect(screen.getByText('Correct').nextElementSibling?.textContent).toBe(String(score));
    expect(screen.getByText('Incorrect').nextElementSibling?.textContent).toBe(String(10 - score));
  });
});
