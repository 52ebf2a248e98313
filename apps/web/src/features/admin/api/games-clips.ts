import type { AdminClip, AdminClipImportReport, AdminGameTimeline } from '@gom/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { ADMIN_KEY, adminKey, queryString } from './admin-keys.ts';
import { useAdminAction } from './use-admin-action.ts';

// GET /admin/games/{id}; GET /admin/clips, /admin/clips/{id}/media; POST /admin/clips/{id}/enable|disable.

export function useGameTimeline(gameId: string) {
  return useQuery({
    queryKey: adminKey('game', gameId),
    queryFn: () => api.get<AdminGameTimeline>(`/admin/games/${encodeURIComponent(gameId)}`),
    retry: false,
  });
}

export type ClipFilters = { league?: string; enabled?: string; mediaStatus?: string };

export function useClips(filters: ClipFilters) {
  return useQuery({
    queryKey: adminKey('clips', filters as Record<string, string>),
    queryFn: () => api.get<AdminClip[]>(`/admin/clips${queryString(filters)}`),
  });
}

export function useClipMedia(clipId: string | null) {
  return useQuery({
    queryKey: adminKey('clip-media', clipId ?? ''),
    queryFn: () => api.get<{ pre: string; post: string }>(`/admin/clips/${encodeURIComponent(clipId ?? '')}/media`),
    enabled: clipId !== null,
    retry: false,
  });
}

export function useSetClipEnabled() {
  return useAdminAction(
    ({ clipId, enabled }: { clipId: string; enabled: boolean }) =>
      `/admin/clips/${encodeURIComponent(clipId)}/${enabled ? 'enable' : 'disable'}`,
    'Clip updated',
  );
}

/** POST /admin/clips/import: a manifest's text; its videos must already lie in the server's DATA_DIR/imports. */
export function useImportManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { format: 'csv' | 'json'; manifest: string }) =>
      api.post<AdminClipImportReport>('/admin/clips/import', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
