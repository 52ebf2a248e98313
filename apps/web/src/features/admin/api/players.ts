import type {
  AdminPayment,
  AdminPlayerGame,
  AdminPlayerProfile,
  AdminPlayerSummary,
  AdminWallet,
} from '@gom/contract/admin';
import type { PlanStatus } from '@gom/contract/plans';
import type { SaferPlay } from '@gom/contract/safer-play';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminKey } from './admin-keys.ts';
import { useAdminAction } from './use-admin-action.ts';

// GET /admin/players?q=, /admin/players/{id} and its sections; POST .../lock and .../unlock.

const player = (userId: string) => `/admin/players/${encodeURIComponent(userId)}`;

export function usePlayerSearch(q: string) {
  return useQuery({
    queryKey: adminKey('players', { q }),
    queryFn: () => api.get<AdminPlayerSummary[]>(`/admin/players?q=${encodeURIComponent(q)}`),
    enabled: q.trim().length > 0,
  });
}

export function usePlayerProfile(userId: string) {
  return useQuery({ queryKey: adminKey('player', userId), queryFn: () => api.get<AdminPlayerProfile>(player(userId)) });
}

export function usePlayerWallets(userId: string) {
  return useQuery({
    queryKey: adminKey('player', userId, 'wallets'),
    queryFn: () => api.get<AdminWallet[]>(`${player(userId)}/wallets`),
  });
}

export function usePlayerTransactions(userId: string) {
  return useQuery({
    queryKey: adminKey('player', userId, 'transactions'),
    queryFn: () => api.get<AdminPayment[]>(`${player(userId)}/transactions`),
  });
}

export function usePlayerGames(userId: string) {
  return useQuery({
    queryKey: adminKey('player', userId, 'games'),
    queryFn: () => api.get<AdminPlayerGame[]>(`${player(userId)}/games`),
  });
}

export function usePlayerPlan(userId: string) {
  return useQuery({
    queryKey: adminKey('player-plan', userId),
    queryFn: () => api.get<PlanStatus>(`${player(userId)}/plan`),
  });
}

export function usePlayerSaferPlay(userId: string) {
  return useQuery({
    queryKey: adminKey('player-safer-play', userId),
    queryFn: () => api.get<SaferPlay>(`${player(userId)}/safer-play`),
  });
}

export function useSetLock() {
  return useAdminAction(
    ({ userId, locked }: { userId: string; locked: boolean }) => `${player(userId)}/${locked ? 'lock' : 'unlock'}`,
    'Account updated',
  );
}
