import { Navigate, Outlet, useLocation } from 'react-router';
import type { Location } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { FullPageLoader } from '@/components/full-page-loader.tsx';

// Route guards of spec §2. A protected page waits for the session check, then sends a visitor who is
// not signed in to /login, carrying the page they asked for; login and signup send a signed-in
// visitor back to where they came from.

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

export type RedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'unauthenticated') {
    const state: RedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Where a visitor arriving at /login or /signup wanted to go, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signup') return DEFAULT_SIGNED_IN_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
