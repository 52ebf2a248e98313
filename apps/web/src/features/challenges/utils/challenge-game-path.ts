import type { Challenge } from '@gom/contract/contests';

// A challenge side is played on the game screen (decision 0160): the path opens it on the entry's game directly,
// with what the game area shows beside the live messages, and the challenge to go back to at the end.

export const CHALLENGE_GAME_PARAMS = {
  game: 'challengeGame',
  challenge: 'challenge',
  questions: 'questions',
  difficulty: 'difficulty',
} as const;

export function challengeGamePath({ challenge, gameId }: { challenge: Challenge; gameId: string }): string {
  const params = new URLSearchParams({
    [CHALLENGE_GAME_PARAMS.game]: gameId,
    [CHALLENGE_GAME_PARAMS.challenge]: challenge.id,
    [CHALLENGE_GAME_PARAMS.questions]: String(challenge.numberOfQuestions),
    [CHALLENGE_GAME_PARAMS.difficulty]: challenge.difficulty,
  });
  return `/game?${params.toString()}`;
}

/** The challenge side a game screen's query names, or null for an ordinary game. */
export function challengeGameOf(search: URLSearchParams) {
  const gameId = search.get(CHALLENGE_GAME_PARAMS.game);
  const challengeId = search.get(CHALLENGE_GAME_PARAMS.challenge);
  if (!gameId || !challengeId) return null;
  return {
    gameId,
    challengeId,
    numberOfQuestions: Number(search.get(CHALLENGE_GAME_PARAMS.questions) ?? 0),
    difficulty: search.get(CHALLENGE_GAME_PARAMS.difficulty) ?? 'normal',
  };
}
