// GET /users/{userId}/friends: the player's friends, the requests sent to them and the ones they sent, in one
// statement, each part one index range (friendships_pk, friend_requests_addressee_idx, friend_requests_pk).
import { shownNameOf } from '@gom/contract/players';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  identityColumns,
  toPlayerIdentity,
  type IdentityColumnsData,
  type PlayerIdentityRow,
} from './player-identity.ts';

export type FriendEntry = PlayerIdentityRow & { since: Date };

export interface FriendLists {
  /** By shown name. */
  friends: FriendEntry[];
  /** Newest first. */
  incoming: FriendEntry[];
  outgoing: FriendEntry[];
}

export async function listFriends({ db, userId }: { db: AppDatabase; userId: string }): Promise<FriendLists> {
  const rows = await queryRows<IdentityColumnsData & { kind: keyof FriendLists; since: Date | string }>(
    db,
    sql`select 'friends' as kind, f.created_at as since, ${identityColumns('u')}
          from friendships f join users u on u.id = f.friend_id where f.user_id = ${userId}
        union all
        select 'incoming', r.created_at, ${identityColumns('u')}
          from friend_requests r join users u on u.id = r.requester_id where r.addressee_id = ${userId}
        union all
        select 'outgoing', r.created_at, ${identityColumns('u')}
          from friend_requests r join users u on u.id = r.addressee_id where r.requester_id = ${userId}`,
  );
  const lists: FriendLists = { friends: [], incoming: [], outgoing: [] };
  for (const row of rows) lists[row.kind].push({ ...toPlayerIdentity(row), since: new Date(row.since) });
  const byName = (a: FriendEntry, b: FriendEntry) =>
    shownNameOf(a).localeCompare(shownNameOf(b), 'en', { sensitivity: 'base' }) || a.userId.localeCompare(b.userId);
  const newestFirst = (a: FriendEntry, b: FriendEntry) => b.since.getTime() - a.since.getTime();
  lists.friends.sort(byName);
  lists.incoming.sort(newestFirst);
  lists.outgoing.sort(newestFirst);
  return lists;
}
