import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@/lib/auth/get-user.ts';
import { createSessionEndHandler } from './session-end.ts';

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  createdAt: '2024-01-01T00:00:00Z',
};

function setup({ signedIn, path = '/wallet' }: { signedIn: boolean; path?: string }) {
  const queryClient = new QueryClient();
  if (signedIn) queryClient.setQueryData(USER_QUERY_KEY, user);
  queryClient.setQueryData(['wallets'], [{ id: 'w1' }]);
  const deps = {
    queryClient,
    navigate: vi.fn(() => Promise.resolve()),
    currentPath: vi.fn(() => path),
    logout: vi.fn(() => Promise.resolve()),
  };
  return { ...deps, handle: createSessionEndHandler(deps) };
}

describe('session end', () => {
  it('logs a signed-in player out when the refresh fails: server logout, home, cache cleared', async () => {
    const { handle, logout, navigate, queryClient } = setup({ signedIn: true });
    await handle('refresh-failed');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(['wallets'])).toBeUndefined();
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('leaves a visitor who never had a session where they are', async () => {
    const { handle, logout, navigate } = setup({ signedIn: false, path: '/login' });
    await handle('refresh-failed');
    expect(logout).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out locally on a 403: no server call, home, cache cleared', async () => {
    const { handle, logout, navigate, queryClient } = setup({ signedIn: true });
    await handle('forbidden');
    expect(logout).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('does not navigate when already home, and shares one logout among concurrent failures', async () => {
    const { handle, logout, navigate } = setup({ signedIn: true, path: '/' });
    await Promise.all([handle('refresh-failed'), handle('refresh-failed'), handle('refresh-failed')]);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
