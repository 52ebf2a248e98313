import { describe, expect, it } from 'vitest';
import { contestGameOf, contestGamePath, type ContestEntryGame } from './contest-game-path.ts';

const entry = (kind: ContestEntryGame['kind']): ContestEntryGame => ({
  kind,
  contestId: 'c1',
  gameId: 'g9',
  numberOfQuestions: 5,
  difficulty: 'hard',
});

describe("a contest entry's game path", () => {
  it('names a challenge’s side and a playing window’s entry each in its own words, and reads both back', () => {
    expect(contestGamePath(entry('challenge'))).toBe('/game?challengeGame=g9&challenge=c1&questions=5&difficulty=hard');
    expect(contestGamePath(entry('tournament'))).toBe(
      '/game?tournamentGame=g9&tournament=c1&questions=5&difficulty=hard',
    );
    for (const kind of ['challenge', 'tournament'] as const) {
      const path = contestGamePath(entry(kind));
      expect(contestGameOf(new URLSearchParams(path.slice('/game?'.length)))).toEqual(entry(kind));
    }
  });

  it('reads an ordinary game, or a query missing the entry or its contest, as no contest', () => {
    expect(contestGameOf(new URLSearchParams(''))).toBeNull();
    expect(contestGameOf(new URLSearchParams('challengeGame=g9'))).toBeNull();
    expect(contestGameOf(new URLSearchParams('tournament=t1'))).toBeNull();
  });
});
