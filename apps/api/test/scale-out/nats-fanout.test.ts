// Two real API processes on one PostgreSQL with FANOUT=nats against the real NATS server (decision 0140): a game's
// sockets, one on each process, hear every change either process applies, once and in order, with no NOTIFY; and a
// change committed but never published (its process died between the commit and the publish: here the test's own
// process writes it with an engine that announces nothing) reaches no socket as a
// wrong or missing message: both processes resync the game's sockets (1012) and the game plays on from the database;
// and a process cut off NATS for a moment (through a proxy) closes no socket and hears the game on once reconnected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natsProxy } from '../helpers/nats-proxy.ts';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { createGameEngine } from '../../src/domain/game/game-engine.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { gameEventsSubject } from '../../src/domain/game/fanout/nats-fanout.ts';
import { parseGameNotice, type GameNotice } from '../../src/domain/game/publish-game-event.ts';
import { connect, type NatsConnection } from 'nats';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, loadGame, outcomeOf, seedClips, startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import {
  createQuickGame,
  onPostgres,
  openSocketOn,
  playAcrossTwoProcesses,
  playToTheEnd,
  SKIP_REASON,
  twinEnv,
  typesOf,
} from './scale-out-kit.ts';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

describe.skipIf(!onPostgres)(`two API processes with FANOUT=nats (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let t: TestApp;
  let a: ApiProcess;
  let b: ApiProcess;
  let nats: NatsConnection;
  const onNats: GameNotice[] = [];
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
    // What the deployment's subject carries, heard as a third process would.
    nats = await connect({ servers: NATS_URL });
    nats.subscribe(gameEventsSubject(t.database.url!), {
      callback: (_error, message) => onNats.push(parseGameNotice(message.string())!),
    });
    await nats.flush();
    const env = { ...twinEnv(t), FANOUT: 'nats', NATS_URL };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  });
  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map((server) => stopApiProcess(server)));
    expect(await auditLedger(t.database.db)).toEqual([]);
    await nats?.close();
    await t.close();
    expect(codes.filter((code) => code !== null)).toEqual(codes.filter((code) => code !== null).map(() => 0));
  });

  it("delivers every change either process applies to the game's sockets on both, once and in order", async () => {
    const { gameId } = await playAcrossTwoProcesses(t, a, b);
    // The changes travelled through NATS, from both processes, each version once.
    const versions = onNats.filter((notice) => notice.gameId === gameId).map((notice) => notice.version);
    expect(versions.length).toBeGreaterThan(10);
    expect(new Set(versions).size).toBe(versions.length);
    expect(new Set(onNats.filter((notice) => notice.gameId === gameId).map((notice) => notice.from)).size).toBe(2);
  });

  it('recovers a change committed but never published: the sockets resync, never skip it', async () => {
    const player = await fundedPlayer(t);
    const gameId = await createQuickGame(t, a.baseUrl, player);
    const onA = await openSocketOn(t, a.baseUrl, player, gameId);
    const onB = await openSocketOn(t, b.baseUrl, player, gameId);
    await waitFor(async () => (await loadGame(t, gameId)).state.openConnections.length === 2, '2 sockets');
    onA.start();
    expect((await onB.next('questionSent')).payload.questionIndex).toBe(0);
    await onA.next('questionSent');

    // The answer commits on a process that never publishes it (an engine on the real clock with no fan-out).
    const silent = createGameEngine({
      db: t.database.db,
      clock: systemClock,
      log: t.app.log,
      issuePath: (issue) => t.app.media.issuePath(issue),
      timers: false,
      pollIntervalMs: 0,
    });
    const answer = await outcomeOf(t, gameId, 0);
    const applied = await silent.dispatch(gameId, (at) => ({ type: 'answer', at, answer }));
    expect(applied?.changed).toBe(true);
    expect(applied?.messages.map((message) => message.type)).toContain('questionAnswered');

    // Within a few seconds (a later change's gap, or the heartbeats' check) both processes resync the game's sockets.
    const startedMs = Date.now();
    const closed = await Promise.all([onA.closed, onB.closed]);
    expect(closed.map((close) => close.code)).toEqual([1012, 1012]);
    expect(Date.now() - startedMs).toBeLessThan(10_000);
    // Nothing past the change they never heard reached them.
    for (const socket of [onA, onB]) {
      expect(typesOf(socket).filter((type) => type === 'questionAnswered' || type === 'gameEnded')).toEqual([]);
    }

    // Reconnected, the player resumes from the database: question 0 was answered; the game plays to its end. A
    // socket told 1012 reconnects, as the web client does: a notice later than its gap wait (1 s, on a loaded machine)
    // resyncs a game's sockets again, which costs the player a reconnect and skips nothing.
    let again = await openSocketOn(t, b.baseUrl, player, gameId);
    let resumed: Awaited<ReturnType<typeof again.next>> | undefined;
    for (let attempt = 1; !resumed; attempt += 1) {
      const socket = again;
      resumed = await socket.next('questionSent', 10_000).catch(async (error: unknown) => {
        const close = await socket.closed;
        if (close.code !== 1012 || attempt === 3) {
          throw new Error(`${String(error)}: ${JSON.stringify(socket.received)} ${JSON.stringify(close)}`);
        }
        again = await openSocketOn(t, b.baseUrl, player, gameId);
        return undefined;
      });
    }
    expect(resumed.payload.questionIndex).toBe(1);
    await playToTheEnd(t, again, gameId, 1);
  }, 60_000);

  it('rides out a NATS outage: no socket closes, and the game goes on in order on both processes', async () => {
    const proxy = natsProxy(0);
    await proxy.open();
    const c = await startApiProcess({ ...twinEnv(t), FANOUT: 'nats', NATS_URL: proxy.url() });
    try {
      const player = await fundedPlayer(t);
      const gameId = await createQuickGame(t, a.baseUrl, player);
      const onA = await openSocketOn(t, a.baseUrl, player, gameId);
      const onC = await openSocketOn(t, c.baseUrl, player, gameId);
      await waitFor(async () => (await loadGame(t, gameId)).state.openConnections.length === 2, '2 sockets');
      onA.start();
      expect((await onC.next('questionSent')).payload.questionIndex).toBe(0);
      await onA.next('questionSent');

      // C is cut off NATS for a moment while the question waits for its call: nothing is closed.
      await proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await proxy.open();
      await waitFor(
        () => c.logs().some((line) => String(line.msg).includes('NATS reconnected')),
        'C reconnected to NATS',
        10_000,
      );
      for (let index = 0; index < 5; index += 1) {
        if (index > 0) {
          const sent = [await onA.next('questionSent'), await onC.next('questionSent')];
          expect(sent.map((message) => message.payload.questionIndex)).toEqual([index, index]);
        }
        (index % 2 === 0 ? onC : onA).answer(await outcomeOf(t, gameId, index));
        const answered = [await onA.next('questionAnswered'), await onC.next('questionAnswered')];
        expect(answered.map((message) => message.payload.isCorrect)).toEqual([true, true]);
      }
      expect((await onC.next('gameEnded')).payload).toMatchObject({ score: 5, reason: 'completed', won: true });
      expect((await onA.next('gameEnded')).payload).toMatchObject({ score: 5, reason: 'completed', won: true });
      expect((await onC.closed).code).toBe(1000);
      expect((await onA.closed).code).toBe(1000);
      const played = ['gameStarted', 'questionSent', 'questionAnswered', 'gameEnded'];
      const expected = ['gameStarted', ...Array(5).fill(['questionSent', 'questionAnswered']).flat(), 'gameEnded'];
      for (const socket of [onA, onC]) {
        expect(typesOf(socket).filter((type) => played.includes(type))).toEqual(expected);
      }
    } finally {
      expect(await stopApiProcess(c)).toBe(0);
      await proxy.cut();
    }
  }, 60_000);
});
