import type { QueryClient } from '@tanstack/react-query';
import type { SessionEndReason } from '@/lib/api-client.ts';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';
import { clearSessionData } from '@/lib/auth/logout.ts';

// What the API client's "session is over" means for the app (spec §4): a failed refresh logs the
// player out (server logout, cache cleared, home); a 403 logs out locally only (no server call), home.

export type SessionEndDependencies = {
  queryClient: QueryClient;
  navigate: (path: string) => Promise<void>;
  currentPath: () => string;
  logout: () => Promise<void>;
};

export function createSessionEndHandler(deps: SessionEndDependencies) {
  // Several calls can fail at once; they share one logout.
  let ending: Promise<void> | null = null;

  return function handleSessionEnd(reason: SessionEndReason): Promise<void> | undefined {
    const wasSignedIn = Boolean(deps.queryClient.getQueryData(USER_QUERY_KEY));
    // A visitor who never had a session (the first profile check) has nothing to log out of.
    if (reason === 'refresh-failed' && !wasSignedIn) return undefined;

    ending ??= (async () => {
      if (reason === 'refresh-failed') await deps.logout().catch(() => undefined);
      // Leave the protected page before the user disappears, so its guard does not send us to /login.
      if (deps.currentPath() !== '/') await deps.navigate('/');
      clearSessionData(deps.queryClient);
    })().finally(() => {
      ending = null;
    });
    return ending;
  };
}
