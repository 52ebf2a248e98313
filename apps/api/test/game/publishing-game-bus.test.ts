// Decision 0140, in one process with a stand-in publishing fan-out (what FANOUT=nats is to the engine): the write
// sends no NOTIFY, and the engine publishes each change's notice itself once it has committed, only when a socket
// of the game is on another process; a notice that never comes makes the game's sockets resync (1012) instead of
// skipping the change, and so does a committed change nobody announced, found by the heartbeat's check.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGameEngine, type GameBus, type GameEngine } from '../../src/domain/game/game-engine.ts';
import { GAME_EVENTS_CHANNEL, parseGameNotice, type GameNotice } from '../../src/domain/game/publish-game-event.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { loadGame, openSocketOnEngine, seedClips, startGameTestApp, waitFor } from './game-test-kit.ts';

describe('a fan-out that publishes after the commit', () => {
  let t: TestApp;
  let engine: GameEngine;
  let hear: (notice: GameNotice) => void = () => {};
  const published: Array<{ notice: GameNotice; storedVersion: Promise<number> }> = [];
  const notified: string[] = [];
  let unlisten: { close(): Promise<void> } | null = null;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
    const bus: GameBus = {
      async listen(handlers) {
        hear = handlers.notice;
      },
      publish(payload) {
        const notice = parseGameNotice(payload)!;
        // What the database holds as it is published: the change has committed.
        published.push({ notice, storedVersion: loadGame(t, notice.gameId).then((game) => game.version) });
      },
      close: async () => undefined,
    };
    unlisten = t.database.listen({
      channel: GAME_EVENTS_CHANNEL,
      onNotice: (payload) => notified.push(payload ?? ''),
      onListening: () => {},
      onLost: () => {},
    });
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
    await unlisten?.close();
    await t.close();
  });

  const openedSocket = () => openSocketOnEngine(t, engine);

  it('publishes a committed change only when another process holds a socket of the game, and never NOTIFYs', async () => {
    const { gameId } = await openedSocket();
    expect(published.filter(({ notice }) => notice.gameId === gameId)).toEqual([]);
    // A socket of the game on another process: from now on its changes are announced.
    const other = await engine.dispatch(gameId, (at) => ({ type: 'socketOpened', at, connectionId: 'other:1' }));
    const started = await engine.dispatch(gameId, (at) => ({ type: 'start', at }));
    expect(started?.changed).toBe(true);
    const ours = published.filter(({ notice }) => notice.gameId === gameId);
    expect(ours.map(({ notice }) => [notice.version, notice.from])).toEqual([
      [other!.version, engine.instanceId],
      [started!.version, engine.instanceId],
    ]);
    expect(ours[1]!.notice.messages?.map((message) => message.type)).toContain('gameStarted');
    for (const { notice, storedVersion } of ours) expect(await storedVersion).toBeGreaterThanOrEqual(notice.version);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notified).toEqual([]);
  });

  const notice = (gameId: string, version: number, message: string): GameNotice => ({
    gameId,
    version,
    from: 'another-process',
    messages: [{ audience: 'all', type: 'errorOccurred', message }],
    over: false,
  });

  it('resyncs the sockets of a game whose version never came, delivering nothing past the gap', async () => {
    const { gameId, connection, sent, version } = await openedSocket();
    const before = sent.length;
    hear(notice(gameId, version + 2, 'after a lost one'));
    await waitFor(() => vi.mocked(connection.close).mock.calls.length === 1, 'a close', 5_000);
    expect(connection.close).toHaveBeenCalledWith(1012, 'Reconnect to resume');
    expect(sent.slice(before)).toEqual([]);
  });

  it('resyncs, at its next heartbeats, a game changed by a commit nobody announced', async () => {
    const changed = await openedSocket();
    const untouched = await openedSocket();
    // Another process committed a change to it and died before publishing.
    await t.database.db.execute(sql`update games set version = version + 1 where id = ${changed.gameId}`);
    await waitFor(() => vi.mocked(changed.connection.close).mock.calls.length === 1, 'a close', 10_000);
    expect(changed.connection.close).toHaveBeenCalledWith(1012, 'Reconnect to resume');
    expect(untouched.connection.close).not.toHaveBeenCalled();
  });
});
