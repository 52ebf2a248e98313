// Messages and lock spaces of the community area (ADR 0120).
import { MAX_FRIENDS } from '@gom/contract/friends';

export const DISPLAY_NAME_TAKEN_MESSAGE = 'This display name is already taken';
export const PLAYER_NOT_FOUND_MESSAGE = 'No player goes by that name';
export const CANNOT_FRIEND_SELF_MESSAGE = 'You cannot add yourself as a friend';
export const NO_FRIEND_REQUEST_MESSAGE = 'There is no friend request between you and this player';
export const NOT_FRIENDS_MESSAGE = 'This player is not your friend';
export const OWN_FRIEND_LIMIT_MESSAGE = `You have reached the limit of ${MAX_FRIENDS} friends and requests`;

export const alreadyFriendsMessage = (name: string) => `You and ${name} are already friends`;
export const requestPendingMessage = (name: string) => `You already asked ${name}; they have not answered yet`;
export const theirFriendLimitMessage = (name: string) => `${name} has reached the limit of ${MAX_FRIENDS} friends`;

/**
 * The first key of the transaction-level advisory locks (pg_advisory_xact_lock(space, hashtext(...))): one space for
 * names being claimed (a username or a display name), one for a player's friends. Nothing else uses these numbers.
 */
export const NAME_LOCK_SPACE = 0x4e414d45; // 'NAME'
export const FRIENDS_LOCK_SPACE = 0x46524e44; // 'FRND'
