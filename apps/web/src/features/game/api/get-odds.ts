import { useMutation } from '@tanstack/react-query';
import type { CreateGameRequest, OddsResponse } from '@gom/contract/games';
import { api } from '@/lib/api-client.ts';

// POST /games/odds (spec §7) with the game-creation payload: the quote the player confirms. A quote holds
// for a while (expiresAt); creating the game with the same payload plays at these odds.

export function getOdds(body: CreateGameRequest): Promise<OddsResponse> {
  return api.post<OddsResponse>('/games/odds', body);
}

export function useGetOdds() {
  return useMutation({ mutationFn: getOdds });
}
