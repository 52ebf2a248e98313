import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameOptions } from '@gom/contract/games';
import { api } from '@/lib/api-client.ts';
import { WAITING_OPTIONS_REFETCH_MS } from '../utils/clip-wait.ts';

// GET /games/options (decisions.md): the leagues and seasons that have playable clips, for the pickers.

export const GAME_OPTIONS_QUERY_KEY = ['games', 'options'] as const;

export async function getGameOptions(): Promise<GameOptions> {
  return (
    (await api.get<GameOptions | undefined>('/games/options')) ?? {
      leagues: [],
      years: [],
      waiting: [],
      waitingLevels: [],
    }
  );
}

export function gameOptionsQueryOptions() {
  return queryOptions({ queryKey: GAME_OPTIONS_QUERY_KEY, queryFn: getGameOptions });
}

/** No league can be played, or a league or a level waits for its fresh clips: the list is worth reading again soon. */
export function isWaitingForClips(options: GameOptions | undefined): boolean {
  return (
    options !== undefined &&
    (options.leagues.length === 0 || (options.waiting ?? []).length > 0 || (options.waitingLevels ?? []).length > 0)
  );
}

/** The options; with `refetchWhileWaiting`, read again on their own while a league waits for its clips. */
export function useGameOptions({ refetchWhileWaiting = false }: { refetchWhileWaiting?: boolean } = {}) {
  return useQuery({
    ...gameOptionsQueryOptions(),
    refetchInterval: (query) =>
      refetchWhileWaiting && isWaitingForClips(query.state.data) ? WAITING_OPTIONS_REFETCH_MS : false,
  });
}
