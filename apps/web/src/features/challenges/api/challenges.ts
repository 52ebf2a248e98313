import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptChallengeRequest, Challenge, ChallengeList, CreateChallengeRequest } from '@gom/contract/contests';
import { api } from '@/lib/api-client.ts';
import { transactionsQueryKey, walletsQueryKey } from '@/lib/money/query-keys.ts';

// The challenges' calls (decision 0160): the player's list and one challenge (polled while it is being played, so
// the page turns to the result when the friend finishes), a link's preview, and the three changes: make (the stake
// held), accept (the same stake held) and start one's side (its game, then played on the game screen).

/** While a challenge waits for the other player, its page asks again this often. */
export const CHALLENGE_POLL_MS = 2_000;

const userPath = (userId: string) => `/users/${encodeURIComponent(userId)}/challenges`;

export function challengesQueryKey(userId: string) {
  return ['users', userId, 'challenges'] as const;
}

export function challengeQueryKey(userId: string, challengeId: string) {
  return ['users', userId, 'challenges', challengeId] as const;
}

export function useChallenges(userId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: challengesQueryKey(userId ?? ''),
      queryFn: async () => (await api.get<ChallengeList>(userPath(userId ?? ''))).challenges,
      enabled: Boolean(userId),
    }),
  );
}

export function useChallenge(userId: string, challengeId: string) {
  return useQuery({
    queryKey: challengeQueryKey(userId, challengeId),
    queryFn: () => api.get<Challenge>(`${userPath(userId)}/${encodeURIComponent(challengeId)}`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'open' || status === 'accepted' ? CHALLENGE_POLL_MS : false;
    },
  });
}

export function useChallengePreview(token: string) {
  return useQuery({
    queryKey: ['challenges', 'link', token] as const,
    queryFn: () => api.get<Challenge>(`/challenges/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** Invalidates what a stake held or a challenge moved: the wallets, the transactions, the challenges. */
function useMoneyMoved(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: walletsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: transactionsQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: challengesQueryKey(userId) }),
    ]);
}

export function useCreateChallenge(userId: string) {
  const moved = useMoneyMoved(userId);
  return useMutation({
    mutationFn: (body: CreateChallengeRequest) => api.post<Challenge>(userPath(userId), body),
    onSuccess: moved,
  });
}

export function useAcceptChallenge(userId: string) {
  const moved = useMoneyMoved(userId);
  return useMutation({
    mutationFn: (body: AcceptChallengeRequest) => api.post<Challenge>(`${userPath(userId)}/accept`, body),
    onSuccess: moved,
  });
}

export function useStartChallengeEntry(userId: string) {
  return useMutation({
    mutationFn: (challengeId: string) =>
      api.post<{ gameId: string }>(`${userPath(userId)}/${encodeURIComponent(challengeId)}/entry`, {}),
  });
}
