import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaferPlay } from '@gom/contract/safer-play';
import { api } from '@/lib/api-client.ts';

// GET /users/{userId}/safer-play: limits, breaks and the play session. In lib because the Settings section,
// the dashboard's break notice, the game's reality check and the refusal dialog all read it.

export const saferPlayQueryKey = (userId: string) => ['safer-play', userId] as const;

export function saferPlayPath(userId: string, tail = ''): string {
  return `/users/${encodeURIComponent(userId)}/safer-play${tail}`;
}

export function getSaferPlay(userId: string): Promise<SaferPlay> {
  return api.get<SaferPlay>(saferPlayPath(userId));
}

export function saferPlayQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: saferPlayQueryKey(userId ?? ''),
    queryFn: () => getSaferPlay(userId ?? ''),
    enabled: Boolean(userId),
  });
}

export function useSaferPlay(userId: string | undefined, options: { refetchInterval?: number } = {}) {
  return useQuery({ ...saferPlayQueryOptions(userId), ...options });
}
