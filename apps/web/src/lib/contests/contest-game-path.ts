// A contest's entry is played on the game screen (a challenge's side, decision 0160; a playing window's entry,
// decision 0171): its page sends the player to a path naming the entry's game, with what the game area shows beside
// the live messages and the contest to go back to at the end. One path for every contest, read back in one place.

/** The contests whose entries the game screen plays, each with its query's names. */
const CONTEST_PARAMS = {
  challenge: { game: 'challengeGame', contest: 'challenge' },
  tournament: { game: 'tournamentGame', contest: 'tournament' },
} as const;

export type ContestKind = keyof typeof CONTEST_PARAMS;

/** A contest's entry as the game screen opens it. */
export interface ContestEntryGame {
  kind: ContestKind;
  contestId: string;
  gameId: string;
  numberOfQuestions: number;
  difficulty: string;
}

const QUESTIONS_PARAM = 'questions';
const DIFFICULTY_PARAM = 'difficulty';

export function contestGamePath({ kind, contestId, gameId, numberOfQuestions, difficulty }: ContestEntryGame): string {
  const names = CONTEST_PARAMS[kind];
  const params = new URLSearchParams({
    [names.game]: gameId,
    [names.contest]: contestId,
    [QUESTIONS_PARAM]: String(numberOfQuestions),
    [DIFFICULTY_PARAM]: difficulty,
  });
  return `/game?${params.toString()}`;
}

/** The contest entry a game screen's query names, or null for an ordinary game. */
export function contestGameOf(search: URLSearchParams): ContestEntryGame | null {
  for (const kind of Object.keys(CONTEST_PARAMS) as ContestKind[]) {
    const names = CONTEST_PARAMS[kind];
    const gameId = search.get(names.game);
    const contestId = search.get(names.contest);
    if (!gameId || !contestId) continue;
    return {
      kind,
      contestId,
      gameId,
      numberOfQuestions: Number(search.get(QUESTIONS_PARAM) ?? 0),
      difficulty: search.get(DIFFICULTY_PARAM) ?? 'normal',
    };
  }
  return null;
}
