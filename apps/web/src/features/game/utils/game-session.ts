import type { MoneyView } from '@gom/contract/money';

/** A created game as this screen remembers it: what the results screen needs to say the money result. */
export type GameSession = {
  gameId: string;
  numberOfQuestions: number;
  odds: number;
  stake: MoneyView;
  walletId: string;
  /** Transactions that existed when the game was created, so its winnings can be told apart afterwards. */
  knownTransactionIds: readonly string[] | null;
};
