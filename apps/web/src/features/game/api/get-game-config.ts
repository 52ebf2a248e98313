import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_CONFIG_STALE_MS } from '@gom/contract/constants';
import type { GameConfig } from '@gom/contract/games';
import { api } from '@/lib/api-client.ts';

// GET /games/config (spec §7, §9): the rules as numbers; stale after 1 hour.

export const GAME_CONFIG_QUERY_KEY = ['games', 'config'] as const;

export function getGameConfig(): Promise<GameConfig> {
  return api.get<GameConfig>('/games/config');
}

export function gameConfigQueryOptions() {
  return queryOptions({ queryKey: GAME_CONFIG_QUERY_KEY, queryFn: getGameConfig, staleTime: GAME_CONFIG_STALE_MS });
}

export function useGameConfig() {
  return useQuery(gameConfigQueryOptions());
}
