import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { oddsQuotes } from '../../db/schema.ts';
import type { PlanSettings } from '../plans/plan-settings.ts';
import { priceGame, type GameRequest } from './price-game.ts';
import { QUOTE_VALIDITY_SECONDS } from './rules/game-constants.ts';
import { computePayout } from './rules/odds.ts';

export interface QuoteGameOddsOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  request: GameRequest;
  /** The plans' margins (default the configuration's defaults). */
  plans?: PlanSettings;
}

export interface GameOddsQuote {
  odds: number;
  oddsHundredths: number;
  /** What a win at these odds pays, in the wallet's minor units: the amount settlement will pay. */
  potentialPayout: bigint;
  currency: string;
  expiresAt: Date;
}

/** Prices the game and keeps the quote for QUOTE_VALIDITY_SECONDS, so creating it can honour these odds. */
export async function quoteGameOdds(options: QuoteGameOddsOptions): Promise<GameOddsQuote> {
  const { db, clock, userId, request } = options;
  const now = clock.now();
  const priced = await priceGame({ db, now, userId, request, plans: options.plans });
  const expiresAt = new Date(now.getTime() + QUOTE_VALIDITY_SECONDS * 1000);
  await db.insert(oddsQuotes).values({
    id: randomUUID(),
    userId,
    fingerprint: priced.fingerprint,
    oddsHundredths: priced.quote.oddsHundredths,
    referenceAccuracy: priced.referenceAccuracy,
    createdAt: now,
    expiresAt,
  });
  return {
    odds: priced.quote.odds,
    oddsHundredths: priced.quote.oddsHundredths,
    // The same function settlement pays with, so the screen never promises what the ledger would not pay.
    potentialPayout: computePayout({ stakeMinor: priced.stakeMinor, oddsHundredths: priced.quote.oddsHundredths }),
    currency: priced.wallet.currency,
    expiresAt,
  };
}
