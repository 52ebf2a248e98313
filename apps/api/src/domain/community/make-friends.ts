// Two players become friends. Accepting a friend request comes here, and so does anything else both players
// consented to that makes them friends, such as accepting a head-to-head challenge (ADR 0120): pass the caller's
// transaction as `db`, and the friendship commits with it.
import { MAX_FRIENDS } from '@gom/contract/friends';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { CANNOT_FRIEND_SELF_MESSAGE } from './community-constants.ts';
import { countFriendsAndRequests, lockFriendLists, readPairState } from './lock-friend-lists.ts';

export interface MakeFriendsOptions {
  /** A database or the caller's open transaction. */
  db: AppDatabase;
  clock: Clock;
  userId: string;
  otherUserId: string;
}

export type MakeFriendsResult =
  /** They are friends now. */
  | { outcome: 'befriended' }
  | { outcome: 'already-friends' }
  /** One of them has MAX_FRIENDS friends and requests; nothing changed. */
  | { outcome: 'limit-reached'; userId: string };

/**
 * Makes the two players friends (both rows) and removes any request waiting between them, under both players'
 * friends locks. Never throws for a business reason other than a player befriending themself: a caller such as a
 * challenge decides what a full friends list means for it.
 */
export async function makeFriends(options: MakeFriendsOptions): Promise<MakeFriendsResult> {
  const { userId, otherUserId } = options;
  if (userId === otherUserId) throw new DomainError('CANNOT_FRIEND_SELF', CANNOT_FRIEND_SELF_MESSAGE);
  return options.db.transaction(async (tx) => {
    await lockFriendLists(tx, [userId, otherUserId]);
    const pair = await readPairState(tx, userId, otherUserId);
    if (pair.friends) return { outcome: 'already-friends' };
    // Each side's count after: one friend more, and their own request to the other (if any) gone.
    for (const [id, ownRequest] of [
      [userId, pair.asked],
      [otherUserId, pair.askedBy],
    ] as const) {
      const after = (await countFriendsAndRequests(tx, id)) + 1 - (ownRequest ? 1 : 0);
      if (after > MAX_FRIENDS) return { outcome: 'limit-reached', userId: id };
    }
    const now = options.clock.now();
    await tx.execute(
      sql`insert into friendships (user_id, friend_id, created_at)
          values (${userId}, ${otherUserId}, ${now}), (${otherUserId}, ${userId}, ${now})`,
    );
    await tx.execute(
      sql`delete from friend_requests
           where (requester_id = ${userId} and addressee_id = ${otherUserId})
              or (requester_id = ${otherUserId} and addressee_id = ${userId})`,
    );
    return { outcome: 'befriended' };
  });
}
