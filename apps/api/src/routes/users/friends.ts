import {
  friendParamsSchema,
  friendRequestBodySchema,
  friendsLeaderboardQuerySchema,
  type FriendRequestResult,
} from '@gom/contract/friends';
import { userIdParamsSchema } from '@gom/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFriendRequest } from '../../domain/community/accept-friend-request.ts';
import { listFriends } from '../../domain/community/list-friends.ts';
import { removeFriend } from '../../domain/community/remove-friend.ts';
import { removeFriendRequest } from '../../domain/community/remove-friend-request.ts';
import { sendFriendRequest } from '../../domain/community/send-friend-request.ts';
import { getFriendsLeaderboard } from '../../domain/stats/get-friends-leaderboard.ts';
import {
  toFriendsLeaderboardResponse,
  toFriendsResponse,
  toPlayerIdentityResponse,
} from '../../http/community-response.ts';
import { authOf } from '../../plugins/authentication.ts';

// Friends (ADR 0120): a request the other player accepts or declines; either friend may end the friendship.

export const friendsRoutes: FastifyPluginAsync = async (app) => {
  const guards = { preHandler: [app.requireUser, app.requireOwner] };

  app.get('/users/:userId/friends', guards, async (request) => {
    userIdParamsSchema.parse(request.params);
    const lists = await listFriends({ db: app.db, userId: authOf(request).userId });
    return { data: toFriendsResponse(lists) };
  });

  app.post('/users/:userId/friends/requests', guards, async (request, reply) => {
    userIdParamsSchema.parse(request.params);
    const { name } = friendRequestBodySchema.parse(request.body);
    const result = await sendFriendRequest({ db: app.db, clock: app.clock, userId: authOf(request).userId, name });
    const data: FriendRequestResult = { status: result.status, player: toPlayerIdentityResponse(result.player) };
    return reply.status(result.status === 'requested' ? 201 : 200).send({ data });
  });

  app.post('/users/:userId/friends/requests/:otherUserId/accept', guards, async (request) => {
    const { otherUserId } = friendParamsSchema.parse(request.params);
    const friend = await acceptFriendRequest({
      db: app.db,
      clock: app.clock,
      userId: authOf(request).userId,
      requesterId: otherUserId,
    });
    return { data: toPlayerIdentityResponse(friend) };
  });

  app.delete('/users/:userId/friends/requests/:otherUserId', guards, async (request) => {
    const { otherUserId } = friendParamsSchema.parse(request.params);
    await removeFriendRequest({ db: app.db, userId: authOf(request).userId, otherUserId });
    return { data: { removed: true } };
  });

  app.delete('/users/:userId/friends/:otherUserId', guards, async (request) => {
    const { otherUserId } = friendParamsSchema.parse(request.params);
    await removeFriend({ db: app.db, userId: authOf(request).userId, friendId: otherUserId });
    return { data: { removed: true } };
  });

  app.get('/users/:userId/friends/leaderboard', guards, async (request) => {
    userIdParamsSchema.parse(request.params);
    const { period } = friendsLeaderboardQuerySchema.parse(request.query);
    const board = await getFriendsLeaderboard({ db: app.db, clock: app.clock, period, userId: authOf(request).userId });
    return { data: toFriendsLeaderboardResponse(period, board) };
  });
};
