import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NETWORK_ERROR_CODE, RETRY_ATTEMPTS } from './api-client.ts';

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const onSessionEnd = vi.fn();
  // The waits between retries, recorded instead of slept.
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const client = createApiClient({ baseUrl: '/api', fetch: fetchMock as typeof fetch, onSessionEnd, sleep });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === `/api${path}`);
  return { client, fetchMock, onSessionEnd, callsTo, waits };
}

describe('api client', () => {
  it('sends cookies, unwraps { data } and declares JSON only when there is a body', async () => {
    const { client, fetchMock } = setup(() => json(200, { data: { id: 'u1' } }));

    await expect(client.get('/users/profile')).resolves.toEqual({ id: 'u1' });
    await client.post('/auth/login', { email: 'a@b.co', password: 'x' });
    await client.post('/auth/logout');

    const [getInit, loginInit, logoutInit] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    expect(getInit?.credentials).toBe('include');
    expect((loginInit?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(loginInit?.body).toBe(JSON.stringify({ email: 'a@b.co', password: 'x' }));
    expect((logoutInit?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(logoutInit?.body).toBeUndefined();
  });

  it('turns an error envelope into a typed ApiError with its fields', async () => {
    const { client } = setup(() =>
      json(409, {
        error: { code: 'USERNAME_TAKEN', message: 'Username is taken', fields: { username: 'Username is taken' } },
      }),
    );

    const error = await client.post('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'Username is taken',
      fields: { username: 'Username is taken' },
    });
  });

  it('shares one refresh among five concurrent 401s and retries each call once', async () => {
    let refreshed = false;
    const { client, callsTo, onSessionEnd } = setup(async (url) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refreshed = true;
        return json(200, { data: { message: 'ok' } });
      }
      return refreshed
        ? json(200, { data: url })
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } });
    });

    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const results = await Promise.all(paths.map((path) => client.get(path)));

    expect(results).toEqual(paths.map((path) => `/api${path}`));
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    for (const path of paths) expect(callsTo(path)).toHaveLength(2);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends the refresh with no-cache headers', async () => {
    let refreshed = false;
    const { client, callsTo } = setup((url) => {
      if (url === '/api/auth/refresh') {
        refreshed = true;
        return json(200, { data: {} });
      }
      return refreshed ? json(200, { data: 1 }) : json(401);
    });
    await client.get('/users/profile');
    const headers = callsTo('/auth/refresh')[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Cache-Control']).toBe('no-cache');
  });

  it('never refreshes for the exempt session calls', async () => {
    const { client, callsTo } = setup(() =>
      json(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }),
    );
    for (const path of [
      '/auth/login',
      '/register',
      '/auth/password-reset/request',
      '/auth/password-reset/confirm',
      '/auth/logout',
    ]) {
      await expect(client.post(path, {})).rejects.toMatchObject({ status: 401 });
    }
    expect(callsTo('/auth/refresh')).toHaveLength(0);
  });

  it('ends the session once the refresh fails, and the call fails with its 401', async () => {
    const { client, callsTo, onSessionEnd } = setup(() =>
      json(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }),
    );

    await expect(client.get('/users/me/wallets')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(callsTo('/users/me/wallets')).toHaveLength(1);
    expect(onSessionEnd).toHaveBeenCalledWith('refresh-failed');
  });

  it('does not refresh a second time when the retried call is refused again', async () => {
    const { client, callsTo } = setup((url) => (url === '/api/auth/refresh' ? json(200, { data: {} }) : json(401)));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    expect(callsTo('/x')).toHaveLength(2);
  });

  it('ends the session locally on a 403 without calling the server logout', async () => {
    const { client, callsTo, onSessionEnd } = setup(() =>
      json(403, { error: { code: 'FORBIDDEN', message: 'Not yours' } }),
    );

    await expect(client.get('/users/other/wallets')).rejects.toMatchObject({ status: 403 });
    expect(onSessionEnd).toHaveBeenCalledWith('forbidden');
    expect(callsTo('/auth/logout')).toHaveLength(0);
    expect(callsTo('/auth/refresh')).toHaveLength(0);
  });

  it('reports a network failure as a generic network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/users/profile')).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });

  it('gives a generic error when the body is not the error envelope', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  describe('retries', () => {
    const busy = () =>
      new Response(JSON.stringify({ error: { code: 'OVERLOADED', message: 'busy' } }), {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
      });

    it("waits out a busy server's Retry-After and sends the same call again, whatever the method", async () => {
      let calls = 0;
      const { client, fetchMock, waits } = setup(() => (++calls < 3 ? busy() : json(201, { data: { id: 'u1' } })));
      await expect(client.post('/register', { email: 'a@b.co' })).resolves.toEqual({ id: 'u1' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(waits).toEqual([2_000, 2_000]);
      const bodies = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).body);
      expect(new Set(bodies).size).toBe(1);
    });

    it('gives up after its retries and shows the busy answer', async () => {
      const { client, fetchMock } = setup(busy);
      await expect(client.get('/x')).rejects.toMatchObject({ status: 503, code: 'OVERLOADED' });
      expect(fetchMock).toHaveBeenCalledTimes(1 + RETRY_ATTEMPTS);
    });

    it('sends a call with an idempotency key again, with the same key, when its answer was lost', async () => {
      let calls = 0;
      const { client, fetchMock, waits } = setup(() => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return new Response('<html>Bad gateway</html>', { status: 502 });
        return json(201, { data: { gameId: 'g1' } });
      });
      const headers = { 'Idempotency-Key': 'key-1' };
      await expect(client.post('/users/u1/games', { stake: 1 }, { headers })).resolves.toEqual({ gameId: 'g1' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
      expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
      expect(waits).toEqual([500, 1_000]);
      // A funding's key is in its body: repeated the same way.
      calls = 0;
      await client.post('/users/u1/fund', { idempotencyKey: 'fund-1' });
      expect(fetchMock).toHaveBeenCalledTimes(6);
    });

    it('never repeats a lost call that has no idempotency key: the player decides', async () => {
      const { client, fetchMock } = setup(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(client.post('/users/u1/transfers', { amount: 1 })).rejects.toMatchObject({
        code: NETWORK_ERROR_CODE,
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
