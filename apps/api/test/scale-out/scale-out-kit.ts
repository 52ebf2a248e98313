/* eslint-disable @typescript-eslint/no-explicit-any -- socket messages are inspected ad hoc by each test. */
// What the scale-out tests share: real API processes on one fresh PostgreSQL database, set up by an
// in-process test app on that database (it seeds clips and funds players; the processes serve the games).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { startApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { HttpClient } from '../helpers/http-client.ts';
import { TEST_PUBLIC_URL, TEST_SECRETS_ENV, type TestApp } from '../helpers/start-test-app.ts';
import {
  fundedPlayer,
  gameRequest,
  GameSocket,
  loadGame,
  outcomeOf,
  waitFor,
  type Player,
} from '../game/game-test-kit.ts';

export const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
export const SKIP_REASON = 'needs PostgreSQL (TEST_DATABASE_URL): several processes share one database';

/** The environment that makes a process a twin of the test app: its database, data folder and secrets. */
export function twinEnv(t: TestApp): Record<string, string> {
  if (!t.database.url) throw new Error('the scale-out tests run on PostgreSQL');
  return {
    DATABASE_URL: t.database.url,
    DATA_DIR: t.app.config.dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...TEST_SECRETS_ENV,
  };
}

export function startTwins(t: TestApp, count: number): Promise<ApiProcess[]> {
  return Promise.all(Array.from({ length: count }, () => startApiProcess(twinEnv(t))));
}

/** The player's session, as a client of another server. */
export function clientOn(baseUrl: string, player: Player): HttpClient {
  const client = new HttpClient(baseUrl, TEST_PUBLIC_URL);
  client.setCookie('gom_access', player.client.cookie('gom_access') ?? '', '/api');
  return client;
}

/**
 * Quotes and creates a 5-question game through `baseUrl` (on the processes' real clock), with the pause between
 * questions cut to `pauseMs` so a whole game takes a second or two of real time.
 */
export async function createQuickGame(t: TestApp, baseUrl: string, player: Player, pauseMs = 200) {
  const client = clientOn(baseUrl, player);
  const request = gameRequest(player.wallet.id);
  const quoted = await client.post('/api/games/odds', request);
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const created = await client.post(`/api/users/${player.user.id}/games`, request);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const gameId = created.body.data.gameId as string;
  await t.database.db.execute(
    sql`update games set state = jsonb_set(state, '{timing,pauseMs}', ${String(pauseMs)}::jsonb) where id = ${gameId}`,
  );
  return gameId;
}

export function openSocketOn(t: TestApp, baseUrl: string, player: Player, gameId: string): Promise<GameSocket> {
  return GameSocket.open({ ...t, baseUrl }, clientOn(baseUrl, player), player.user.id, gameId);
}

/** The game's money: one row per transaction of its stake and winnings. */
export function gameMoney(t: TestApp, gameId: string) {
  return queryRows<{ type: string; status: string }>(
    t.database.db,
    sql`select type, status from money_transactions where idempotency_key like ${`game:${gameId}:%`} order by type`,
  );
}

/**
 * Calls every question of a 5-question game right from `from` on (its question `from` already sent to `socket`) to
 * the end: the game is won and settles once (one stake, one winnings).
 */
export async function playToTheEnd(t: TestApp, socket: GameSocket, gameId: string, from: number) {
  for (let index = from; index < 5; index += 1) {
    if (index > from) expect((await socket.next('questionSent')).payload.questionIndex).toBe(index);
    socket.answer(await outcomeOf(t, gameId, index));
    expect((await socket.next('questionAnswered')).payload.isCorrect).toBe(true);
  }
  expect((await socket.next('gameEnded')).payload).toMatchObject({ score: 5, reason: 'completed', won: true });
  expect(await gameMoney(t, gameId)).toEqual([
    { type: 'gameStake', status: 'completed' },
    { type: 'winnings', status: 'completed' },
  ]);
}

/**
 * A socket reopened after its process died mid-question 0: it gets question 1 again with the deadline it had,
 * plays every question right to the end, and the game settles once (one stake, one winnings).
 */
export async function finishResumedGame(
  t: TestApp,
  again: GameSocket,
  gameId: string,
  deadline: string,
  { firstMessageTimeoutMs }: { firstMessageTimeoutMs?: number } = {},
) {
  expect((await again.next('questionSent', firstMessageTimeoutMs)).payload.questionIndex).toBe(1);
  // The time left: the same deadline as before the crash.
  expect((await again.next('questionTimer')).payload.deadline).toBe(deadline);
  await playToTheEnd(t, again, gameId, 1);
}

/** The types of the messages a socket received, in order. */
export const typesOf = (socket: GameSocket) => socket.received.map((message: any) => message.type as string);

/**
 * A 5-question game with a socket on each of two processes, the sockets calling in turn (so each process applies
 * events the other must deliver): every message reaches both, once and in order, and the game is won and settled.
 */
export async function playAcrossTwoProcesses(t: TestApp, a: ApiProcess, b: ApiProcess) {
  const player = await fundedPlayer(t);
  const gameId = await createQuickGame(t, a.baseUrl, player);
  const onA = await openSocketOn(t, a.baseUrl, player, gameId);
  const onB = await openSocketOn(t, b.baseUrl, player, gameId);
  await waitFor(async () => (await loadGame(t, gameId)).state.openConnections.length === 2, '2 sockets');
  onA.start();
  for (let index = 0; index < 5; index += 1) {
    const sent = [await onA.next('questionSent'), await onB.next('questionSent')];
    expect(sent.map((message) => message.payload.questionIndex)).toEqual([index, index]);
    const caller = index % 2 === 0 ? onA : onB;
    caller.answer(await outcomeOf(t, gameId, index));
    const answered = [await onA.next('questionAnswered'), await onB.next('questionAnswered')];
    expect(answered.map((message) => message.payload.isCorrect)).toEqual([true, true]);
  }
  const ended = [await onA.next('gameEnded'), await onB.next('gameEnded')];
  expect(ended[0]?.payload).toMatchObject({ score: 5, reason: 'completed', won: true });
  expect(ended[1]?.payload).toEqual(ended[0]?.payload);
  expect((await onA.closed).code).toBe(1000);
  expect((await onB.closed).code).toBe(1000);
  const played = ['gameStarted', 'questionSent', 'questionAnswered', 'gameEnded'];
  const expected = ['gameStarted', ...Array(5).fill(['questionSent', 'questionAnswered']).flat(), 'gameEnded'];
  for (const socket of [onA, onB]) expect(typesOf(socket).filter((type) => played.includes(type))).toEqual(expected);
  expect(await gameMoney(t, gameId)).toEqual([
    { type: 'gameStake', status: 'completed' },
    { type: 'winnings', status: 'completed' },
  ]);
  return { gameId, player };
}
