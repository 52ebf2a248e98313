import type { Friend, Friends, FriendsLeaderboard } from '@gom/contract/friends';
import { MAX_FRIENDS } from '@gom/contract/friends';
import type { PlayerIdentity } from '@gom/contract/players';
import { LEADERBOARD_MIN_ANSWERED, type LeaderboardPeriod } from '@gom/contract/stats';
import type { FriendEntry, FriendLists } from '../domain/community/list-friends.ts';
import type { PlayerIdentityRow } from '../domain/community/player-identity.ts';
import type { FriendsLeaderboard as FriendsBoard } from '../domain/stats/get-friends-leaderboard.ts';
import { toLeaderboardRowResponse } from './stats-response.ts';

export function toPlayerIdentityResponse(player: PlayerIdentityRow): PlayerIdentity {
  return {
    userId: player.userId,
    username: player.username,
    displayName: player.displayName,
    avatarColor: player.avatarColor,
  };
}

function toFriendResponse(entry: FriendEntry): Friend {
  return { ...toPlayerIdentityResponse(entry), since: entry.since.toISOString() };
}

export function toFriendsResponse(lists: FriendLists): Friends {
  return {
    friends: lists.friends.map(toFriendResponse),
    incoming: lists.incoming.map(toFriendResponse),
    outgoing: lists.outgoing.map(toFriendResponse),
    limit: MAX_FRIENDS,
  };
}

export function toFriendsLeaderboardResponse(period: LeaderboardPeriod, board: FriendsBoard): FriendsLeaderboard {
  return {
    period,
    minimumAnswered: LEADERBOARD_MIN_ANSWERED,
    rows: board.rows.map(toLeaderboardRowResponse),
    me: board.me && toLeaderboardRowResponse(board.me),
    friendCount: board.friendCount,
    unranked: board.unranked.map(toPlayerIdentityResponse),
  };
}
