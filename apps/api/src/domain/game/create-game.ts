import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { placeGameStake } from '../wallets/place-game-stake.ts';
import { gameQuestions, games, oddsQuotes } from '../../db/schema.ts';
import { priceGame, NOT_ENOUGH_CLIPS_MESSAGE, type GameRequest } from './price-game.ts';
import { drawClips, type RandomSource } from './rules/draw-clips.ts';
import { DEFAULT_ROUND_TIMING, type RoundTiming } from './rules/game-constants.ts';
import { createRoundState, nextDeadline } from './rules/round-state.ts';

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
}

const RANDOM_BYTES = 6;
/** Uniform in [0, 1) from 48 bits of the CSPRNG: nobody can predict the draw from earlier ones. */
export const cryptoRandom: RandomSource = () => randomBytes(RANDOM_BYTES).readUIntBE(0, RANDOM_BYTES) / 2 ** 48;

/**
 * Creates a game at the odds the player confirmed (decisions.md: a quote holds 2 minutes; creating the game
 * with the same parameters uses the quoted odds, otherwise 409 and the player confirms again). The wallet,
 * the stake and the pool are still checked now. Then, in one database transaction: the stake is held on the
 * wallet ('gameStake' pending; 422 when available < stake), the clips are drawn (clips of the player's
 * earlier games count as seen) and the game is stored with its round state.
 */
export async function createGame(options: CreateGameOptions): Promise<{ gameId: string }> {
  const { db, clock, userId, request } = options;
  const priced = await priceGame({ db, userId, request });
  const now = clock.now();
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
  await db.transaction(async (tx) => {
    await placeGameStake({
      db: tx,
      clock,
      userId,
      walletId: priced.wallet.id,
      gameId,
      amount: priced.stakeMinor,
    });
    const seen = await queryRows<{ clip_id: string }>(
      tx,
      sql`select distinct q.clip_id from game_questions q join games g on g.id = q.game_id where g.user_id = ${userId}`,
    );
    const drawn = drawClips({
      pool: priced.pool.map((clip) => ({ id: clip.id, outcome: clip.outcome })),
      numberOfQuestions: request.numberOfQuestions,
      seenClipIds: new Set(seen.map((row) => row.clip_id)),
      random: options.random ?? cryptoRandom,
    });
    if (!drawn.ok) throw new DomainError('BUSINESS_RULE', NOT_ENOUGH_CLIPS_MESSAGE);
    const outcomes = new Map(priced.pool.map((clip) => [clip.id, clip.outcome]));
    const state = createRoundState({
      createdAt: now.getTime(),
      clips: drawn.clipIds.map((clipId) => {
        const outcome = outcomes.get(clipId);
        if (!outcome) throw new Error(`Drawn clip ${clipId} is not in the pool`);
        return { clipId, outcome };
      }),
      passMark: priced.quote.passMark,
      timing: options.timing ?? DEFAULT_ROUND_TIMING,
    });
    const wake = nextDeadline(state);
    await tx.insert(games).values({
      id: gameId,
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
      passMark: priced.quote.passMark,
      status: 'created',
      state,
      nextWakeAt: wake === null ? null : new Date(wake),
      lastEventAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .insert(gameQuestions)
      .values(drawn.clipIds.map((clipId, questionIndex) => ({ gameId, questionIndex, clipId })));
  });
  return { gameId };
}
