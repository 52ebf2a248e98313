import { WINDOW_NOT_ENTERED_MESSAGE, WINDOW_NOT_OPEN_MESSAGE, WINDOW_PLAYED_MESSAGE } from '@gom/contract/contests';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { games } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { DomainError } from '../../domain-error.ts';
import type { RoundTiming } from '../../game/rules/game-constants.ts';
import { contestRoundState } from '../contest-round-state.ts';
import { readMatchClipSet } from '../read-match-clip-set.ts';
import { TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';
import { phaseOf, windowEntryPlayOf } from './window-entry-play.ts';

/**
 * An entrant opens their entry of a playing window (decision 0171), under the tournament's row lock: while the window
 * is open (the tournament live, its close not come), their entry (held since the start in the pool) gets its round
 * state on the tournament's clip set, made now, so the game screen plays it as a solo game is played. Once only: an
 * entry in play answers the same game (a reload), one played or void is refused. Nothing of the other entries is read.
 */
export async function playWindowEntry(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  matchId: string;
  timing?: RoundTiming;
}): Promise<{ gameId: string }> {
  const { db, clock, userId, matchId } = options;
  return db.transaction(async (tx) => {
    const tournament = await readTournament({ db: tx, matchId, lock: true });
    if (!tournament || tournament.format !== 'window') throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
    const [entry] = await tx
      .select({ id: games.id, status: games.status, state: games.state })
      .from(games)
      .where(and(eq(games.matchId, matchId), eq(games.userId, userId)));
    if (!entry) throw new DomainError('BUSINESS_RULE', WINDOW_NOT_ENTERED_MESSAGE);
    const play = windowEntryPlayOf({ status: entry.status, phase: phaseOf(entry.state) });
    if (play === 'playing') return { gameId: entry.id };
    if (play === 'played') throw new DomainError('BUSINESS_RULE', WINDOW_PLAYED_MESSAGE);
    const now = clock.now();
    if (tournament.status !== 'live' || entry.status !== 'active' || now >= tournament.endsAt) {
      throw new DomainError('BUSINESS_RULE', WINDOW_NOT_OPEN_MESSAGE);
    }
    const { questions } = await readMatchClipSet(tx, matchId);
    const { state, nextWakeAt } = contestRoundState({ now, questions, timing: options.timing });
    // 'created' until the game screen starts it, as every game the solo engine plays (its status follows its phase).
    await tx
      .update(games)
      .set({
        state,
        status: 'created',
        startedAt: null,
        nextWakeAt,
        lastEventAt: now,
        updatedAt: now,
        version: sql`${games.version} + 1`,
      })
      .where(eq(games.id, entry.id));
    return { gameId: entry.id };
  });
}
