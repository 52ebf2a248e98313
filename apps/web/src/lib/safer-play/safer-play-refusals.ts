import { useSyncExternalStore } from 'react';
import { isApiError, type ApiError } from '@/lib/api-client.ts';

// A stake, funding or withdrawal that Safer play refused: the query client reports every failed mutation
// here, and one dialog in the shell explains the refusal (with a link to Safer play) or asks for the missing
// date of birth. The screens keep their own error lines; this adds the why and the way forward.

export const SAFER_PLAY_SETTINGS_PATH = '/settings#safer-play';
const SAFER_PLAY_CODES = new Set(['SAFER_PLAY_LIMIT', 'SAFER_PLAY_BREAK', 'DATE_OF_BIRTH_REQUIRED']);

export function isSaferPlayRefusal(error: unknown): error is ApiError {
  return isApiError(error) && SAFER_PLAY_CODES.has(error.code);
}

let latest: ApiError | null = null;
const listeners = new Set<() => void>();

function publish(next: ApiError | null) {
  latest = next;
  for (const listener of listeners) listener();
}

export function reportSaferPlayRefusal(error: unknown): void {
  if (isSaferPlayRefusal(error)) publish(error);
}

export function dismissSaferPlayRefusal(): void {
  publish(null);
}

export function useSaferPlayRefusal(): ApiError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => latest,
  );
}
