import { randomUUID } from 'node:crypto';
import {
  ALREADY_ENTERED_MESSAGE,
  PREMIUM_TOURNAMENT_MESSAGE,
  TOURNAMENT_CURRENCY_MESSAGE,
  TOURNAMENT_FULL_MESSAGE,
  TOURNAMENT_STARTED_MESSAGE,
} from '@gom/contract/contests';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { gameQuestions, games, matchQuestions } from '../../../db/schema.ts';
import { recordEntryOrigin, type EntryOrigin } from '../entry-origins.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import { entryFeeKey } from '../../ledger/ledger-keys.ts';
import { readPlan } from '../../plans/read-plan.ts';
import type { PlanSettings } from '../../plans/plan-settings.ts';
import { assertSaferPlayAllows } from '../../safer-play/assert-safer-play-allows.ts';
import { findWallet } from '../../wallets/find-wallet.ts';
import { placeEntryFee } from '../../wallets/place-entry-fee.ts';
import { WALLET_NOT_FOUND_MESSAGE } from '../../wallets/wallet-constants.ts';
import { TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';

export interface EnterTournamentOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  tournamentId: string;
  walletId: string;
  plans: PlanSettings;
  origin: EntryOrigin;
}

/**
 * A player enters a scheduled tournament (decision 0150), in one transaction under the tournament's row lock, so
 * entries at once are decided one after another and never pass its maximum: the entry is refused when the
 * tournament is unknown, started, full, Premium-only for a Free player, already entered, in another currency than the
 * wallet, or past a safer-play rule; else its fee is held ('entryFee' pending), the entry (a games row of mode
 * 'tournament') and its questions are stored, and an entrant sharing an address with another is flagged.
 */
export async function enterTournament(options: EnterTournamentOptions): Promise<{ entryId: string }> {
  const { db, clock, userId } = options;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const tournament = await readTournament({ db: tx, matchId: options.tournamentId, lock: true });
    if (!tournament) throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
    if (tournament.status !== 'scheduled' || now.getTime() >= tournament.startsAt.getTime()) {
      throw new DomainError('TOURNAMENT_STARTED', TOURNAMENT_STARTED_MESSAGE);
    }
    if (tournament.premiumOnly) {
      const { plan } = await readPlan({ db: tx, userId, now, settings: options.plans });
      if (plan !== 'premium') throw new DomainError('PREMIUM_REQUIRED', PREMIUM_TOURNAMENT_MESSAGE);
    }
    const [entered] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.matchId, tournament.id), eq(games.userId, userId)));
    if (entered) throw new DomainError('ALREADY_ENTERED', ALREADY_ENTERED_MESSAGE);
    const [entrants] = await tx.select({ n: count() }).from(games).where(eq(games.matchId, tournament.id));
    if ((entrants?.n ?? 0) >= tournament.maxEntrants) throw new DomainError('TOURNAMENT_FULL', TOURNAMENT_FULL_MESSAGE);

    const wallet = await findWallet({ db: tx, userId, walletId: options.walletId });
    if (!wallet) throw new DomainError('NOT_FOUND', WALLET_NOT_FOUND_MESSAGE, { walletId: WALLET_NOT_FOUND_MESSAGE });
    if (wallet.currency !== tournament.currency) {
      throw new DomainError('BUSINESS_RULE', TOURNAMENT_CURRENCY_MESSAGE, { walletId: TOURNAMENT_CURRENCY_MESSAGE });
    }
    const fee = tournament.entryFee;
    await assertSaferPlayAllows({ db: tx, clock, userId, action: 'stake', currency: wallet.currency, amount: fee });

    const entryId = randomUUID();
    await placeEntryFee({ db: tx, clock, userId, wallet, idempotencyKey: entryFeeKey(entryId), amount: fee });
    const questions = await tx
      .select({ questionIndex: matchQuestions.questionIndex, clipId: matchQuestions.clipId })
      .from(matchQuestions)
      .where(eq(matchQuestions.matchId, tournament.id))
      .orderBy(asc(matchQuestions.questionIndex));
    // A contest entry is a games row the solo engine never plays: no round state, no wake-up, odds of 1.00.
    await tx.insert(games).values({
      id: entryId,
      matchId: tournament.id,
      mode: 'tournament',
      userId,
      walletId: wallet.id,
      currency: wallet.currency,
      stake: fee,
      oddsHundredths: 100,
      numberOfQuestions: tournament.numberOfQuestions,
      league: tournament.league,
      fromYear: tournament.startsAt.getUTCFullYear(),
      toYear: tournament.startsAt.getUTCFullYear(),
      difficulty: tournament.difficulty,
      passMark: 0,
      status: 'created',
      state: { mode: 'tournament' },
      nextWakeAt: null,
      lastEventAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(gameQuestions).values(questions.map((question) => ({ gameId: entryId, ...question })));
    await recordEntryOrigin({ db: tx, matchId: tournament.id, entryId, origin: options.origin, now });
    return { entryId };
  });
}
