// Two real API processes on one PostgreSQL. A game's sockets, one on each process, both get every
// message; a process killed with -9 mid-question loses nothing: the player reconnects to the other process,
// resumes with the time that was left, and the game settles once; the dead process's other sockets are known
// dead within seconds; rate limits count across both processes; a session signed out on one is refused on the
// other at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, loadGame, outcomeOf, seedClips, startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import {
  clientOn,
  createQuickGame,
  finishResumedGame,
  gameMoney,
  onPostgres,
  openSocketOn,
  playAcrossTwoProcesses,
  SKIP_REASON,
  startTwins,
} from './scale-out-kit.ts';

describe.skipIf(!onPostgres)(`two API processes on one database (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let t: TestApp;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
    [a, b] = (await startTwins(t, 2)) as [ApiProcess, ApiProcess];
  });
  afterAll(async () => {
    const codes = await Promise.all([a, b].filter(Boolean).map((server) => stopApiProcess(server)));
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
    expect(codes.filter((code) => code !== null)).toEqual(codes.filter((code) => code !== null).map(() => 0));
  });

  it('delivers every message of a game to its sockets on both processes, once and in order', async () => {
    await playAcrossTwoProcesses(t, a, b);
  });

  it('refuses a session signed out on one process on the other at once, not when its memory of it runs out', async () => {
    const player = await fundedPlayer(t);
    const onA = clientOn(a.baseUrl, player);
    const onB = clientOn(b.baseUrl, player);
    expect((await onB.get('/api/users/profile')).status).toBe(200);
    expect((await onA.post('/api/auth/logout')).status).toBe(200);
    // B remembered the session as standing; it hears the revocation at its commit (SESSION_CHECK_CACHE_SECONDS is 5).
    const startedMs = Date.now();
    await waitFor(async () => (await onB.get('/api/users/profile')).status === 401, 'the session refused on B');
    expect(Date.now() - startedMs).toBeLessThan(2_000);
  });

  it('counts rate limits across both processes', async () => {
    const email = `limits-${Date.now()}@example.com`;
    const statuses: number[] = [];
    // Five reset requests an hour per email (DEFAULT_RATE_LIMITS), wherever they land.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const client = clientOn(server.baseUrl, { client: t.client() } as never);
      statuses.push((await client.post('/api/auth/password-reset/request', { email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('survives kill -9 of the process holding the socket mid-question: resume elsewhere, settle once', async () => {
    // A second game whose only socket dies with the process and is never reopened: the other process learns
    // from the stale heartbeat that it is closed, so the game ends `disconnected` (not `timeout`).
    const lonely = await fundedPlayer(t);
    const lonelyGame = await createQuickGame(t, a.baseUrl, lonely);
    const lonelySocket = await openSocketOn(t, a.baseUrl, lonely, lonelyGame);
    lonelySocket.start();
    await lonelySocket.next('questionSent');

    const player = await fundedPlayer(t);
    const gameId = await createQuickGame(t, a.baseUrl, player);
    const first = await openSocketOn(t, a.baseUrl, player, gameId);
    first.start();
    await first.next('questionSent');
    first.answer(await outcomeOf(t, gameId, 0));
    await first.next('questionAnswered');
    expect((await first.next('questionSent')).payload.questionIndex).toBe(1);
    first.clipReady(1);
    const deadline = (await first.next('questionTimer')).payload.deadline as string;

    a.child.kill('SIGKILL');
    await a.exited;
    await first.closed;
    const killedAt = Date.now();

    // The web client reconnects (through the load balancer: here, straight to the other process).
    const again = await openSocketOn(t, b.baseUrl, player, gameId);
    await finishResumedGame(t, again, gameId, deadline);

    await waitFor(
      async () => (await loadGame(t, lonelyGame)).state.openConnections.length === 0,
      "the dead process's socket closed",
      15_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(15_000);
    await waitFor(async () => (await loadGame(t, lonelyGame)).status === 'ended', 'the lonely game ended', 20_000);
    expect(await loadGame(t, lonelyGame)).toMatchObject({ endReason: 'disconnected' });
    expect(await gameMoney(t, lonelyGame)).toEqual([{ type: 'gameStake', status: 'completed' }]);
  }, 60_000);

  it('on SIGTERM tells its game sockets to reconnect, and exits once its events are done', async () => {
    const [c] = (await startTwins(t, 1)) as [ApiProcess];
    const player = await fundedPlayer(t);
    const gameId = await createQuickGame(t, b.baseUrl, player);
    const first = await openSocketOn(t, b.baseUrl, player, gameId);
    first.start();
    await first.next('questionSent');
    first.clipReady(0);
    const deadline = (await first.next('questionTimer')).payload.deadline as string;
    const stopped = stopApiProcess(b);
    // Going away (1001): the web client reconnects at once, through the load balancer to another process.
    expect((await first.closed).code).toBe(1001);
    expect(await stopped).toBe(0);
    const again = await openSocketOn(t, c.baseUrl, player, gameId);
    expect((await again.next('questionSent')).payload.questionIndex).toBe(0);
    expect((await again.next('questionTimer')).payload.deadline).toBe(deadline);
    for (let index = 0; index < 5; index += 1) {
      if (index > 0) expect((await again.next('questionSent')).payload.questionIndex).toBe(index);
      again.answer(await outcomeOf(t, gameId, index));
      await again.next('questionAnswered');
    }
    expect((await again.next('gameEnded')).payload).toMatchObject({ score: 5, won: true });
    expect(await gameMoney(t, gameId)).toEqual([
      { type: 'gameStake', status: 'completed' },
      { type: 'winnings', status: 'completed' },
    ]);
    expect(await stopApiProcess(c)).toBe(0);
  }, 60_000);
});
