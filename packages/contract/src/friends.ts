import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, playerIdentitySchema } from './players.ts';
import { leaderboardSchema, LEADERBOARD_PERIODS } from './stats.ts';
import { nameText } from './text.ts';

// Friends: a request the other player accepts (decision 0120). Friendship is mutual; a friend sees your figures
// on the Friends board and you see theirs.

/** Friends a player may have, counting the requests they sent that wait for an answer. */
export const MAX_FRIENDS = 100;

/** POST /users/{userId}/friends/requests: the username or display name of the player to ask. */
export const friendRequestBodySchema = z.strictObject({
  name: nameText('Name', {
    error: (issue) => (issue.input === undefined ? 'Enter a username or display name' : 'Name must be text'),
  })
    .trim()
    .min(1, 'Enter a username or display name')
    .max(DISPLAY_NAME_MAX_LENGTH, 'No player goes by that name'),
});
export type FriendRequestBody = z.input<typeof friendRequestBodySchema>;

/** The `/users/{userId}/friends/.../{otherUserId}` params. */
export const friendParamsSchema = z.strictObject({
  userId: z.uuid('Unknown user'),
  otherUserId: z.uuid('Unknown player'),
});

export const friendSchema = playerIdentitySchema.extend({
  /** ISO time the two became friends (or the request was sent, for a request). */
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/** GET /users/{userId}/friends. */
export const friendsSchema = z.object({
  friends: z.array(friendSchema),
  /** Requests other players sent this one, newest first. */
  incoming: z.array(friendSchema),
  /** Requests this player sent that wait for an answer, newest first. */
  outgoing: z.array(friendSchema),
  limit: z.number().int(),
});
export type Friends = z.infer<typeof friendsSchema>;

/** The answer to a friend request: asked, or friends at once when the other had already asked this player. */
export const friendRequestResultSchema = z.object({
  status: z.enum(['requested', 'friends']),
  player: playerIdentitySchema,
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

export const friendsLeaderboardQuerySchema = z.strictObject({
  period: z.enum(LEADERBOARD_PERIODS, { error: "period must be 'week', 'month' or 'all'" }).default('all'),
});

/** GET /users/{userId}/friends/leaderboard?period=: the player and their friends, ranked as the global board. */
export const friendsLeaderboardSchema = leaderboardSchema.extend({
  /** The player's friends (not counting the player), ranked or not. */
  friendCount: z.number().int(),
  /** The player and friends with too few answers in the period to be ranked, by shown name. */
  unranked: z.array(playerIdentitySchema),
});
export type FriendsLeaderboard = z.infer<typeof friendsLeaderboardSchema>;
