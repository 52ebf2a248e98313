import { randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_DIFFICULTY } from '@gom/contract/constants';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolationConstraint } from '../../db/unique-violation.ts';
import { DomainError } from '../domain-error.ts';
import { assertNoUnstartedGame } from './assert-no-unstarted-game.ts';
import { claimDailyGame } from '../plans/claim-daily-game.ts';
import { DEFAULT_PLAN_SETTINGS, type PlanSettings } from '../plans/plan-settings.ts';
import { assertSaferPlayAllows } from '../safer-play/assert-safer-play-allows.ts';
import { placeGameStake } from '../wallets/place-game-stake.ts';
import { gameQuestions, games, matches, oddsQuotes } from '../../db/schema.ts';
import { priceGame, type GameRequest } from './price-game.ts';
import { soloMode } from './modes/solo/solo-mode.ts';
import type { RandomSource } from './rules/draw-clips.ts';
import { DEFAULT_ROUND_TIMING, type RoundTiming } from './rules/game-constants.ts';
import { endsByTimeAt } from './rules/apply-round-event.ts';
import { createRoundState } from './rules/round-state.ts';

export const ODDS_CHANGED_MESSAGE = 'The odds have changed. Please confirm the new odds.';

export interface CreateGameOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  request: GameRequest;
  /** Default: a cryptographic source. Tests pass a seeded one. */
  random?: RandomSource;
  /** Default DEFAULT_ROUND_TIMING; stored with the game, so a resumed game keeps its numbers. */
  timing?: RoundTiming;
  /** The plans' margins and prices (default the configuration's defaults). */
  plans?: PlanSettings;
  /** The request's Idempotency-Key: the same key again answers the game it created (decision 0093). */
  idempotencyKey?: string;
}

export const GAME_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used to create a different game. Use a new key for a new game.';

/** The game a key created, checked against this request: the same request gets it back, another one a 409. */
async function gameOfKey(db: AppDatabase, userId: string, key: string, fingerprint: string) {
  const [row] = await db
    .select({ id: games.id, requestFingerprint: games.requestFingerprint })
    .from(games)
    .where(and(eq(games.userId, userId), eq(games.idempotencyKey, key)));
  if (!row) return undefined;
  if (row.requestFingerprint !== fingerprint) {
    throw new DomainError('CONFLICT', GAME_KEY_REUSED_MESSAGE, { idempotencyKey: GAME_KEY_REUSED_MESSAGE });
  }
  return { gameId: row.id, replayed: true };
}

const RANDOM_BYTES = 6;
/** Uniform in [0, 1) from 48 bits of the CSPRNG: nobody can predict the draw from earlier ones. */
export const cryptoRandom: RandomSource = () => randomBytes(RANDOM_BYTES).readUIntBE(0, RANDOM_BYTES) / 2 ** 48;

/**
 * Creates a game at the odds the player confirmed (decisions.md: a quote holds 2 minutes; creating the game
 * with the same parameters uses the quoted odds, otherwise 409 and the player confirms again). The wallet,
 * the stake and the fresh pool are still checked now. Then, in one database transaction: the stake is held on
 * the wallet ('gameStake' pending; 422 when available < stake), the clips are drawn from the fresh buffer and
 * reserved (single use: no other game can take them) and the game is stored with its round state. A player with a
 * game waiting to start gets 409 UNSTARTED_GAME instead.
 */
export async function createGame(options: CreateGameOptions): Promise<{ gameId: string; replayed: boolean }> {
  const { db, clock, userId, request, idempotencyKey } = options;
  const fingerprint = JSON.stringify(request);
  // A repeat is answered before anything else is checked: its quote may have expired since, its stake is held.
  const replay = idempotencyKey ? await gameOfKey(db, userId, idempotencyKey, fingerprint) : undefined;
  if (replay) return replay;
  const now = clock.now();
  const plans = options.plans ?? DEFAULT_PLAN_SETTINGS;
  const priced = await priceGame({ db, now, userId, request, plans });
  // The newest live quote for these parameters: its odds are what the player confirmed, even if the pool
  // has moved since (clips rendered or imported meanwhile). No live quote: the player confirms fresh odds.
  const [quote] = await db
    .select({ oddsHundredths: oddsQuotes.oddsHundredths })
    .from(oddsQuotes)
    .where(
      and(eq(oddsQuotes.userId, userId), eq(oddsQuotes.fingerprint, priced.fingerprint), gt(oddsQuotes.expiresAt, now)),
    )
    .orderBy(desc(oddsQuotes.expiresAt))
    .limit(1);
  if (!quote) throw new DomainError('CONFLICT', ODDS_CHANGED_MESSAGE, { odds: priced.quote.odds.toFixed(2) });

  const gameId = randomUUID();
  let created: { gameId: string; replayed: boolean };
  try {
    created = await db.transaction(async (tx) => {
      // First in the transaction, before any rule that a game already made would break: the same key's game.
      const replayed = idempotencyKey ? await gameOfKey(tx, userId, idempotencyKey, fingerprint) : undefined;
      if (replayed) return replayed;
      const { currency } = priced.wallet;
      await assertSaferPlayAllows({ db: tx, clock, userId, action: 'stake', currency, amount: priced.stakeMinor });
      await claimDailyGame({ db: tx, userId, now, settings: plans });
      const timing = options.timing ?? DEFAULT_ROUND_TIMING;
      await assertNoUnstartedGame({ db: tx, userId, now, startWithinMs: timing.startWithinMs });
      await placeGameStake({
        db: tx,
        clock,
        userId,
        walletId: priced.wallet.id,
        gameId,
        amount: priced.stakeMinor,
      });
      const drawn = await soloMode.planClipSet({
        db: tx,
        now,
        userId,
        filters: priced.filters,
        numberOfQuestions: request.numberOfQuestions,
        random: options.random ?? cryptoRandom,
      });
      const state = createRoundState({
        createdAt: now.getTime(),
        clips: drawn,
        passMark: priced.quote.passMark,
        timing,
      });
      // The void window's end: the one deadline of a game not started (the row keeps only those that must be written).
      const wake = endsByTimeAt(state);
      // A solo game is a match of one entry against the house, with the game's id (decision 0103).
      await tx.insert(matches).values({
        id: gameId,
        mode: 'solo',
        numberOfQuestions: request.numberOfQuestions,
        difficulty: priced.filters.difficulty ?? DEFAULT_DIFFICULTY,
        league: request.league,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(games).values({
        id: gameId,
        matchId: gameId,
        userId,
        walletId: priced.wallet.id,
        currency: priced.wallet.currency,
        stake: priced.stakeMinor,
        oddsHundredths: quote.oddsHundredths,
        numberOfQuestions: request.numberOfQuestions,
        league: request.league,
        fromYear: request.from,
        toYear: request.to,
        goalType: request.goalType ?? null,
        difficulty: priced.filters.difficulty,
        passMark: priced.quote.passMark,
        status: 'created',
        state,
        nextWakeAt: wake === null ? null : new Date(wake),
        lastEventAt: now,
        createdAt: now,
        updatedAt: now,
        idempotencyKey: idempotencyKey ?? null,
        requestFingerprint: idempotencyKey ? fingerprint : null,
      });
      await tx
        .insert(gameQuestions)
        .values(drawn.map(({ clipId }, questionIndex) => ({ gameId, questionIndex, clipId })));
      return { gameId, replayed: false };
    });
  } catch (error) {
    // Two requests with one key at once: the other committed first; its game is the answer. The second meets it
    // either at the key's unique index or, having waited on the player's row lock, as the unstarted game it is.
    const lostTheRace =
      uniqueViolationConstraint(error) === 'games_user_idempotency_key_unique' ||
      (error instanceof DomainError && error.code === 'UNSTARTED_GAME');
    if (idempotencyKey && lostTheRace) {
      const raced = await gameOfKey(db, userId, idempotencyKey, fingerprint);
      if (raced) return raced;
    }
    throw error;
  }
  return created;
}
