import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameOptions } from '@gom/contract/games';
import { api } from '@/lib/api-client.ts';

// GET /games/options (decisions.md): the leagues and seasons that have playable clips, for the pickers.

export const GAME_OPTIONS_QUERY_KEY = ['games', 'options'] as const;

export async function getGameOptions(): Promise<GameOptions> {
  return (await api.get<GameOptions | undefined>('/games/options')) ?? { leagues: [], years: [] };
}

export function gameOptionsQueryOptions() {
  return queryOptions({ queryKey: GAME_OPTIONS_QUERY_KEY, queryFn: getGameOptions });
}

export function useGameOptions() {
  return useQuery(gameOptionsQueryOptions());
}
