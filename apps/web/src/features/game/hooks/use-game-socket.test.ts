import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { FakeWebSocket } from '@/testing/fake-web-socket.ts';
import { gameEnded } from '../testing/fixtures.ts';
import { MISSING_IDS_MESSAGE, MOVE_SPREAD_MS, parseServerMessage, useGameSocket } from './use-game-socket.ts';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

function connect(props: { userId?: string; gameId?: string; active?: boolean }) {
  const log = vi.fn();
  const onMessage = vi.fn();
  const hook = renderHook(() =>
    useGameSocket({
      userId: props.userId,
      gameId: props.gameId,
      active: props.active ?? true,
      onMessage,
      log,
      shouldReconnect: () => true,
    }),
  );
  return { ...hook, log, onMessage };
}

describe('the live game connection (spec §7, §8)', () => {
  it("logs 'Cannot connect: Missing gameId or userId' and opens nothing without both ids", () => {
    const { log } = connect({ userId: 'u1' });
    expect(log).toHaveBeenCalledWith(MISSING_IDS_MESSAGE, 'error');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('opens only while active, and closes when no longer active', () => {
    const { rerender } = connect({ userId: 'u1', gameId: 'g1', active: false });
    expect(FakeWebSocket.instances).toHaveLength(0);
    const hook = connect({ userId: 'u1', gameId: 'g1' });
    expect(FakeWebSocket.instances).toHaveLength(1);
    hook.unmount();
    expect(FakeWebSocket.latest().closedByClient).toBe(true);
    rerender();
  });

  it('hands known messages over and gives up reconnecting when the server refuses the socket', () => {
    const { onMessage, log } = connect({ userId: 'u1', gameId: 'g1' });
    const socket = FakeWebSocket.latest();
    socket.acceptConnection();
    socket.receive({ type: 'gameStarted', payload: {} });
    expect(onMessage).toHaveBeenCalledWith({ type: 'gameStarted', payload: {} });
    socket.drop(4403);
    expect(log).toHaveBeenLastCalledWith('Disconnected from game server', 'info');
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('a server going away (deploy, scale-in, kill)', () => {
  it('reconnects at once when the server says it is going away, then with backoff; resets once back', async () => {
    vi.useFakeTimers();
    try {
      const { log } = connect({ userId: 'u1', gameId: 'g1' });
      FakeWebSocket.latest().acceptConnection();
      FakeWebSocket.latest().drop(1001);
      expect(log).toHaveBeenLastCalledWith('Game server restarting. Reconnecting now (attempt 1 of 3)', 'info');
      vi.advanceTimersByTime(MOVE_SPREAD_MS);
      expect(FakeWebSocket.instances).toHaveLength(2);
      // That one never answers (its process died too): the next try waits.
      FakeWebSocket.latest().drop();
      expect(log).toHaveBeenLastCalledWith('Connection lost. Reconnecting in 2 s (attempt 2 of 3)', 'info');
      vi.advanceTimersByTime(2_000);
      expect(FakeWebSocket.instances).toHaveLength(3);
      FakeWebSocket.latest().acceptConnection();
      expect(log).toHaveBeenLastCalledWith('Reconnected to game server', 'success');
      // Back in: a later resync request (1012) is again answered at once.
      FakeWebSocket.latest().drop(1012);
      vi.advanceTimersByTime(MOVE_SPREAD_MS);
      expect(FakeWebSocket.instances).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reading a frame', () => {
  it('tells unknown types, malformed payloads and unreadable JSON apart', () => {
    const ended = gameEnded({
      score: 1,
      won: false,
      payout: { value: 0, currency: 'USD' },
      winningsTransactionId: null,
    });
    expect(parseServerMessage(JSON.stringify({ type: 'gameEnded', payload: ended }))).toEqual({
      ok: true,
      message: { type: 'gameEnded', payload: ended },
    });
    // The money result is the server's to state: an end without it is not read as a result.
    expect(
      parseServerMessage('{"type":"gameEnded","payload":{"score":1,"totalQuestions":5,"reason":"completed"}}'),
    ).toMatchObject({ ok: false, log: 'Invalid gameEnded message' });
    expect(parseServerMessage('{"type":"corner"}')).toMatchObject({ ok: false, log: 'Unknown message type: corner' });
    expect(parseServerMessage('{"type":"questionSent","payload":{}}')).toMatchObject({
      ok: false,
      log: 'Invalid questionSent message',
    });
    expect(parseServerMessage('{oops')).toMatchObject({ ok: false, type: 'error' });
  });
});
