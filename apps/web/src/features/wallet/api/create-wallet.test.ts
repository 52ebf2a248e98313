import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWallet } from './create-wallet.ts';

describe('createWallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends its Idempotency-Key, and the same key again when the first answer was lost', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      if (calls === 1) return new Response('bad gateway', { status: 502 });
      return new Response(JSON.stringify({ data: { id: 'w1', currency: 'EUR' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const body = { currency: 'EUR', entityType: 'personal', default: false } as const;
    await expect(createWallet({ userId: 'u1', body, idempotencyKey: 'wallet-key' })).resolves.toMatchObject({
      id: 'w1',
    });
    const keys = fetchMock.mock.calls.map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual(['wallet-key', 'wallet-key']);
  });
});
