// POST /users/{userId}/friends/requests: a player asks another, named by username or display name, to be friends.
// The other sees the request and accepts or declines it (ADR 0120: consent before anyone's figures are shown to a
// player they did not choose). If the other had already asked this player, asking back is accepting.
import { MAX_FRIENDS } from '@gom/contract/friends';
import { shownNameOf } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import {
  alreadyFriendsMessage,
  CANNOT_FRIEND_SELF_MESSAGE,
  OWN_FRIEND_LIMIT_MESSAGE,
  PLAYER_NOT_FOUND_MESSAGE,
  requestPendingMessage,
  theirFriendLimitMessage,
} from './community-constants.ts';
import { findPlayerByName } from './find-player-by-name.ts';
import { countFriendsAndRequests, lockFriendLists, readPairState } from './lock-friend-lists.ts';
import { makeFriends } from './make-friends.ts';
import type { PlayerIdentityRow } from './player-identity.ts';

export interface SendFriendRequestOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  /** Already parsed by the contract: trimmed, no control or text-direction characters. */
  name: string;
}

export interface SendFriendRequestResult {
  status: 'requested' | 'friends';
  player: PlayerIdentityRow;
}

export async function sendFriendRequest({
  db,
  clock,
  userId,
  name,
}: SendFriendRequestOptions): Promise<SendFriendRequestResult> {
  const player = await findPlayerByName(db, name);
  if (!player) throw new DomainError('PLAYER_NOT_FOUND', PLAYER_NOT_FOUND_MESSAGE, { name: PLAYER_NOT_FOUND_MESSAGE });
  if (player.userId === userId) {
    throw new DomainError('CANNOT_FRIEND_SELF', CANNOT_FRIEND_SELF_MESSAGE, { name: CANNOT_FRIEND_SELF_MESSAGE });
  }
  const shown = shownNameOf(player);

  return db.transaction(async (tx) => {
    await lockFriendLists(tx, [userId, player.userId]);
    const pair = await readPairState(tx, userId, player.userId);
    if (pair.friends) {
      const message = alreadyFriendsMessage(shown);
      throw new DomainError('ALREADY_FRIENDS', message, { name: message });
    }
    if (pair.asked) {
      const message = requestPendingMessage(shown);
      throw new DomainError('FRIEND_REQUEST_PENDING', message, { name: message });
    }
    if (pair.askedBy) {
      const made = await makeFriends({ db: tx, clock, userId, otherUserId: player.userId });
      if (made.outcome === 'limit-reached') throw friendLimit(made.userId === userId ? null : shown);
      return { status: 'friends', player };
    }
    if ((await countFriendsAndRequests(tx, userId)) >= MAX_FRIENDS) throw friendLimit(null);
    if ((await countFriendsAndRequests(tx, player.userId)) >= MAX_FRIENDS) throw friendLimit(shown);
    await tx.execute(
      sql`insert into friend_requests (requester_id, addressee_id, created_at)
          values (${userId}, ${player.userId}, ${clock.now()})`,
    );
    return { status: 'requested', player };
  });
}

/** The limit refusal: the player's own (`other` null) or the other player's. */
export function friendLimit(other: string | null): DomainError {
  const message = other === null ? OWN_FRIEND_LIMIT_MESSAGE : theirFriendLimitMessage(other);
  return new DomainError('TOO_MANY_FRIENDS', message, { name: message });
}
