import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { gameQuestions, games } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import type { RoundTiming } from '../../game/rules/game-constants.ts';
import { contestRoundState } from '../contest-round-state.ts';
import { readMatchClipSet } from '../read-match-clip-set.ts';
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
    const { questions: set, ...span } = await readMatchClipSet(tx, matchId);
    const { state, nextWakeAt } = contestRoundState({ now, questions: set, timing: options.timing });
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
      league: span.league,
      fromYear: span.fromYear,
      toYear: span.toYear,
      difficulty: match.difficulty,
      passMark: set.length,
      status: 'created',
      state,
      nextWakeAt,
      lastEventAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(gameQuestions).values(set.map(({ clipId }, questionIndex) => ({ gameId, questionIndex, clipId })));
    await recordEntryOrigin({ db: tx, matchId, entryId: gameId, origin: options.origin, now });
    return { gameId };
  });
}
