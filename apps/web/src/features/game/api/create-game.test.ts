import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGame } from './create-game.ts';

const body = {
  numberOfQuestions: 5,
  league: 'Premier League',
  from: 2015,
  to: 2025,
  stake: { value: 2, currency: 'USD' },
  walletId: 'w1',
} as const;

describe('createGame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends its Idempotency-Key, and the same key again when the first answer was lost', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: { gameId: 'g1' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(createGame({ userId: 'u1', body, idempotencyKey: 'key-1' })).resolves.toEqual({ gameId: 'g1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const keys = fetchMock.mock.calls.map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual(['key-1', 'key-1']);
  });
});
