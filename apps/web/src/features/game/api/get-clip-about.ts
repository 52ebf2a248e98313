import { queryOptions, useQuery } from '@tanstack/react-query';
import { clipAboutSchema, type ClipAbout } from '@gom/contract/media';

// GET /api/media/{token}/about: where an answered question's clip is from. The token is the capability
// (like the video's own link), so the call needs no session and goes around the app's client on purpose: that
// client ends the session on any 403, and a 403 here only means the question is not answered yet.

export type ClipAboutResult = { kind: 'found'; about: ClipAbout } | { kind: 'refused'; message: string };

const REFUSED_FALLBACK = 'This video is not available';

export async function getClipAbout(token: string): Promise<ClipAboutResult> {
  const response = await fetch(`/api/media/${encodeURIComponent(token)}/about`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown; error?: { message?: string } } | null;
  if (!response.ok) return { kind: 'refused', message: body?.error?.message ?? REFUSED_FALLBACK };
  return { kind: 'found', about: clipAboutSchema.parse(body?.data) };
}

export function clipAboutQueryOptions(token: string) {
  return queryOptions({ queryKey: ['media', token, 'about'], queryFn: () => getClipAbout(token), staleTime: 60_000 });
}

export function useClipAbout(token: string) {
  return useQuery(clipAboutQueryOptions(token));
}
