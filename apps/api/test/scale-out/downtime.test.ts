// Time the server was not serving is not the player's (ADR 0088). A real API process is killed with -9 while a
// question is open; the test waits past that question's deadline; a new process starts on the same database. The
// player reconnects and finds the question open with the time that was left when the process died, plays on and
// is paid once. A game whose server stayed down past 10 minutes is voided instead, its stake back in the wallet.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, loadGame, seedClips, startGameTestApp } from '../game/game-test-kit.ts';
import {
  createQuickGame,
  gameMoney,
  onPostgres,
  openSocketOn,
  playToTheEnd,
  SKIP_REASON,
  startTwins,
} from './scale-out-kit.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** The grace after a deadline (1 s) and a margin: past it the game would have ended `timeout`. */
const PAST_CUTOFF_MS = 2_500;

describe.skipIf(!onPostgres)(`a crash mid-question (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let t: TestApp;
  const servers: ApiProcess[] = [];
  const startServer = async () => {
    const [server] = (await startTwins(t, 1)) as [ApiProcess];
    servers.push(server);
    return server;
  };
  /** Starts a game on `server`, opens question 1 with its clip ready: the game, its player and its deadline. */
  const openQuestion = async (server: ApiProcess) => {
    const player = await fundedPlayer(t);
    const gameId = await createQuickGame(t, server.baseUrl, player);
    const socket = await openSocketOn(t, server.baseUrl, player, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.clipReady(0);
    const deadline = Date.parse((await socket.next('questionTimer')).payload.deadline as string);
    return { player, gameId, socket, deadline };
  };
  const kill = async (server: ApiProcess) => {
    server.child.kill('SIGKILL');
    await server.exited;
  };

  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 20, misses: 20 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => stopApiProcess(server)));
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('resumes the question with the time that was left when the process died, past its deadline', async () => {
    const first = await startServer();
    const { player, gameId, socket, deadline } = await openQuestion(first);
    await sleep(2_000);
    await kill(first);
    await socket.closed;
    const left = deadline - Date.now();
    expect(left).toBeGreaterThan(5_000);
    // The question's deadline and grace pass while no process serves the game.
    await sleep(left + PAST_CUTOFF_MS);

    const second = await startServer();
    expect((await loadGame(t, gameId)).status).toBe('active');
    const again = await openSocketOn(t, second.baseUrl, player, gameId);
    expect((await again.next('questionSent')).payload.questionIndex).toBe(0);
    const remaining = Date.parse((await again.next('questionTimer')).payload.deadline as string) - Date.now();
    // Given back from the last second the dead process was known to serve: at most a second more than was left.
    expect(remaining).toBeGreaterThan(left - 1_500);
    expect(remaining).toBeLessThan(left + 1_500);

    await playToTheEnd(t, again, gameId, 0);
  }, 90_000);

  it('voids a game its server could not serve for more than 10 minutes and gives the stake back', async () => {
    const server = servers.at(-1) ?? (await startServer());
    const { player, gameId, socket } = await openQuestion(server);
    const before = await walletOf(player.client, player.user.id, player.wallet.id);
    expect(before?.available.value).toBeLessThan(before?.balance.value ?? 0);
    await kill(server);
    await socket.closed;
    // As if the process had died 11 minutes ago: its last mark of serving is that old.
    await t.database.db.execute(sql`update game_service set served_at = served_at - interval '11 minutes'`);

    const next = await startServer();
    expect(await loadGame(t, gameId)).toMatchObject({ status: 'voided' });
    expect(await gameMoney(t, gameId)).toEqual([{ type: 'gameStake', status: 'cancelled' }]);
    const after = await walletOf(player.client, player.user.id, player.wallet.id);
    expect(after?.available.value).toBe(after?.balance.value);
    expect(after?.balance.value).toBe(before?.balance.value);
    const again = await openSocketOn(t, next.baseUrl, player, gameId);
    expect((await again.next('errorOccurred')).payload.message).toBe(
      'This game was cancelled because our server was down too long; your stake was returned',
    );
  }, 60_000);
});
