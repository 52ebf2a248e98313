/** A created game as this screen remembers it: what the game area needs besides the live messages. */
export type GameSession = {
  gameId: string;
  numberOfQuestions: number;
  /** The confirmed odds, shown on the Multiplier tile. */
  odds: number;
  /** The level's name, as the creation screen showed it. */
  difficulty: string;
};
