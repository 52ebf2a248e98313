import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { mockFetch, renderRoutes } from '@/testing/render-app.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2024-01-01T00:00:00Z',
};

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>Login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

const routes = [
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <LoginProbe /> },
      { path: '/signup', element: <p>Signup page</p> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/dashboard', element: <p>Dashboard page</p> },
      { path: '/wallet', element: <p>Wallet page</p> },
    ],
  },
];

function signedOut() {
  return mockFetch({
    'GET /api/users/profile': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
    'POST /api/auth/refresh': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
  });
}

function signedIn() {
  return mockFetch({ 'GET /api/users/profile': { status: 200, body: { data: user } } });
}

afterEach(() => vi.unstubAllGlobals());

describe('route guards', () => {
  it('shows Loading... while the session is checked, then sends a signed-out visitor to /login with the page asked for', async () => {
    vi.stubGlobal('fetch', signedOut().fetch);
    const { router } = renderRoutes(routes, { initialEntries: ['/wallet?tab=usd'] });

    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading...');
    expect(await screen.findByText('Login page, from /wallet?tab=usd')).toBeDefined();
    expect(router.state.location.pathname).toBe('/login');
    // Replaced, not pushed: Back does not return to the page that bounced the visitor.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in player through to a protected page', async () => {
    vi.stubGlobal('fetch', signedIn().fetch);
    renderRoutes(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByText('Dashboard page')).toBeDefined();
  });

  it('sends a signed-in visitor on /login back to where they came from', async () => {
    vi.stubGlobal('fetch', signedIn().fetch);
    const { router } = renderRoutes(routes, {
      initialEntries: [{ pathname: '/login', state: { from: { pathname: '/wallet', search: '', hash: '' } } }] as never,
    });
    expect(await screen.findByText('Wallet page')).toBeDefined();
    expect(router.state.location.pathname).toBe('/wallet');
  });

  it('sends a signed-in visitor on /signup to the dashboard when they came from nowhere', async () => {
    vi.stubGlobal('fetch', signedIn().fetch);
    renderRoutes(routes, { initialEntries: ['/signup'] });
    expect(await screen.findByText('Dashboard page')).toBeDefined();
  });

  it('shows /login to a signed-out visitor', async () => {
    vi.stubGlobal('fetch', signedOut().fetch);
    renderRoutes(routes, { initialEntries: ['/login'] });
    expect(await screen.findByText('Login page, from nowhere')).toBeDefined();
  });
});
