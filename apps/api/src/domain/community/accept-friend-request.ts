// POST /users/{userId}/friends/requests/{otherUserId}/accept: the addressee of a request accepts it.
import { shownNameOf } from '@gom/contract/players';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { NO_FRIEND_REQUEST_MESSAGE } from './community-constants.ts';
import { lockFriendLists, readPairState } from './lock-friend-lists.ts';
import { makeFriends } from './make-friends.ts';
import { friendLimit } from './send-friend-request.ts';
import { readPlayerIdentity } from './read-player-identity.ts';
import type { PlayerIdentityRow } from './player-identity.ts';

export interface AcceptFriendRequestOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  /** Who sent the request. */
  requesterId: string;
}

/** The new friend. 404 when that player sent this one no request (never sent, declined, cancelled or accepted). */
export async function acceptFriendRequest({
  db,
  clock,
  userId,
  requesterId,
}: AcceptFriendRequestOptions): Promise<PlayerIdentityRow> {
  return db.transaction(async (tx) => {
    const requester = requesterId === userId ? undefined : await readPlayerIdentity(tx, requesterId);
    if (!requester) throw noRequest();
    // Under both players' friends locks (which makeFriends takes again), so a request cancelled meanwhile is seen gone.
    await lockFriendLists(tx, [userId, requesterId]);
    if (!(await readPairState(tx, userId, requesterId)).askedBy) throw noRequest();
    const made = await makeFriends({ db: tx, clock, userId, otherUserId: requesterId });
    if (made.outcome === 'limit-reached') throw friendLimit(made.userId === userId ? null : shownNameOf(requester));
    if (made.outcome === 'already-friends') throw noRequest();
    return requester;
  });
}

const noRequest = () => new DomainError('NOT_FOUND', NO_FRIEND_REQUEST_MESSAGE);
