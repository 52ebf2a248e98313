import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api, LOGOUT_PATH } from '../api-client.ts';
import { USER_QUERY_KEY } from './get-user.ts';

// POST /auth/logout (spec §4): the server logout is called, cached data is cleared, and the user goes
// to / unless already there.

export function logout(): Promise<void> {
  return api.post<void>(LOGOUT_PATH);
}

/** Forget everything cached for the old session and record that nobody is signed in. */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useMutation({
    mutationFn: logout,
    // A failed server logout still ends the session here: the player asked to leave.
    onSettled: async () => {
      // Leave the protected page first, so its guard never sees the signed-out state and sends the
      // visitor to /login instead of /.
      if (pathname !== '/') await navigate('/');
      clearSessionData(queryClient);
    },
  });
}
