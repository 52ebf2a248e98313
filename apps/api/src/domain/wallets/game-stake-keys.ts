// Idempotency keys that tie a game's money to the game: each can apply once, whoever retries.
export const gameStakeKey = (gameId: string) => `game:${gameId}:stake`;
export const gameWinningsKey = (gameId: string) => `game:${gameId}:winnings`;
