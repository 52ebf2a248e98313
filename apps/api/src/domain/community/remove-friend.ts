// DELETE /users/{userId}/friends/{otherUserId}: either friend ends the friendship, for both (it is mutual).
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { NOT_FRIENDS_MESSAGE } from './community-constants.ts';
import { lockFriendLists } from './lock-friend-lists.ts';

/** Removes both rows of the friendship; 404 when the two are not friends. */
export async function removeFriend({
  db,
  userId,
  friendId,
}: {
  db: AppDatabase;
  userId: string;
  friendId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFriendLists(tx, [userId, friendId]);
    const removed = await queryRows<{ user_id: string }>(
      tx,
      sql`delete from friendships
           where (user_id = ${userId} and friend_id = ${friendId}) or (user_id = ${friendId} and friend_id = ${userId})
       returning user_id`,
    );
    if (removed.length === 0) throw new DomainError('NOT_FOUND', NOT_FRIENDS_MESSAGE);
  });
}
