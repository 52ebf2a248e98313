import { isApiError } from '@/lib/api-client.ts';

/** The server's player-facing message when there is one, else the screen's own fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}
