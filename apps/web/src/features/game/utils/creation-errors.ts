import { isApiError } from '@/lib/api-client.ts';

// How the creation screen reads a failed call (spec §8, decisions.md API conventions).

const HTTP_CONFLICT = 409;
const HTTP_UNPROCESSABLE = 422;
const HTTP_CLIENT_ERROR = 400;
const HTTP_SERVER_ERROR = 500;

/** 409 on create: the odds changed since the quote; the player must confirm new odds. */
export function isOddsChanged(error: unknown): boolean {
  return isApiError(error) && error.status === HTTP_CONFLICT && !isUnstartedGame(error);
}

/** 409 on create: the player already has a game waiting to start (one at most); the server says what to do. */
export function isUnstartedGame(error: unknown): boolean {
  return isApiError(error) && error.status === HTTP_CONFLICT && error.code === 'UNSTARTED_GAME';
}

/** 422 on create for the wallet's available balance (the other 422 is 'Not enough clips for these filters'). */
export function isInsufficientBalance(error: unknown): boolean {
  return isApiError(error) && error.status === HTTP_UNPROCESSABLE && /balance|funds/i.test(error.message);
}

/** 422 NOT_ENOUGH_CLIPS: the fresh-clip buffer cannot serve these filters yet (a wait, not a failure). */
export function isNotEnoughClips(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOT_ENOUGH_CLIPS';
}

/** The server's own words for a refused request (4xx), worth showing under the generic line. */
export function refusalMessage(error: unknown): string | undefined {
  if (isApiError(error) && error.status >= HTTP_CLIENT_ERROR && error.status < HTTP_SERVER_ERROR) return error.message;
  return undefined;
}
