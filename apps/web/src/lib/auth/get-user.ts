import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@gom/contract/users';
import { api, isApiError } from '../api-client.ts';

// GET /users/profile: the signed-in user, shared by every feature (spec §7, §9). It lives in lib
// because the shell, the landing page and every account screen read it.

export const USER_QUERY_KEY = ['user'] as const;
const HTTP_UNAUTHORIZED = 401;

/** The signed-in user, or null when there is no session (a 401 that a refresh could not cure). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/users/profile');
  } catch (error) {
    if (isApiError(error) && error.status === HTTP_UNAUTHORIZED) return null;
    throw error;
  }
}

/** Spec §9: the profile is cached indefinitely, never retried, never refetched on focus. */
export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: getUser,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

/** Spec §4: loading, then authenticated (profile loaded) or unauthenticated (profile call failed). */
export function useSession(): Session {
  const query = useQuery(userQueryOptions());
  if (query.data) return { status: 'authenticated', user: query.data };
  // A refetch after a failure (e.g. right after login) is still the session being checked.
  if (query.isPending || query.isFetching) return { status: 'loading', user: null };
  return { status: 'unauthenticated', user: null };
}
