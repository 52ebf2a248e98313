// Decision 0019, in one process with a stand-in bus: what another process announces reaches this process's
// sockets of the game after their opening, in version order and once; a notice too large to carry messages makes the
// sockets reconnect (1012) to resync from the database, and so does a bus that may have lost notices, for the games
// changed meanwhile only: the others' sockets stay open.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGameEngine, type GameBus, type GameEngine } from '../../src/domain/game/game-engine.ts';
import type { GameNotice } from '../../src/domain/game/publish-game-event.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { openSocketOnEngine, seedClips, startGameTestApp, waitFor } from './game-test-kit.ts';

describe('game notices from other processes', () => {
  let t: TestApp;
  let engine: GameEngine;
  let hear: (notice: GameNotice) => void = () => {};
  let resync: () => void = () => {};
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
    const bus: GameBus = {
      async listen(handlers) {
        hear = handlers.notice;
        resync = handlers.resync;
      },
      close: async () => undefined,
    };
    engine = createGameEngine({
      db: t.database.db,
      clock: t.clock,
      log: t.app.log,
      issuePath: (issue) => t.app.media.issuePath(issue),
      timers: false,
      pollIntervalMs: 0,
      bus,
    });
    await engine.start();
  });
  afterAll(async () => {
    await engine.stop();
    await t.close();
  });

  const openedSocket = () => openSocketOnEngine(t, engine);

  const notice = (gameId: string, version: number, message: string | null): GameNotice => ({
    gameId,
    version,
    from: 'another-process',
    messages: message === null ? null : [{ audience: 'all', type: 'errorOccurred', message }],
    over: false,
  });

  it('delivers in version order, once, and only what came after the socket opened', async () => {
    const { gameId, sent, version } = await openedSocket();
    hear(notice(gameId, version, 'before the opening'));
    hear(notice(gameId, version + 2, 'second'));
    hear(notice(gameId, version + 1, 'first'));
    hear(notice(gameId, version + 1, 'first again'));
    await waitFor(() => sent.length === 2, 'two messages');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([
      { type: 'errorOccurred', payload: { message: 'first' } },
      { type: 'errorOccurred', payload: { message: 'second' } },
    ]);
  });

  it('asks the sockets to reconnect when a notice could not carry its messages', async () => {
    const first = await openedSocket();
    hear(notice(first.gameId, first.version + 1, null));
    await waitFor(() => vi.mocked(first.connection.close).mock.calls.length === 1, 'a close');
    expect(first.connection.close).toHaveBeenCalledWith(1012, 'Reconnect to resume');
  });

  it('after notices may have been lost, resyncs only the games changed meanwhile; the other sockets stay open', async () => {
    const changed = await openedSocket();
    const untouched = await openedSocket();
    resync();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changed.connection.close).not.toHaveBeenCalled();
    expect(untouched.connection.close).not.toHaveBeenCalled();

    // Another process wrote this game while nobody here listened: its row is past what this process delivered.
    await t.database.db.execute(sql`update games set version = version + 1 where id = ${changed.gameId}`);
    resync();
    await waitFor(() => vi.mocked(changed.connection.close).mock.calls.length === 1, 'a close');
    expect(changed.connection.close).toHaveBeenCalledWith(1012, 'Reconnect to resume');
    expect(untouched.connection.close).not.toHaveBeenCalled();
  });
});
