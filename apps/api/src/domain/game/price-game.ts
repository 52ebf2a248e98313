import { DEFAULT_DIFFICULTY, type Difficulty, type GoalType } from '@gom/contract/constants';
import type { CreateGameRequest } from '@gom/contract/games';
import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../db/client.ts';
import type { ClipFilters } from '../clips/catalog/clip-filters.ts';
import { countFreshClips } from '../clips/catalog/fresh-clips.ts';
import { isKnownLeague, listPricingSample } from '../clips/catalog/list-pricing-sample.ts';
import { simulatorReferenceAccuracy } from '../clips/catalog/reference-calibration.ts';
import { recordClipDemand } from '../clips/generation/record-clip-demand.ts';
import { DomainError } from '../domain-error.ts';
import { toMinorUnits } from '../ledger/minor-units.ts';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from '../plans/plan-settings.ts';
import { readPlan } from '../plans/read-plan.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../wallets/wallet-constants.ts';
import type { WalletView } from '../wallets/wallet-view.ts';
import type { ExactRatio } from './rules/exact-fraction.ts';
import { quoteOdds, type OddsQuote } from './rules/odds.ts';
import { measureReferenceAccuracy } from './rules/reference-accuracy.ts';

// What a game with these parameters would be: the player's wallet, the stake in minor units, the pool of
// clips it would draw from, and the odds. Shared by the quote and the creation, so both price the same way.

export const NOT_ENOUGH_CLIPS_MESSAGE =
  'Not enough clips for these filters. Fresh clips are being prepared: try again in a minute, or widen the years.';
export const UNKNOWN_LEAGUE_MESSAGE = 'Unknown league: pick one from the list';
export const STAKE_CURRENCY_MESSAGE = "The stake's currency must be the wallet's currency";

/** A parsed creation payload (createGameRequestSchema's output). */
export interface GameRequest {
  numberOfQuestions: number;
  league: string;
  from: number;
  to: number;
  goalType?: GoalType;
  /** Default DEFAULT_DIFFICULTY (the contract's schema fills it in). */
  difficulty?: Difficulty;
  stake: { value: number; currency: CurrencyCode };
  walletId: string;
}

export interface PricedGame {
  wallet: WalletView;
  stakeMinor: bigint;
  /** What the game draws its clips from. */
  filters: ClipFilters;
  quote: OddsQuote;
  referenceAccuracy: number;
  /** The parameters the odds depend on or the player confirmed, as one text: equal texts, same game. */
  fingerprint: string;
}

export interface PriceGameOptions {
  db: AppDatabase;
  /** When a shortfall is recorded as a demand. */
  now: Date;
  userId: string;
  request: GameRequest | CreateGameRequest;
  /** The plans' margins: the odds are priced at the player's plan's (default the configuration's defaults). */
  plans?: PlanSettings;
}

/** `margin` is part of it: a quote made on another plan is not the odds this game would be priced at. */
export function gameFingerprint(request: GameRequest, stakeMinor: bigint, margin: number): string {
  return JSON.stringify([
    request.numberOfQuestions,
    request.league,
    request.from,
    request.to,
    request.goalType ?? null,
    request.difficulty ?? DEFAULT_DIFFICULTY,
    request.walletId.toLowerCase(),
    request.stake.currency,
    stakeMinor.toString(),
    margin,
  ]);
}

export async function priceGame(options: PriceGameOptions): Promise<PricedGame> {
  const { db, now, userId, request: input } = options;
  const request = input as GameRequest;
  const wallet = await findWallet({ db, userId, walletId: request.walletId });
  if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
  if (wallet.currency !== request.stake.currency) {
    throw new DomainError('INVALID_INPUT', STAKE_CURRENCY_MESSAGE, { 'stake.currency': STAKE_CURRENCY_MESSAGE });
  }
  const stakeMinor = toMinorUnits(request.stake.value, wallet.currency, 'stake.value');

  const filters = {
    league: request.league,
    fromYear: request.from,
    toYear: request.to,
    goalType: request.goalType,
    difficulty: request.difficulty ?? DEFAULT_DIFFICULTY,
  };
  // A league with no clip at all is not one the player could have picked from the options.
  if (!(await isKnownLeague({ db, league: request.league }))) {
    throw new DomainError('INVALID_INPUT', UNKNOWN_LEAGUE_MESSAGE, { league: UNKNOWN_LEAGUE_MESSAGE });
  }
  // Every question must be a clip nobody has seen: the filter must hold enough fresh goals AND misses for any
  // 50/50 draw of this length. Short: the buffer is asked to make them, and the player to come back.
  const fresh = await countFreshClips({ db, userId, filters });
  if (fresh.goals < request.numberOfQuestions || fresh.misses < request.numberOfQuestions) {
    await recordClipDemand({ db, now, filters, needed: request.numberOfQuestions });
    throw new DomainError('NOT_ENOUGH_CLIPS', NOT_ENOUGH_CLIPS_MESSAGE);
  }
  const accuracy = fresh.imported
    ? await measurePoolAccuracy(db, filters)
    : simulatorAccuracy(simulatorReferenceAccuracy({ difficulty: filters.difficulty, mix: fresh.mix }));
  const { margin } = await readPlan({ db, userId, now, settings: options.plans ?? DEFAULT_PLAN_SETTINGS });
  const quote = quoteOdds({ numberOfQuestions: request.numberOfQuestions, accuracy, margin });
  return {
    wallet,
    stakeMinor,
    filters,
    quote,
    referenceAccuracy: accuracy.numerator / accuracy.denominator,
    fingerprint: gameFingerprint(request, stakeMinor, margin),
  };
}

/**
 * The reference player's accuracy on a pool of imported footage: measured on the filter's clips, used or fresh,
 * at the predictor's best threshold (an operator's xG may be calibrated differently from the simulator's).
 */
async function measurePoolAccuracy(db: AppDatabase, filters: ClipFilters): Promise<ExactRatio> {
  const sample = await listPricingSample({ db, filters });
  return measureReferenceAccuracy({
    clips: sample.map((clip) => ({ xG: clip.xg, goalType: clip.goalType, outcome: clip.outcome })),
  }).exact;
}

/** Accuracy to four decimals, rounded up: the quote errs on the house's side and reads the same every time. */
function simulatorAccuracy(accuracy: number): ExactRatio {
  const PRECISION = 10_000;
  return { numerator: Math.ceil(accuracy * PRECISION), denominator: PRECISION };
}
