import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameHistoryPage } from '@gom/contract/stats';
import { api } from '@/lib/api-client.ts';
import { gameHistoryQueryKey } from './query-keys.ts';

// GET /users/{userId}/games?page=&pageSize=: the player's settled games, newest first.

export type GetGameHistoryOptions = { userId: string; page: number; pageSize: number };

export async function getGameHistory({ userId, page, pageSize }: GetGameHistoryOptions): Promise<GameHistoryPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return api.get<GameHistoryPage>(`/users/${encodeURIComponent(userId)}/games?${query.toString()}`);
}

export function gameHistoryQueryOptions({
  userId,
  page,
  pageSize,
}: {
  userId: string | undefined;
  page: number;
  pageSize: number;
}) {
  return queryOptions({
    queryKey: gameHistoryQueryKey(userId ?? '', page, pageSize),
    queryFn: () => getGameHistory({ userId: userId ?? '', page, pageSize }),
    // A game that just ended is the newest row: always ask again when a screen opens.
    staleTime: 0,
    // Paging keeps the last page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
    enabled: Boolean(userId),
  });
}

export function useGameHistory(options: { userId: string | undefined; page: number; pageSize: number }) {
  return useQuery(gameHistoryQueryOptions(options));
}
