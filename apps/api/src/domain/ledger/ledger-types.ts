import type { CurrencyCode } from '@gom/contract/money';

export type SystemAccountKind = 'payment_clearing' | 'payout_clearing' | 'game_escrow' | 'house' | 'house_fx';

/** One side of a transfer. `amount` credits (> 0) or debits (< 0) the balance; `heldDelta` moves `held`. */
export interface PostingInput {
  accountId: string;
  amount: bigint;
  /** Only when settling a hold: the part of `held` this posting consumes (negative). */
  heldDelta?: bigint;
}

export interface TransferInput {
  /** Unique in the world: the same key never applies twice. */
  idempotencyKey: string;
  /** What moved the money (funding, stake capture, winnings...), for people reading the ledger. */
  kind: string;
  currency: CurrencyCode;
  postings: PostingInput[];
}

export interface TransferResult {
  transferId: string;
  /** false: a transfer with this key already existed, and nothing was posted now. */
  applied: boolean;
  /** With a caller's `alsoWrite` steps: the rows its step named `also` wrote. */
  alsoWritten?: number;
}
