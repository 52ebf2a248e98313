import type { MoneyView } from '@gom/contract/money';
import type { Transaction } from '@gom/contract/transactions';

// The winnings of this game in the player's history: a 'winnings' transaction in the stake's currency that
// was not there when the game was created. Transactions carry no game id, so when several are new (another
// tab's game), the one paying exactly this game's payout wins.

export type FindWinningsOptions = {
  transactions: readonly Transaction[];
  knownTransactionIds: readonly string[] | null;
  expected: MoneyView;
};

export function findWinnings({
  transactions,
  knownTransactionIds,
  expected,
}: FindWinningsOptions): Transaction | undefined {
  if (knownTransactionIds === null) return undefined;
  const known = new Set(knownTransactionIds);
  const fresh = transactions.filter(
    (transaction) =>
      transaction.transactionType === 'winnings' &&
      !known.has(transaction.id) &&
      transaction.amount.currency === expected.currency,
  );
  return fresh.find((transaction) => transaction.amount.value === expected.value) ?? fresh[0];
}
