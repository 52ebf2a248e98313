// DELETE /users/{userId}/friends/requests/{otherUserId}: the addressee declines a request, or its sender cancels it.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { NO_FRIEND_REQUEST_MESSAGE } from './community-constants.ts';
import { lockFriendLists } from './lock-friend-lists.ts';

/** Removes the request waiting between the two players, whichever sent it; 404 when there is none. */
export async function removeFriendRequest({
  db,
  userId,
  otherUserId,
}: {
  db: AppDatabase;
  userId: string;
  otherUserId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFriendLists(tx, [userId, otherUserId]);
    const removed = await queryRows<{ requester_id: string }>(
      tx,
      sql`delete from friend_requests
           where (requester_id = ${userId} and addressee_id = ${otherUserId})
              or (requester_id = ${otherUserId} and addressee_id = ${userId})
       returning requester_id`,
    );
    if (removed.length === 0) throw new DomainError('NOT_FOUND', NO_FRIEND_REQUEST_MESSAGE);
  });
}
