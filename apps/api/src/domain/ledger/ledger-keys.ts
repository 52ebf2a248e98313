// Every idempotency key of the ledger, defined once: a transfer, a hold or a player-facing transaction applies once
// per key (`ledger_transfers.idempotency_key`, `ledger_holds.idempotency_key` and money_transactions' (user, key)
// are unique), and its key says what the money is for. Each key is one template: called, it is the key of those
// values; `.sql(...)` is the same key as a SQL expression of SQL values (for the settlement's SQL, settle-game-sql.ts),
// so the database's side and this process's side cannot spell a key differently. A client's own key can hold no ':'
// (the contract's idempotencyKeySchema), so no client key is ever one of these.

export interface LedgerKey<Values extends readonly (string | number)[]> {
  (...values: Values): string;
  /** The key as a SQL text expression of SQL expressions (each already SQL: a column, a parameter). */
  sql(...expressions: { [index in keyof Values]: string }): string;
}

function ledgerKey<Values extends readonly (string | number)[]>(
  strings: TemplateStringsArray,
  ..._slots: { [index in keyof Values]: string }
): LedgerKey<Values> {
  const key = (...values: Values) => strings.reduce((text, part, index) => `${text}${values[index - 1]}${part}`);
  const sql = (...expressions: readonly string[]) =>
    strings
      .flatMap((part, index) => [
        ...(index > 0 ? [`(${expressions[index - 1]})`] : []),
        ...(part === '' ? [] : [`'${part.replaceAll("'", "''")}'`]),
      ])
      .join(' || ');
  return Object.assign(key, { sql }) as LedgerKey<Values>;
}

/** A funding credited to its wallet (payments/handle-payment-event.ts). */
export const fundingKey = ledgerKey<[fundingTransactionId: string]>`funding:${'fundingTransactionId'}`;
/** A game's stake: its hold and its 'gameStake' transaction (wallets/place-game-stake.ts). */
export const gameStakeKey = ledgerKey<[gameId: string]>`game:${'gameId'}:stake`;
/** A won game's winnings: its transfer and its 'winnings' transaction (settle-game-sql.ts). */
export const gameWinningsKey = ledgerKey<[gameId: string]>`game:${'gameId'}:winnings`;
/** A hold's capture transfer (capture-hold.ts; a game's stake captured at settlement, settle-game-sql.ts). */
export const holdCaptureKey = ledgerKey<[holdId: string]>`hold:${'holdId'}:capture`;
/** A withdrawal's hold (payouts/request-withdrawal.ts). */
export const withdrawalHoldKey = ledgerKey<[withdrawalTransactionId: string]>`withdrawal:${'withdrawalTransactionId'}`;
/** A subscription's payment for period n, 1 the first month: its transfer and its transaction (plans/). */
export const subscriptionPaymentKey = ledgerKey<
  [subscriptionId: string, periodNumber: number]
>`subscription:${'subscriptionId'}:${'periodNumber'}`;
/** A transfer between a player's wallets, the leg leaving the source wallet (transfers/execute-transfer.ts). */
export const transferOutKey = ledgerKey<[quoteId: string]>`transfer:${'quoteId'}:out`;
/** The same transfer's leg arriving in the destination wallet. */
export const transferInKey = ledgerKey<[quoteId: string]>`transfer:${'quoteId'}:in`;

/** A challenge player's stake: its hold and its 'entryFee' transaction (contests/challenges/challenge-stakes.ts). */
export const challengeStakeKey = ledgerKey<[matchId: string, userId: string]>`challenge:${'matchId'}:stake:${'userId'}`;
/** A challenge's settlement from its pool: the one transfer paying the winner and the rake (settle-challenge.ts). */
export const challengeSettlementKey = ledgerKey<[matchId: string]>`challenge:${'matchId'}:settlement`;
/** The winner's 'prize' transaction of a challenge (settle-challenge.ts). */
export const challengePrizeKey = ledgerKey<[matchId: string]>`challenge:${'matchId'}:prize`;

/** Whether a key is a transfer's arriving leg (transferInKey): a transactions list shows it as money in. */
export function isTransferInKey(key: string): boolean {
  return /^transfer:.+:in$/.test(key);
}

/** A contest entry's fee: its hold and its 'entryFee' transaction (contests/tournaments/enter-tournament.ts). */
export const entryFeeKey = ledgerKey<[entryId: string]>`entry:${'entryId'}:fee`;
/** What a contest entry's place paid: its 'prize' transaction, whose transfer is the match's payout. */
export const entryPrizeKey = ledgerKey<[entryId: string]>`entry:${'entryId'}:prize`;
/** A contest's start: every entry's held fee captured into the match's pool, in one transfer. */
export const matchPoolKey = ledgerKey<[matchId: string]>`match:${'matchId'}:pool`;
/** A contest's close: the pool paid out (prizes and the house's share), in one transfer, exactly once. */
export const matchPayoutKey = ledgerKey<[matchId: string]>`match:${'matchId'}:payout`;
/** A live contest cancelled: its pool given back to every entrant, in one transfer. */
export const matchRefundKey = ledgerKey<[matchId: string]>`match:${'matchId'}:refund`;
/** An entry's fee given back from the pool of a cancelled live contest: its 'refund' transaction. */
export const entryRefundKey = ledgerKey<[entryId: string]>`entry:${'entryId'}:refund`;
