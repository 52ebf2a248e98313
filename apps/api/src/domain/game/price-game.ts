import type { GoalType } from '@gom/contract/constants';
import type { CreateGameRequest } from '@gom/contract/games';
import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../db/client.ts';
import { listPlayableClips } from '../clips/catalog/list-playable-clips.ts';
import type { ClipRecord } from '../clips/catalog/clip-record.ts';
import { DomainError } from '../domain-error.ts';
import { toMinorUnits } from '../ledger/minor-units.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import type { WalletView } from '../wallets/wallet-view.ts';
import { quoteOdds, type OddsQuote } from './rules/odds.ts';
import { measureReferenceAccuracy } from './rules/reference-accuracy.ts';

// What a game with these parameters would be: the player's wallet, the stake in minor units, the pool of
// clips it would draw from, and the odds. Shared by the quote and the creation, so both price the same way.

export const NOT_ENOUGH_CLIPS_MESSAGE = 'Not enough clips for these filters';
export const UNKNOWN_LEAGUE_MESSAGE = 'Unknown league: pick one from the list';
export const STAKE_CURRENCY_MESSAGE = "The stake's currency must be the wallet's currency";

/** A parsed creation payload (createGameRequestSchema's output). */
export interface GameRequest {
  numberOfQuestions: number;
  league: string;
  from: number;
  to: number;
  goalType?: GoalType;
  stake: { value: number; currency: CurrencyCode };
  walletId: string;
}

export interface PricedGame {
  wallet: WalletView;
  stakeMinor: bigint;
  pool: ClipRecord[];
  quote: OddsQuote;
  referenceAccuracy: number;
  /** The parameters the odds depend on or the player confirmed, as one text: equal texts, same game. */
  fingerprint: string;
}

export interface PriceGameOptions {
  db: AppDatabase;
  userId: string;
  request: GameRequest | CreateGameRequest;
}

export function gameFingerprint(request: GameRequest, stakeMinor: bigint): string {
  return JSON.stringify([
    request.numberOfQuestions,
    request.league,
    request.from,
    request.to,
    request.goalType ?? null,
    request.walletId.toLowerCase(),
    request.stake.currency,
    stakeMinor.toString(),
  ]);
}

export async function priceGame({ db, userId, request: input }: PriceGameOptions): Promise<PricedGame> {
  const request = input as GameRequest;
  const wallet = await findWallet({ db, userId, walletId: request.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  if (wallet.currency !== request.stake.currency) {
    throw new DomainError('INVALID_INPUT', STAKE_CURRENCY_MESSAGE, { 'stake.currency': STAKE_CURRENCY_MESSAGE });
  }
  const stakeMinor = toMinorUnits(request.stake.value, wallet.currency, 'stake.value');

  const [leaguePool, pool] = await Promise.all([
    listPlayableClips({ db, filters: { league: request.league } }),
    listPlayableClips({
      db,
      filters: { league: request.league, fromYear: request.from, toYear: request.to, goalType: request.goalType },
    }),
  ]);
  // A league with no playable clip at all is not one the player could have picked from the options.
  if (leaguePool.length === 0) {
    throw new DomainError('INVALID_INPUT', UNKNOWN_LEAGUE_MESSAGE, { league: UNKNOWN_LEAGUE_MESSAGE });
  }
  if (pool.length < request.numberOfQuestions) throw new DomainError('BUSINESS_RULE', NOT_ENOUGH_CLIPS_MESSAGE);

  const reference = measureReferenceAccuracy({
    clips: pool.map((clip) => ({ xG: clip.xg, outcome: clip.outcome })),
  });
  const quote = quoteOdds({ numberOfQuestions: request.numberOfQuestions, accuracy: reference.exact });
  return {
    wallet,
    stakeMinor,
    pool,
    quote,
    referenceAccuracy: reference.accuracy,
    fingerprint: gameFingerprint(request, stakeMinor),
  };
}
