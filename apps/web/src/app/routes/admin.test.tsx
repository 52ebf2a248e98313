import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, renderRoutes } from '@/testing/render-app.tsx';
import { AdminRoute } from './admin.tsx';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2024-01-01T00:00:00Z',
};

const routes = [{ path: '/admin', element: <AdminRoute />, children: [{ index: true, element: <p>Console home</p> }] }];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin', () => {
  it('shows a player the 404 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/users/profile': { status: 200, body: { data: { ...user, role: 'player' } } } }).fetch,
    );
    renderRoutes(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeDefined();
    expect(screen.queryByText('Console home')).toBeNull();
  });

  it('shows a signed-out visitor the 404 page too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      mockFetch({
        'GET /api/users/profile': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
        'POST /api/auth/refresh': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
      }).fetch,
    );
    renderRoutes(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeDefined();
  });

  it('opens the console, in its own layout, for an operator', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch({ 'GET /api/users/profile': { status: 200, body: { data: { ...user, role: 'operator' } } } }).fetch,
    );
    renderRoutes(routes, { initialEntries: ['/admin'] });
    expect(await screen.findByText('Console home')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeDefined();
  });
});
