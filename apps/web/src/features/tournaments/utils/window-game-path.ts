import type { TournamentSummary } from '@gom/contract/contests';

// A playing window's entry is played on the game screen (decision 0171): the path opens it on the entry's game
// directly, with what the game area shows beside the live messages, and the tournament to go back to at the end.

export const WINDOW_GAME_PARAMS = {
  game: 'tournamentGame',
  tournament: 'tournament',
  questions: 'questions',
  difficulty: 'difficulty',
} as const;

export function windowGamePath({ tournament, gameId }: { tournament: TournamentSummary; gameId: string }): string {
  const params = new URLSearchParams({
    [WINDOW_GAME_PARAMS.game]: gameId,
    [WINDOW_GAME_PARAMS.tournament]: tournament.id,
    [WINDOW_GAME_PARAMS.questions]: String(tournament.numberOfQuestions),
    [WINDOW_GAME_PARAMS.difficulty]: tournament.difficulty,
  });
  return `/game?${params.toString()}`;
}

/** The playing window's entry a game screen's query names, or null. */
export function windowGameOf(search: URLSearchParams) {
  const gameId = search.get(WINDOW_GAME_PARAMS.game);
  const tournamentId = search.get(WINDOW_GAME_PARAMS.tournament);
  if (!gameId || !tournamentId) return null;
  return {
    gameId,
    tournamentId,
    numberOfQuestions: Number(search.get(WINDOW_GAME_PARAMS.questions) ?? 0),
    difficulty: search.get(WINDOW_GAME_PARAMS.difficulty) ?? 'normal',
  };
}
