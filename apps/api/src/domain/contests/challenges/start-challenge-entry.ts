import { randomUUID } from 'node:crypto';
import { and, asc, eq, max, min } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips, gameQuestions, games, matchQuestions } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import { endsByTimeAt } from '../../game/rules/apply-round-event.ts';
import { DEFAULT_ROUND_TIMING, type RoundTiming } from '../../game/rules/game-constants.ts';
import { createRoundState } from '../../game/rules/round-state.ts';
import {
  CHALLENGE_NOT_ACCEPTED_MESSAGE,
  CHALLENGE_NOT_FOUND_MESSAGE,
  CHALLENGE_OVER_MESSAGE,
} from './challenge-messages.ts';
import { lockChallenge, isChallengePlayer } from './lock-challenge.ts';
import { lockChallengeStake } from './challenge-stakes.ts';
import { recordEntryOrigin, type EntryOrigin } from '../entry-origins.ts';

/**
 * A player starts their side of an accepted challenge: their entry, a `games` row of mode 'challenge' on the match's
 * clip set, made now (not at the acceptance) so that its start window begins when they mean to play. The solo
 * engine and the play screen then play it as any game; its stake is the match's hold, so the row holds it at odds
 * 1.00 and its end settles nothing against the house (game/modes/challenge/). Starting again answers the same entry.
 */
export async function startChallengeEntry(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  matchId: string;
  /** Where the side is started from: the two sides from one address or one device are flagged. */
  origin: EntryOrigin;
  timing?: RoundTiming;
}): Promise<{ gameId: string }> {
  const { db, clock, userId, matchId } = options;
  return db.transaction(async (tx) => {
    const match = await lockChallenge(tx, matchId);
    if (!match || !isChallengePlayer(match, userId)) throw new DomainError('NOT_FOUND', CHALLENGE_NOT_FOUND_MESSAGE);
    const [entry] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.matchId, matchId), eq(games.userId, userId)));
    if (entry) return { gameId: entry.id };
    if (match.status === 'open') throw new DomainError('BUSINESS_RULE', CHALLENGE_NOT_ACCEPTED_MESSAGE);
    const now = clock.now();
    if (match.status !== 'accepted' || match.endsAt! <= now) {
      throw new DomainError('BUSINESS_RULE', CHALLENGE_OVER_MESSAGE);
    }
    const stake = await lockChallengeStake(tx, matchId, userId);
    if (!stake) throw new DomainError('NOT_FOUND', CHALLENGE_NOT_FOUND_MESSAGE);
    const set = await tx
      .select({ clipId: matchQuestions.clipId, outcome: clips.outcome })
      .from(matchQuestions)
      .innerJoin(clips, eq(clips.id, matchQuestions.clipId))
      .where(eq(matchQuestions.matchId, matchId))
      .orderBy(asc(matchQuestions.questionIndex));
    const [span] = await tx
      .select({ league: min(clips.league), from: min(clips.seasonYear), to: max(clips.seasonYear) })
      .from(matchQuestions)
      .innerJoin(clips, eq(clips.id, matchQuestions.clipId))
      .where(eq(matchQuestions.matchId, matchId));
    const timing = options.timing ?? DEFAULT_ROUND_TIMING;
    // The pass mark plays no part: a challenge is won against the friend, never against the house.
    const state = createRoundState({ createdAt: now.getTime(), clips: set, passMark: set.length, timing });
    const wake = endsByTimeAt(state);
    const gameId = randomUUID();
    await tx.insert(games).values({
      id: gameId,
      matchId,
      mode: 'challenge',
      userId,
      walletId: stake.walletId,
      currency: match.currency!,
      stake: match.entryFee!,
      oddsHundredths: 100,
      numberOfQuestions: match.numberOfQuestions,
      league: span?.league ?? '',
      fromYear: span?.from ?? 0,
      toYear: span?.to ?? 0,
      difficulty: match.difficulty,
      passMark: set.length,
      status: 'created',
      state,
      nextWakeAt: wake === null ? null : new Date(wake),
      lastEventAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(gameQuestions).values(set.map(({ clipId }, questionIndex) => ({ gameId, questionIndex, clipId })));
    await recordEntryOrigin({ db: tx, matchId, entryId: gameId, origin: options.origin, now });
    return { gameId };
  });
}
