import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { matches } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { lockChallengeStake, releaseChallengeStake } from './challenge-stakes.ts';
import { lockChallenge } from './lock-challenge.ts';
import { settleChallenge } from './settle-challenge.ts';

/** Challenges a sweep looks at in one run; the next run takes the rest. */
const SWEEP_BATCH = 100;

/**
 * The challenges' periodic sweep (jobs/periodic-sweeps.ts): an open challenge past its link's validity expires and
 * its creator's stake is released; an accepted one whose time to play is over, or whose two entries have ended
 * (should the ending entry's own settlement have been lost to a crash), is settled. Each under the match's lock
 * and conditional on its status, so processes sweeping at once do each once. Answers how many it moved.
 */
export async function sweepDueChallenges(context: { db: AppDatabase; clock: Clock }): Promise<number> {
  const { db, clock } = context;
  const now = clock.now().toISOString();
  const due = await queryRows<{ id: string; status: string }>(
    db,
    sql`select m.id, m.status from matches m
         where m.mode = 'challenge'
           and ((m.status = 'open' and m.expires_at <= ${now})
             or (m.status = 'accepted' and (m.ends_at <= ${now}
               or (select count(*) from games g where g.match_id = m.id and g.status in ('ended', 'voided')) = 2)))
         order by m.id limit ${SWEEP_BATCH}`,
  );
  let moved = 0;
  for (const { id, status } of due) {
    const done =
      status === 'open'
        ? await expireChallenge({ db, clock, matchId: id })
        : await settleChallenge({ db, clock, matchId: id });
    if (done) moved += 1;
  }
  return moved;
}

/** An open challenge nobody accepted in time: expired, the creator's stake released. False if it was not due. */
export async function expireChallenge(options: { db: AppDatabase; clock: Clock; matchId: string }): Promise<boolean> {
  const { clock, matchId } = options;
  return options.db.transaction(async (db) => {
    const match = await lockChallenge(db, matchId);
    const now = clock.now();
    if (!match || match.status !== 'open' || match.expiresAt! > now) return false;
    const stake = await lockChallengeStake(db, matchId, match.createdBy!);
    if (stake) await releaseChallengeStake({ db, clock, stake });
    await db.update(matches).set({ status: 'expired', closedAt: now, updatedAt: now }).where(eq(matches.id, matchId));
    return true;
  });
}
