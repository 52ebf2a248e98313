import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { reportSaferPlayRefusal } from './safer-play/safer-play-refusals.ts';

const DEFAULT_STALE_MS = 60_000;
const MAX_QUERY_RETRIES = 2;

/** A client error (4xx) will not succeed on a retry; a network blip or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A Safer play refusal of any stake, funding or withdrawal opens its explaining dialog.
    mutationCache: new MutationCache({ onError: reportSaferPlayRefusal }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
