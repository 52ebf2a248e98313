import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { FRIENDS_LOCK_SPACE } from './community-constants.ts';

/**
 * Holds, until the transaction ends, each player's friends lock, in a fixed order: every change to a player's
 * friendships or requests takes it, so the checks below (already friends, a request waiting, the limit) and the
 * write they allow see no change by another request in between. An advisory lock, not the users row's, so friend
 * changes never wait on a game creation holding that row.
 */
export async function lockFriendLists(tx: AppDatabase, userIds: string[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${FRIENDS_LOCK_SPACE}, hashtext(${id}))`);
  }
}

/** What counts against MAX_FRIENDS: a player's friends and the requests they sent that wait for an answer. */
export async function countFriendsAndRequests(db: AppDatabase, userId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select (select count(*) from friendships where user_id = ${userId})::int
             + (select count(*) from friend_requests where requester_id = ${userId})::int as count`,
  );
  return Number(row?.count ?? 0);
}

/** Where the two players stand: friends already, and the requests waiting between them. */
export async function readPairState(
  db: AppDatabase,
  userId: string,
  otherUserId: string,
): Promise<{ friends: boolean; asked: boolean; askedBy: boolean }> {
  const [row] = await queryRows<{ friends: boolean; asked: boolean; asked_by: boolean }>(
    db,
    sql`select exists (select 1 from friendships where user_id = ${userId} and friend_id = ${otherUserId}) as friends,
               exists (select 1 from friend_requests where requester_id = ${userId} and addressee_id = ${otherUserId}) as asked,
               exists (select 1 from friend_requests where requester_id = ${otherUserId} and addressee_id = ${userId}) as asked_by`,
  );
  return { friends: Boolean(row?.friends), asked: Boolean(row?.asked), askedBy: Boolean(row?.asked_by) };
}
