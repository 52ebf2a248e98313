import type { Socket } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { GameRecapQuestion } from '@gom/contract/stats';
import { gameRecapSchema } from '@gom/contract/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameQuestions, sessions } from '../../src/db/schema.ts';
import { ROUND_REFUSALS } from '../../src/domain/game/rules/apply-round-event.ts';
import { SOCKET_REFUSALS } from '../../src/routes/games/game-socket.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  CUTOFF_WITHOUT_CLIP_MS,
  fundedPlayer,
  GameSocket,
  loadGame,
  outcomeOf,
  POST_BYTES,
  PRE_BYTES,
  runDueGames,
  seedClips,
  startGameTestApp,
  TEST_LEAGUE,
  waitForOpenSockets,
  wrongCall,
  type Player,
} from './game-test-kit.ts';

const QUESTION_MS = 10_000;
const CLIP_WAIT_MS = 3_000;
const GRACE_MS = 1_000;
const PAUSE_MS = 6_000;

describe('the live game socket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 60, misses: 60 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  const open = (player: Player, gameId: string) => GameSocket.open(t, player.client, player.user.id, gameId);

  /** Plays every question with the given calls (true = right), waiting out each pause. */
  async function play(socket: GameSocket, gameId: string, right: boolean[]) {
    for (const [index, isRight] of right.entries()) {
      const sent = await socket.next('questionSent');
      expect(sent.payload.questionIndex).toBe(index);
      const outcome = await outcomeOf(t, gameId, index);
      t.clock.advance(2_000);
      socket.answer(isRight ? outcome : wrongCall(outcome));
      const answered = await socket.next('questionAnswered');
      expect(answered.payload.isCorrect).toBe(isRight);
      t.clock.advance(PAUSE_MS);
      await runDueGames(t);
    }
    return socket.next('gameEnded');
  }

  /** The player's USD balance in cents, and their transactions as the list shows them. */
  async function moneyOf(player: Player) {
    const wallet = await walletOf(player.client, player.user.id, player.wallet.id);
    if (!wallet) throw new Error('the wallet is gone');
    const listed = await player.client.get(`/api/users/${player.user.id}/transactions`);
    expect(listed.status).toBe(200);
    return {
      balanceCents: Math.round(wallet.balance.value * 100),
      availableCents: Math.round(wallet.available.value * 100),
      transactions: listed.body.data as Array<{
        id: string;
        transactionType: string;
        status: string;
        amount: { value: number; currency: string };
      }>,
    };
  }

  it('plays a won game to the end: gameEnded states the payout the wallet received and its winnings id', async () => {
    const player = await fundedPlayer(t, 50);
    const before = await moneyOf(player);
    // 1.50 × 1.45 = 2.175: the payout must be rounded down to 2.17, in the house's favour.
    const { gameId, odds } = await createGame(player, { stake: { value: 1.5, currency: 'USD' } });
    const socket = await open(player, gameId);
    socket.start();
    expect((await socket.next()).type).toBe('gameStarted');
    const ended = await play(socket, gameId, [true, true, false, true, true]);
    expect((await socket.closed).code).toBe(1000);

    const expectedPayoutCents = Math.floor((150 * Math.round(odds * 100)) / 100);
    expect(ended.payload).toEqual({
      score: 4,
      totalQuestions: 5,
      reason: 'completed',
      difficulty: 'normal',
      answered: 5,
      won: true,
      payout: { value: expectedPayoutCents / 100, currency: 'USD' },
      stake: { value: 1.5, currency: 'USD' },
      net: { value: (expectedPayoutCents - 150) / 100, currency: 'USD' },
      winningsTransactionId: expect.any(String),
    });

    const after = await moneyOf(player);
    expect(after.balanceCents - before.balanceCents).toBe(expectedPayoutCents - 150);
    expect(after.availableCents).toBe(after.balanceCents);
    const winnings = after.transactions.filter((row) => row.transactionType === 'winnings');
    expect(winnings).toHaveLength(1);
    expect(winnings[0]).toMatchObject({
      id: ended.payload.winningsTransactionId,
      status: 'completed',
      amount: ended.payload.payout,
    });
    expect(after.transactions.find((row) => row.transactionType === 'gameStake')).toMatchObject({
      status: 'completed',
      amount: { value: 1.5 },
    });
    const game = await loadGame(t, gameId);
    expect(game).toMatchObject({ status: 'ended', score: 4, endReason: 'completed', nextWakeAt: null });

    // A socket opened on the ended game (a player whose connection dropped at the end) gets the same result.
    const late = await open(player, gameId);
    expect(await late.next()).toEqual(ended);
    expect((await late.closed).code).toBe(1000);
    expect((await moneyOf(player)).balanceCents).toBe(after.balanceCents);

    // The results screen's recap: the same money, every call and outcome, the winnings by reference, and each
    // post-answer clip still playable.
    const recap = await player.client.get(`/api/users/${player.user.id}/games/${gameId}/recap`);
    expect(recap.status).toBe(200);
    expect(gameRecapSchema.parse(recap.body.data)).toEqual(recap.body.data);
    const winningsRow = after.transactions.find((row) => row.id === ended.payload.winningsTransactionId) as
      { reference?: string } | undefined;
    expect(recap.body.data).toMatchObject({
      id: gameId,
      league: TEST_LEAGUE,
      difficulty: 'normal',
      odds,
      totalQuestions: 5,
      score: 4,
      answered: 5,
      reason: 'completed',
      won: true,
      stake: ended.payload.stake,
      payout: ended.payload.payout,
      net: ended.payload.net,
      winningsTransaction: { id: ended.payload.winningsTransactionId, reference: winningsRow?.reference },
    });
    const questions = recap.body.data.questions as GameRecapQuestion[];
    const outcomes = await Promise.all([0, 1, 2, 3, 4].map((index) => outcomeOf(t, gameId, index)));
    expect(questions.map(({ outcome, isCorrect }) => ({ outcome, isCorrect }))).toEqual(
      outcomes.map((outcome, index) => ({ outcome, isCorrect: index !== 2 })),
    );
    expect(questions.map(({ answer }) => answer)).toEqual(
      outcomes.map((outcome, index) => (index === 2 ? wrongCall(outcome) : outcome)),
    );
    for (const { postVideoLink } of questions) {
      const media = await fetch(`${t.baseUrl}${postVideoLink}`);
      expect(Buffer.from(await media.arrayBuffer())).toEqual(POST_BYTES);
    }
  });

  it('plays a lost game: gameEnded says lost, pays 0 with no winnings id, and the wallet is down the stake', async () => {
    const player = await fundedPlayer(t, 50);
    const before = await moneyOf(player);
    const { gameId } = await createGame(player, { stake: { value: 3, currency: 'USD' } });
    const socket = await open(player, gameId);
    socket.start();
    const ended = await play(socket, gameId, [true, true, true, false, false]);
    expect(ended.payload).toEqual({
      score: 3,
      totalQuestions: 5,
      reason: 'completed',
      difficulty: 'normal',
      answered: 5,
      won: false,
      payout: { value: 0, currency: 'USD' },
      stake: { value: 3, currency: 'USD' },
      net: { value: -3, currency: 'USD' },
      winningsTransactionId: null,
    });
    const after = await moneyOf(player);
    expect(after.balanceCents - before.balanceCents).toBe(-300);
    expect(after.availableCents).toBe(after.balanceCents);
    expect(after.transactions.map((row) => row.transactionType)).not.toContain('winnings');

    const late = await open(player, gameId);
    expect(await late.next()).toEqual(ended);
  });

  it("sends an event's messages in one write: the start with the first question, the end with the close", async () => {
    const player = await fundedPlayer(t, 50);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    await waitForOpenSockets(t, gameId, 1);
    // The server's side of this connection (the newest), and what each of its system writes carried.
    const server = [...t.app.websocketServer.clients].at(-1) as unknown as { _socket: Socket };
    const writes: string[][] = [];
    const raw = server._socket as Socket & {
      _write: (chunk: Buffer, ...rest: unknown[]) => void;
      _writev: (chunks: Array<{ chunk: Buffer }>, ...rest: unknown[]) => void;
    };
    const framesIn = (chunks: Buffer[]) =>
      chunks.flatMap((chunk) => {
        const text = chunk.toString('latin1');
        return [...text.matchAll(/"type":"(\w+)"/g)].map((m) => m[1]!).concat(text.startsWith('\x88') ? ['close'] : []);
      });
    const write = raw._write.bind(raw);
    const writev = raw._writev.bind(raw);
    raw._write = (chunk, ...rest) => (writes.push(framesIn([chunk])), write(chunk, ...rest));
    raw._writev = (chunks, ...rest) => (writes.push(framesIn(chunks.map((c) => c.chunk))), writev(chunks, ...rest));

    socket.start();
    await socket.next('questionSent');
    expect(writes.filter((frames) => frames.length > 0)).toEqual([['gameStarted', 'questionSent']]);
    for (let index = 0; index < 5; index += 1) {
      if (index > 0) await socket.next('questionSent');
      t.clock.advance(2_000);
      socket.answer('goal');
      await socket.next('questionAnswered');
      t.clock.advance(PAUSE_MS);
      if (index < 4) await runDueGames(t);
    }
    writes.length = 0;
    await runDueGames(t);
    await socket.next('gameEnded');
    expect((await socket.closed).code).toBe(1000);
    expect(writes.filter((frames) => frames.length > 0)).toEqual([['gameEnded', 'close']]);
  });

  it('sends questions with a deadline and links that say nothing of the outcome; gated media open on the answer', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('gameStarted');
    const sent = await socket.next('questionSent');
    expect(sent.payload.deadline).toBe(new Date(t.clock.now().getTime() + QUESTION_MS).toISOString());
    const { preVideoLink, postVideoLink, originalVideoLink } = sent.payload.question;
    const text = JSON.stringify(sent);
    const { state } = await loadGame(t, gameId);
    expect(text).not.toContain(state.questions[0]?.clipId);
    // The links' tokens are random base64url (a 'goal' may turn up in one by chance, ~1 run in 1,000): what is
    // checked is everything else the message says.
    expect(text.replace(/\/api\/media\/[\w-]+/g, '/api/media/TOKEN')).not.toMatch(/goal|miss/i);

    const get = async (path: string) => {
      const response = await fetch(`${t.baseUrl}${path}`);
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    };
    expect(await get(preVideoLink)).toEqual({ status: 200, body: PRE_BYTES });
    expect((await get(postVideoLink)).status).toBe(403);
    expect((await get(originalVideoLink)).status).toBe(403);

    socket.answer('goal');
    const answered = await socket.next('questionAnswered');
    expect(await get(postVideoLink)).toEqual({ status: 200, body: POST_BYTES });
    expect((await get(originalVideoLink)).status).toBe(200);
    expect((await get(answered.payload.postVideoLink)).status).toBe(200);
    // The answer opens the links the question carried: the same links, not new ones.
    expect(answered.payload).toMatchObject({ postVideoLink, originalVideoLink });

    // The next question's gated links stay locked.
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
    const second = await socket.next('questionSent');
    expect(second.payload.questionIndex).toBe(1);
    expect((await get(second.payload.question.postVideoLink)).status).toBe(403);
    await socket.close();
  });

  it('ends a game whose question runs out with the socket open as timeout, settled on its score', async () => {
    const player = await fundedPlayer(t, 10);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.clipReady(0);
    await socket.next('questionTimer');
    t.clock.advance(QUESTION_MS + GRACE_MS - 1);
    await runDueGames(t);
    expect(socket.pending()).toEqual([]);
    t.clock.advance(1);
    await runDueGames(t);
    const ended = await socket.next('gameEnded');
    expect(ended.payload).toMatchObject({ score: 0, totalQuestions: 5, reason: 'timeout', answered: 0, won: false });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 8 } });
  });

  it('says how many questions were answered when a timeout cuts the game short', async () => {
    const player = await fundedPlayer(t, 10);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    // Right, wrong, right; then question 4 runs out and question 5 is never sent.
    for (const [index, isRight] of [true, false, true].entries()) {
      await socket.next('questionSent');
      const outcome = await outcomeOf(t, gameId, index);
      socket.answer(isRight ? outcome : wrongCall(outcome));
      await socket.next('questionAnswered');
      t.clock.advance(PAUSE_MS);
      await runDueGames(t);
    }
    await socket.next('questionSent');
    t.clock.advance(CUTOFF_WITHOUT_CLIP_MS);
    await runDueGames(t);
    const ended = await socket.next('gameEnded');
    expect(ended.payload).toMatchObject({ score: 2, totalQuestions: 5, reason: 'timeout', answered: 3, won: false });
    const { state } = await loadGame(t, gameId);
    expect(state.questions.map((question) => question.sentAt !== null)).toEqual([true, true, true, true, false]);

    // The recap tells the outcome and plays the post-answer clip of the calls made, and nothing of the clip
    // that ran out or the one never sent.
    const recap = await player.client.get(`/api/users/${player.user.id}/games/${gameId}/recap`);
    expect(recap.status).toBe(200);
    expect(recap.body.data).toMatchObject({ net: { value: -2, currency: 'USD' }, winningsTransaction: null });
    const questions = recap.body.data.questions as GameRecapQuestion[];
    expect(questions.map(({ isCorrect }) => isCorrect)).toEqual([true, false, true, null, null]);
    expect(questions.map(({ outcome }) => outcome !== null)).toEqual([true, true, true, false, false]);
    expect(questions.map(({ postVideoLink }) => postVideoLink !== null)).toEqual([true, true, true, false, false]);
    expect(questions.slice(3).map(({ answer }) => answer)).toEqual([null, null]);
    expect(questions.map(({ sent }) => sent)).toEqual([true, true, true, true, false]);
    expect(questions[4]!.posterLink).toBeNull();
    const unplayed = JSON.stringify(questions.slice(3)).replace(/\/api\/media\/[\w-]+/g, '/api/media/TOKEN');
    expect(unplayed).not.toMatch(/goal|miss/i);
  });

  it("shows a recap only to its player and only once the game has ended, and says 'Game not found' to any other id", async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const path = (owner: Player, id: string) => `/api/users/${owner.user.id}/games/${id}/recap`;
    expect((await player.client.get(path(player, gameId))).status).toBe(404);
    expect((await other.client.get(path(other, gameId))).status).toBe(404);
    expect((await other.client.get(path(player, gameId))).status).toBe(403);
    expect((await player.client.get(path(player, 'not-a-game'))).status).toBe(404);

    // Once it has ended it is still nobody else's; a game that is not there, or an id that is not one, is a
    // clear 'Game not found', never a 5xx, and reading changes no money.
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('gameStarted');
    await play(socket, gameId, [true, true, true, true, true]);
    expect((await player.client.get(path(player, gameId))).status).toBe(200);
    const before = await moneyOf(player);
    const refused = [
      [other, path(other, gameId)],
      [player, path(player, crypto.randomUUID())],
      [player, path(player, gameId.toUpperCase().replace(/.$/, 'g'))],
      [player, path(player, `${gameId}x`)],
      [player, path(player, encodeURIComponent("1' or '1'='1"))],
      [player, path(player, '%00')],
    ] as const;
    for (const [reader, url] of refused) {
      const response = await reader.client.get(url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ error: { code: 'NOT_FOUND', message: 'Game not found' } });
    }
    const denied = await other.client.get(path(player, gameId));
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toMatch(/goal|miss|payout/i);
    expect(await moneyOf(player)).toEqual(before);
  });

  it('accepts a late answer inside the grace second and refuses one after it', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.clipReady(0);
    await socket.next('questionTimer');
    t.clock.advance(QUESTION_MS + GRACE_MS - 1);
    socket.answer('goal');
    await socket.next('questionAnswered');
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
    await socket.next('questionSent');
    socket.clipReady(1);
    await socket.next('questionTimer');
    // No tick has run yet: the answer itself finds the cutoff passed.
    t.clock.advance(QUESTION_MS + GRACE_MS);
    socket.answer('goal');
    const ended = await socket.next('gameEnded');
    expect(ended.payload.reason).toBe('timeout');
    expect(await socket.next('errorOccurred')).toEqual({
      type: 'errorOccurred',
      payload: { message: ROUND_REFUSALS.timeUp(2) },
    });
    const { state } = await loadGame(t, gameId);
    expect(state.questions[1]?.answer).toBeNull();
  });

  it('refuses an answer before the start, a second answer, and start twice, changing nothing', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.answer('goal');
    expect(await socket.next()).toEqual({ type: 'errorOccurred', payload: { message: ROUND_REFUSALS.notStarted } });
    socket.start();
    await socket.next('questionSent');
    socket.start();
    expect((await socket.next()).payload).toEqual({ message: ROUND_REFUSALS.alreadyStarted });
    socket.answer('goal');
    await socket.next('questionAnswered');
    socket.answer('miss');
    expect((await socket.next()).payload).toEqual({ message: ROUND_REFUSALS.alreadyAnswered(1) });
    const { state } = await loadGame(t, gameId);
    expect(state.questions[0]?.answer).toBe('goal');
    expect(state.questions[1]?.sentAt).toBeNull();
    await socket.close();
  });

  it('answers malformed JSON, unknown types and bad answers with errorOccurred', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    await waitForOpenSockets(t, gameId, 1);
    const before = await loadGame(t, gameId);
    // null: any clear message will do.
    const cases: Array<[string, string | null]> = [
      ['{not json', SOCKET_REFUSALS.notJson],
      [JSON.stringify({ type: 'cheat', payload: {} }), 'Unknown message type'],
      [JSON.stringify({ type: 'answerQuestion', payload: { answer: 'post' } }), "answer must be 'goal' or 'miss'"],
      [JSON.stringify({ type: 'answerQuestion' }), null],
      [JSON.stringify([1, 2]), null],
      [JSON.stringify({ type: 'startGame', payload: { score: 5 } }), null],
      [
        JSON.stringify({ type: 'clipReady', payload: { questionIndex: -1 } }),
        'questionIndex must be a question number',
      ],
      [
        JSON.stringify({ type: 'clipReady', payload: { questionIndex: 0.5 } }),
        'questionIndex must be a question number',
      ],
      [
        JSON.stringify({ type: 'clipReady', payload: { questionIndex: '0' } }),
        'questionIndex must be a question number',
      ],
      [JSON.stringify({ type: 'clipReady', payload: {} }), 'questionIndex must be a question number'],
      [JSON.stringify({ type: 'clipReady' }), null],
      // The client's own clock is not an input: an extra field is refused, not used.
      [JSON.stringify({ type: 'clipReady', payload: { questionIndex: 0, at: Date.now() } }), null],
      // Well formed, but the game has not started.
      [JSON.stringify({ type: 'clipReady', payload: { questionIndex: 0 } }), ROUND_REFUSALS.notStarted],
    ];
    for (const [raw, message] of cases) {
      socket.sendRaw(raw);
      const error = await socket.next();
      expect(error.type, raw).toBe('errorOccurred');
      expect(error.payload.message, raw).toEqual(message ?? expect.any(String));
    }
    const after = await loadGame(t, gameId);
    expect(after.version).toBe(before.version);
    expect(after.state).toEqual(before.state);
    await socket.close();
  });

  describe('the fair clock', () => {
    it("starts the 10 s when the clip can play, by the server's clock: a 2 s load costs the player nothing", async () => {
      const player = await fundedPlayer(t);
      const { gameId } = await createGame(player);
      const socket = await open(player, gameId);
      socket.start();
      const sent = await socket.next('questionSent');
      const sentAt = t.clock.now().getTime();
      // Provisional: the earliest the deadline can be.
      expect(sent.payload.deadline).toBe(new Date(sentAt + QUESTION_MS).toISOString());
      t.clock.advance(2_000);
      socket.clipReady(0);
      const timer = await socket.next('questionTimer');
      expect(timer.payload).toEqual({
        questionIndex: 0,
        deadline: new Date(sentAt + 2_000 + QUESTION_MS).toISOString(),
      });
      const [row] = await t.database.db
        .select()
        .from(gameQuestions)
        .where(and(eq(gameQuestions.gameId, gameId), eq(gameQuestions.questionIndex, 0)));
      expect(row?.deadlineAt?.getTime()).toBe(sentAt + 2_000 + QUESTION_MS);

      // A second clipReady moves nothing: the same deadline comes back, the game row is untouched.
      const before = await loadGame(t, gameId);
      t.clock.advance(500);
      socket.clipReady(0);
      expect((await socket.next()).payload).toEqual(timer.payload);
      expect((await loadGame(t, gameId)).version).toBe(before.version);
      // A clipReady for a question not sent yet changes nothing either.
      socket.clipReady(1);
      expect(await socket.next()).toEqual({
        type: 'errorOccurred',
        payload: { message: ROUND_REFUSALS.notSentYet(2) },
      });
      expect((await loadGame(t, gameId)).state).toEqual(before.state);

      // Just under 13 s after the send, well past the old cutoff (send + 11 s), the answer is still in time.
      t.clock.advance(QUESTION_MS + GRACE_MS - 1 - 500);
      socket.answer(await outcomeOf(t, gameId, 0));
      expect((await socket.next()).type).toBe('questionAnswered');
      await socket.close();
    });

    it('starts the clock itself 3 s after the send when no clipReady comes, and ends the game 10 s + grace later', async () => {
      const player = await fundedPlayer(t);
      const { gameId } = await createGame(player);
      const socket = await open(player, gameId);
      socket.start();
      await socket.next('questionSent');
      const sentAt = t.clock.now().getTime();
      t.clock.advance(CLIP_WAIT_MS - 1);
      await runDueGames(t);
      expect(socket.pending()).toEqual([]);
      t.clock.advance(1);
      await runDueGames(t);
      expect((await socket.next()).payload).toEqual({
        questionIndex: 0,
        deadline: new Date(sentAt + CLIP_WAIT_MS + QUESTION_MS).toISOString(),
      });
      // A clip that plays after the cap changes nothing: its 10 s already run.
      t.clock.advance(1_000);
      socket.clipReady(0);
      expect((await socket.next('questionTimer')).payload.deadline).toBe(
        new Date(sentAt + CLIP_WAIT_MS + QUESTION_MS).toISOString(),
      );
      t.clock.advance(QUESTION_MS + GRACE_MS - 1_000);
      await runDueGames(t);
      expect((await socket.next('gameEnded')).payload.reason).toBe('timeout');
    });
  });

  it('sends every message to two sockets of one game, and resends the open question to a new one', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const first = await open(player, gameId);
    const second = await open(player, gameId);
    await waitForOpenSockets(t, gameId, 2);
    first.start();
    for (const socket of [first, second]) {
      expect((await socket.next()).type).toBe('gameStarted');
      expect((await socket.next('questionSent')).payload.questionIndex).toBe(0);
    }
    // One socket's clip plays: both hear the deadline.
    first.clipReady(0);
    for (const socket of [first, second]) await socket.next('questionTimer');
    t.clock.advance(3_000);
    const third = await open(player, gameId);
    const resent = await third.next('questionSent');
    expect(resent.payload.questionIndex).toBe(0);
    const timer = await third.next('questionTimer');
    expect(new Date(timer.payload.deadline).getTime() - t.clock.now().getTime()).toBe(QUESTION_MS - 3_000);
    second.answer('goal');
    for (const socket of [first, second, third]) await socket.next('questionAnswered');
    await Promise.all([first.close(), second.close(), third.close()]);
  });

  it('resumes after a reconnect with the time left', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.clipReady(0);
    const timer = await socket.next('questionTimer');
    await socket.close();
    await waitForOpenSockets(t, gameId, 0);
    t.clock.advance(7_000);
    await runDueGames(t);
    const again = await open(player, gameId);
    const resent = await again.next('questionSent');
    expect(resent.payload.questionIndex).toBe(0);
    expect(resent.payload.deadline).toBe(timer.payload.deadline);
    expect((await again.next('questionTimer')).payload).toEqual(timer.payload);
    again.answer(await outcomeOf(t, gameId, 0));
    expect((await again.next('questionAnswered')).payload.isCorrect).toBe(true);
    await again.close();
  });

  it('ends a game whose socket closed and did not come back before the deadline as disconnected', async () => {
    const player = await fundedPlayer(t, 10);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.answer(await outcomeOf(t, gameId, 0));
    await socket.next('questionAnswered');
    await socket.close();
    await waitForOpenSockets(t, gameId, 0);
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
    t.clock.advance(CUTOFF_WITHOUT_CLIP_MS);
    // Reopened after the cutoff but before any tick: the game is already over (time first sends the next question
    // when the pause ended, with nobody here to see it and nothing written (performance note 0042), starts the unplayed
    // clip's clock at its cap, then runs it out).
    const late = await open(player, gameId);
    expect((await late.next()).payload).toMatchObject({ questionIndex: 1 });
    expect((await late.next()).type).toBe('questionTimer');
    expect((await late.next()).payload).toMatchObject({
      score: 1,
      totalQuestions: 5,
      reason: 'disconnected',
      answered: 1,
    });
    expect(await late.next()).toEqual({ type: 'errorOccurred', payload: { message: ROUND_REFUSALS.over } });
    const game = await loadGame(t, gameId);
    expect(game).toMatchObject({ status: 'ended', endReason: 'disconnected', score: 1 });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 8 } });
  });

  it('plays no further once its session ends: the next message is refused and the socket closed', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const socket = await open(player, gameId);
    socket.start();
    await socket.next('questionSent');
    // Signed out elsewhere (an operator's lock revokes the sessions the same way).
    expect((await player.client.post('/api/auth/logout')).status).toBe(200);
    socket.answer(await outcomeOf(t, gameId, 0));
    expect(await socket.next()).toEqual({ type: 'errorOccurred', payload: { message: SOCKET_REFUSALS.signIn } });
    expect((await socket.closed).code).toBe(1008);
    const [question] = await t.database.db
      .select()
      .from(gameQuestions)
      .where(and(eq(gameQuestions.gameId, gameId), eq(gameQuestions.questionIndex, 0)));
    expect(question?.answer).toBeNull();
  });

  it('refuses to open a socket on a session that ended, even one this process still remembers standing', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    // Revoked where no trigger announces it (triggers off, as by hand), so this process still remembers the session
    // standing from the game's creation a moment ago: the admission's own read refuses it.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, player.user.id));
    });
    const socket = await open(player, gameId);
    expect(await socket.next()).toEqual({ type: 'errorOccurred', payload: { message: SOCKET_REFUSALS.signIn } });
    expect((await socket.closed).code).toBe(1008);
    expect((await loadGame(t, gameId)).state.openConnections).toEqual([]);
  });

  it("refuses a socket for someone else's game, a bad origin and no session", async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const expectRefused = async (socket: GameSocket, message: string) => {
      expect(await socket.next()).toEqual({ type: 'errorOccurred', payload: { message } });
      expect((await socket.closed).code).toBe(1008);
    };
    await expectRefused(await GameSocket.open(t, other.client, other.user.id, gameId), SOCKET_REFUSALS.notYours);
    await expectRefused(await GameSocket.open(t, other.client, player.user.id, gameId), SOCKET_REFUSALS.notYours);
    await expectRefused(
      await GameSocket.open(t, player.client, player.user.id, gameId, { origin: 'https://evil.example' }),
      SOCKET_REFUSALS.badOrigin,
    );
    await expectRefused(
      await GameSocket.open(t, player.client, player.user.id, gameId, { cookies: false }),
      SOCKET_REFUSALS.signIn,
    );
    await expectRefused(
      await GameSocket.open(t, player.client, player.user.id, '00000000-0000-4000-8000-000000000000'),
      SOCKET_REFUSALS.notFound,
    );
  });
});
