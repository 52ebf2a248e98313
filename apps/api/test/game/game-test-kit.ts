// What the game's API tests share: an app whose scheduler the test drives (no timers, no poller), clips
// seeded straight into the table with tiny fake media, funded players, and a WebSocket client that queues
// what the server sends so a test can wait for the next message.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerMessage } from '@gom/contract/socket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.ts';
import { clips, games } from '../../src/db/schema.ts';
import type { GameConnection } from '../../src/domain/game/engine/game-connections.ts';
import type { GameEngine } from '../../src/domain/game/game-engine.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import type { RoundState } from '../../src/domain/game/rules/round-state.ts';
import type { HttpClient } from '../helpers/http-client.ts';
import { MessageSocket } from '../helpers/message-socket.ts';
import { fundedPlayer } from '../helpers/money.ts';
import { startTestApp, type StartTestAppOptions, type TestApp } from '../helpers/start-test-app.ts';

export const TEST_LEAGUE = 'Test League';

/** From a questionSent to the cutoff of a question whose clip never said it could play: 3 s + 10 s + 1 s. */
export const CUTOFF_WITHOUT_CLIP_MS =
  DEFAULT_ROUND_TIMING.clipWaitMs + DEFAULT_ROUND_TIMING.questionMs + DEFAULT_ROUND_TIMING.graceMs;
export const PRE_BYTES = Buffer.from('pre-answer video');
export const POST_BYTES = Buffer.from('post-answer video, with the outcome');

export async function startGameTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  return startTestApp({
    ...options,
    buildOptions: {
      payments: { sweepIntervalMs: 0 },
      games: { timers: false, pollIntervalMs: 0 },
      ...options.buildOptions,
    },
  });
}

export interface SeedClipsOptions {
  league?: string;
  year?: number;
  goalType?: 'Shot' | 'Free Kick';
  goals?: number;
  misses?: number;
  /** xG of goals and of misses; null (the default) leaves the reference accuracy at its default 0.75. */
  xg?: { goal: number; miss: number } | null;
  enabled?: boolean;
  /** Staked games each clip may be shown in (single use by default, as in production). */
  maxExposures?: number;
  /**
   * 'manifest' (the default) is priced on the pool's own xG; 'demo' clips stand for generated ones, priced on
   * the simulator's calibration.
   */
  source?: 'manifest' | 'demo';
  difficulty?: 'easy' | 'normal' | 'hard';
}

/**
 * Ready clips with tiny stored "videos": the same bytes for every clip, so size says nothing. Single use, as
 * every clip is in staked play: seed enough for every game a test file creates.
 */
export async function seedClips(t: TestApp, options: SeedClipsOptions = {}): Promise<string[]> {
  const { league = TEST_LEAGUE, year = 2020, goalType = 'Shot', goals = 5, misses = 5, xg = null } = options;
  const dir = join(t.app.config.dataDir, 'seed');
  await mkdir(dir, { recursive: true });
  const preFile = join(dir, 'pre.mp4');
  const postFile = join(dir, 'post.mp4');
  await writeFile(preFile, PRE_BYTES);
  await writeFile(postFile, POST_BYTES);
  const now = t.clock.now();
  const rows = [];
  for (const outcome of [...Array(goals).fill('goal'), ...Array(misses).fill('miss')] as Array<'goal' | 'miss'>) {
    const id = randomUUID();
    const preVideoKey = `test-clips/${id}/pre.mp4`;
    const postVideoKey = `test-clips/${id}/post.mp4`;
    await t.app.media.storage.put({ key: preVideoKey, sourcePath: preFile, contentType: 'video/mp4' });
    await t.app.media.storage.put({ key: postVideoKey, sourcePath: postFile, contentType: 'video/mp4' });
    rows.push({
      id,
      league,
      seasonYear: year,
      goalType,
      outcome,
      xg: xg === null ? null : xg[outcome],
      source: options.source ?? ('manifest' as const),
      difficulty: options.difficulty ?? ('normal' as const),
      sourceRef: id,
      enabled: options.enabled ?? true,
      maxExposures: options.maxExposures ?? 1,
      mediaStatus: 'ready' as const,
      preVideoKey,
      postVideoKey,
      generatorVersion: 'test',
      createdAt: now,
      updatedAt: now,
    });
  }
  await t.database.db.insert(clips).values(rows);
  return rows.map((row) => row.id);
}

export { fundedPlayer };

/**
 * Another API process on the test app's database, media and clock, with the scheduler the test drives: a
 * second server behind a load balancer, or the process that replaces a stopped one.
 */
export async function startAnotherProcess(t: TestApp): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp({
    config: t.app.config,
    database: t.database,
    clock: t.clock,
    logger: false,
    payments: { sweepIntervalMs: 0 },
    games: { timers: false, pollIntervalMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return { app, baseUrl: `http://127.0.0.1:${address.port}` };
}

export type Player = Awaited<ReturnType<typeof fundedPlayer>>;

export function gameRequest(walletId: string, overrides: Record<string, unknown> = {}) {
  return {
    numberOfQuestions: 5,
    league: TEST_LEAGUE,
    from: 2015,
    to: 2025,
    stake: { value: 2, currency: 'USD' },
    walletId,
    ...overrides,
  };
}

/** Quotes and creates a game (the player confirms the odds): its id and odds. */
export async function createGame(player: Player, overrides: Record<string, unknown> = {}) {
  const request = gameRequest(player.wallet.id, overrides);
  const quoted = await player.client.post('/api/games/odds', request);
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
  const created = await player.client.post(`/api/users/${player.user.id}/games`, request);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { gameId: created.body.data.gameId as string, odds: quoted.body.data.odds as number };
}

/**
 * Starts a game through the engine, as a socket's startGame would: a player holds one game waiting to start at
 * most, so a test that makes several games for one player starts each before making the next.
 */
export async function startGame(t: TestApp, gameId: string) {
  const applied = await t.app.games.dispatch(gameId, (at) => ({ type: 'start', at }));
  expect(applied?.state.startedAt, `game ${gameId} started`).not.toBeNull();
}

export async function loadGame(t: TestApp, gameId: string) {
  const [game] = await t.database.db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new Error(`no game ${gameId}`);
  return { ...game, state: game.state as RoundState };
}

/** The right call for a question, read from the server's own state (what no player can see). */
export async function outcomeOf(t: TestApp, gameId: string, index: number): Promise<'goal' | 'miss'> {
  const { state } = await loadGame(t, gameId);
  const question = state.questions[index];
  if (!question) throw new Error(`no question ${index}`);
  return question.outcome;
}

export const wrongCall = (outcome: 'goal' | 'miss') => (outcome === 'goal' ? 'miss' : 'goal');

export async function waitFor(check: () => Promise<boolean> | boolean, what = 'condition', timeoutMs = 3_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until the server has recorded how many sockets are open on the game. */
export function waitForOpenSockets(t: TestApp, gameId: string, count: number) {
  return waitFor(
    async () => (await loadGame(t, gameId)).state.openConnections.length === count,
    `${count} open sockets`,
  );
}

export interface GameSocketOptions {
  /** Default: the app's accepted origin; null sends none. */
  origin?: string | null;
  /** Default: the client's access cookie; null sends none. */
  cookies?: boolean;
}

/** A WebSocket client of a game's socket that keeps every message the server sends, in order. */
export class GameSocket extends MessageSocket<ServerMessage> {
  static async open(t: TestApp, client: HttpClient, userId: string, gameId: string, options: GameSocketOptions = {}) {
    const url = `${t.baseUrl.replace('http', 'ws')}/api/users/${userId}/games/${gameId}`;
    const headers: Record<string, string> = {};
    const access = client.cookie('gom_access');
    if (options.cookies !== false && access) headers.cookie = `gom_access=${access}`;
    const origin = options.origin === undefined ? t.origin : options.origin;
    const ws = new WebSocket(url, origin === null ? { headers } : { headers, origin });
    const socket = new GameSocket(ws);
    await MessageSocket.opened(ws);
    return socket;
  }

  start() {
    this.send({ type: 'startGame', payload: {} });
  }

  answer(answer: string) {
    this.send({ type: 'answerQuestion', payload: { answer } });
  }

  /** The question's clip can play (the fair clock): the server may start its 10 s. */
  clipReady(questionIndex: number) {
    this.send({ type: 'clipReady', payload: { questionIndex } });
  }
}

/** Lets the scheduler run at the clock's time, as its poller would. */
/**
 * A funded player's new game with one socket opened on `engine` directly (no HTTP socket): what the socket is sent,
 * and the game's version after the opening.
 */
export async function openSocketOnEngine(t: TestApp, engine: GameEngine) {
  const player = await fundedPlayer(t);
  const { gameId } = await createGame(player);
  const sent: ServerMessage[] = [];
  const connection: GameConnection = {
    id: engine.newConnectionId(),
    gameId,
    send: (message) => sent.push(message),
    close: vi.fn(),
  };
  engine.attach(connection);
  const opened = await engine.dispatch(gameId, (at) => ({ type: 'socketOpened', at, connectionId: connection.id }), {
    sender: connection,
  });
  return { gameId, connection, sent, version: opened!.version };
}

export function runDueGames(t: TestApp) {
  return t.app.games.runDueGames();
}

/** How long after a question became playable `playCalls` answers it. */
export const ANSWER_AFTER_MS = 2_000;
/** The pause between questions (the product's 6 s), moved past on the clock in `playCalls`. */
const PAST_PAUSE_MS = 6_000;

/**
 * Plays a whole game on one socket, calling each question right or wrong as `calls` says, then moves the clock a
 * minute on: answers ANSWER_AFTER_MS after each clip is ready, waits out each pause through the scheduler.
 */
export async function playCalls(t: TestApp, player: Player, calls: boolean[]): Promise<string> {
  const { gameId } = await createGame(player, { numberOfQuestions: calls.length });
  await playGameOnSocket(t, player, gameId, calls);
  t.clock.advance(60_000);
  return gameId;
}

/**
 * Plays an existing game on one socket as playCalls does, to its end: answers `gameEnded` (the socket then closed).
 */
export async function playGameOnSocket(t: TestApp, player: Player, gameId: string, calls: boolean[]) {
  return (await playOnSocket(t, player, gameId, calls)).ended;
}

/**
 * The same for any entry the solo engine plays: each answer waits for `answered` (a contest entry's verdict may be
 * withheld: `answerLocked`), the end is `ended`; with every message the socket was sent.
 */
export async function playOnSocket(
  t: TestApp,
  player: Player,
  gameId: string,
  calls: boolean[],
  {
    answered = 'questionAnswered',
    ended = 'gameEnded',
    withoutClipReady = [],
  }: {
    answered?: ServerMessage['type'];
    ended?: ServerMessage['type'];
    /** Questions called with no clipReady first: before their clock starts (the cap is later than the call). */
    withoutClipReady?: number[];
  } = {},
) {
  const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
  socket.start();
  for (const [index, right] of calls.entries()) {
    await socket.next('questionSent');
    if (!withoutClipReady.includes(index)) {
      socket.send({ type: 'clipReady', payload: { questionIndex: index } });
      await socket.next('questionTimer');
    }
    const outcome = await outcomeOf(t, gameId, index);
    t.clock.advance(ANSWER_AFTER_MS);
    socket.answer(right ? outcome : wrongCall(outcome));
    await socket.next(answered);
    t.clock.advance(PAST_PAUSE_MS);
    await runDueGames(t);
  }
  const end = await socket.next(ended);
  await socket.closed;
  return { ended: end, received: socket.received };
}
