/* eslint-disable @typescript-eslint/no-explicit-any -- API bodies are inspected ad hoc by each test. */
// Tournaments with a playing window over real HTTP and the game socket: each entrant plays the same clip set once,
// in their own time, on the solo game screen's socket; nothing anyone is sent (socket, table, media, recap, history,
// stats, transactions) tells a verdict before the close; the close waits for every entry still in play, then pays by
// rank from the pool once, and from then everything shows.
import {
  WINDOW_NOT_ENTERED_MESSAGE,
  WINDOW_NOT_OPEN_MESSAGE,
  WINDOW_PLAYED_MESSAGE,
  WINDOW_RESULTS_WITHHELD_MESSAGE,
} from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import {
  WINDOW_CLOSE_MISSING_MESSAGE,
  WINDOW_TOO_SHORT_MESSAGE,
} from '../../src/domain/contests/tournaments/tournament-constants.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import { ROUND_SOCKET_REFUSALS } from '../../src/routes/games/tournament-live-socket.ts';
import { refreshSession } from '../contests/challenge-kit.ts';
import { RoundSocket } from '../contests/live-round-kit.ts';
import { GameSocket, loadGame, playOnSocket, POST_BYTES, runDueGames, type Player } from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, walletOf } from '../helpers/money.ts';
import { signedInOperator } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  clipOutcomes,
  createTournamentAs,
  enter,
  renderClipSet,
  startTournamentsApp,
  tournamentRequest,
} from './tournament-kit.ts';

const MINUTE_MS = 60_000;
const WINDOW_MS = 30 * MINUTE_MS;
/** A test that plays whole entries on the game socket, on a machine shared with other work (about 5 s when quiet). */
const PLAYS_ENTRIES_TIMEOUT_MS = 90_000;

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  t = await startTournamentsApp({
    buildOptions: { payments: { sweepIntervalMs: 0 }, games: { timers: false, pollIntervalMs: 0 } },
  });
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await t?.close();
});

/** Sets the test's clock; the sessions it lapsed are refreshed, as the web's client does. */
async function moveClockTo(at: Date | string, ...players: Player[]) {
  t.clock.set(new Date(at));
  await refreshSession(operator as unknown as Player, ...players);
}

/** A window tournament opening 10 minutes from the test's clock, open for WINDOW_MS, its clips rendered. */
async function windowTournament(overrides: Record<string, unknown> = {}) {
  await refreshSession(operator as unknown as Player);
  const startsAt = new Date(t.clock.now().getTime() + 10 * MINUTE_MS);
  const created = await createTournamentAs(operator, t, {
    format: 'window',
    startsAt: startsAt.toISOString(),
    windowClosesAt: new Date(startsAt.getTime() + WINDOW_MS).toISOString(),
    ...overrides,
  });
  await renderClipSet(t.database.db, created.id);
  return created;
}

/** Stores the tournament's post-answer videos, so an open gate serves their bytes (a shut one never reads them). */
async function storePostVideos(matchId: string) {
  const dir = join(t.app.config.dataDir, 'window-posts');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'post.mp4');
  await writeFile(file, POST_BYTES);
  const rows = await queryRows<{ post_video_key: string }>(
    t.database.db,
    sql`select c.post_video_key from match_questions q join clips c on c.id = q.clip_id where q.match_id = ${matchId}`,
  );
  for (const row of rows) {
    await t.app.media.storage.put({ key: row.post_video_key, sourcePath: file, contentType: 'video/mp4' });
  }
}

const play = (player: Player, tournamentId: string) => player.client.post(`/api/tournaments/${tournamentId}/play`, {});

/** Plays an opened entry on the game socket: every call locked in, its end told without a score. */
const playWindowSocket = (player: Player, gameId: string, calls: boolean[]) =>
  playOnSocket(t, player, gameId, calls, { answered: 'answerLocked', ended: 'entryEnded' });

async function playEntry(player: Player, tournamentId: string, calls: boolean[]) {
  const opened = await play(player, tournamentId);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const gameId = opened.body.data.gameId as string;
  return { gameId, ...(await playWindowSocket(player, gameId, calls)) };
}

const summaryOf = async (player: Player, id: string) => (await player.client.get(`/api/tournaments/${id}`)).body.data;
const standingsOf = async (player: Player, id: string) =>
  (await player.client.get(`/api/tournaments/${id}/standings`)).body.data;
const available = async (player: Player) =>
  (await walletOf(player.client, player.user.id, player.wallet.id))!.available.value;

describe('scheduling a playing window', () => {
  it('stores the format and the window’s close as its end; the list marks it', async () => {
    const created = await windowTournament();
    expect(new Date(created.endsAt).getTime() - new Date(created.startsAt).getTime()).toBe(WINDOW_MS);
    const player = await fundedPlayer(t);
    expect(await summaryOf(player, created.id)).toMatchObject({ format: 'window', entryPlay: null });
  });

  it('refuses a window without a close or shorter than 5 minutes (400), creating nothing', async () => {
    const before = (await operator.client.get('/api/admin/tournaments')).body.data.length;
    const startsAt = new Date(t.clock.now().getTime() + 10 * MINUTE_MS);
    const missing = await operator.client.post(
      '/api/admin/tournaments',
      tournamentRequest(t, { format: 'window', startsAt: startsAt.toISOString() }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(WINDOW_CLOSE_MISSING_MESSAGE);
    const short = await operator.client.post(
      '/api/admin/tournaments',
      tournamentRequest(t, {
        format: 'window',
        startsAt: startsAt.toISOString(),
        windowClosesAt: new Date(startsAt.getTime() + MINUTE_MS).toISOString(),
      }),
    );
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(WINDOW_TOO_SHORT_MESSAGE);
    expect((await operator.client.get('/api/admin/tournaments')).body.data.length).toBe(before);
  });
});

describe('playing a window', () => {
  it(
    'plays each entry once in its own time, tells entrants nothing before the close, and pays by rank once',
    async () => {
      const tournament = await windowTournament({ paidPercent: 50, entryFee: 2 });
      const [ana, ben, cal] = [await fundedPlayer(t), await fundedPlayer(t), await fundedPlayer(t)];
      const spectator = await fundedPlayer(t);
      for (const player of [ana, ben, cal]) expect((await enter(player, tournament.id)).status).toBe(201);

      // Before the window opens there is nothing to play.
      const early = await play(ana, tournament.id);
      expect(early.status).toBe(422);
      expect(early.body.error.message).toBe(WINDOW_NOT_OPEN_MESSAGE);

      await moveClockTo(tournament.startsAt, ana, ben, cal, spectator);
      expect(await t.app.tournaments.runDue()).toBeGreaterThanOrEqual(1);
      expect(await summaryOf(ana, tournament.id)).toMatchObject({ status: 'live', entryPlay: 'toPlay' });
      expect(await available(ana)).toBe(48);

      const notEntered = await play(spectator, tournament.id);
      expect(notEntered.status).toBe(422);
      expect(notEntered.body.error.message).toBe(WINDOW_NOT_ENTERED_MESSAGE);

      // Ana plays hers: 3 right; its end is hers alone and tells no score (the tournament stays live).
      const anas = await playEntry(ana, tournament.id, [true, true, true, false, false]);
      expect(anas.ended.payload).toEqual({
        totalQuestions: 5,
        answered: 5,
        reason: 'completed',
        difficulty: 'normal',
        resultsAt: tournament.endsAt,
      });
      expect(await summaryOf(ana, tournament.id)).toMatchObject({ status: 'live', entryPlay: 'played' });
      const again = await play(ana, tournament.id);
      expect(again.status).toBe(422);
      expect(again.body.error.message).toBe(WINDOW_PLAYED_MESSAGE);

      // Before the close nobody is told anybody's result, entrant or spectator: only how many have played.
      for (const someone of [ana, ben, spectator]) {
        expect(await standingsOf(someone, tournament.id)).toMatchObject({
          rows: [],
          you: null,
          entrants: 3,
          played: 1,
        });
      }

      await moveClockTo(new Date(t.clock.now().getTime() + 5 * MINUTE_MS), ana, ben, cal, spectator);
      const bens = await playEntry(ben, tournament.id, [true, true, true, true, false]);
      expect(bens.ended.payload).toMatchObject({ answered: 5, resultsAt: tournament.endsAt });
      expect(bens.ended.payload).not.toHaveProperty('score');
      // Cal never plays. At the window's close, with nobody in play, the close ranks and pays.
      await moveClockTo(tournament.endsAt, ana, ben, cal);
      expect(await t.app.tournaments.runDue()).toBe(1);
      expect(await t.app.tournaments.runDue()).toBe(0);
      const table = await standingsOf(ana, tournament.id);
      expect(table.status).toBe('closed');
      expect(table.played).toBeNull();
      expect(table.rows.map((row: any) => [row.userId, row.rank, row.correct, row.answered])).toEqual([
        [ben.user.id, 1, 4, 5],
        [ana.user.id, 2, 3, 5],
        [cal.user.id, 3, 0, 0],
      ]);
      // Pool 6.00, rake 10 % (0.60): the places share 5.40; every cent of the pool is accounted for.
      const prizes = table.rows.map((row: any) => row.prize.value);
      expect(prizes[0]).toBeGreaterThan(prizes[1]);
      expect(prizes[2]).toBe(0);
      expect(Math.round((prizes[0] + prizes[1]) * 100)).toBe(540);
      expect(await available(ben)).toBeCloseTo(48 + prizes[0], 2);
      expect(await available(ana)).toBeCloseTo(48 + prizes[1], 2);
      expect(await available(cal)).toBe(48);
      const late = await play(cal, tournament.id);
      expect(late.status).toBe(422);
      expect(late.body.error.message).toBe(WINDOW_PLAYED_MESSAGE);
      expect(await auditLedger(t.database.db)).toEqual([]);
    },
    PLAYS_ENTRIES_TIMEOUT_MS,
  );

  it(
    'withholds every verdict to the close, on the socket, the media, the recap, history, stats and transactions',
    async () => {
      const tournament = await windowTournament({ paidPercent: 50 });
      const [ivy, jon] = [await fundedPlayer(t), await fundedPlayer(t)];
      for (const player of [ivy, jon]) expect((await enter(player, tournament.id)).status).toBe(201);
      await storePostVideos(tournament.id);
      await moveClockTo(tournament.startsAt, ivy, jon);
      await t.app.tournaments.runDue();
      const ivyReads = () =>
        Promise.all(
          [`/users/${ivy.user.id}/stats`, `/users/${ivy.user.id}/transactions`].map(async (path) => {
            const response = await ivy.client.get(`/api${path}`);
            expect(response.status).toBe(200);
            return response.body.data;
          }),
        );
      const before = await ivyReads();

      // A perfect entry: every call right, and still nothing says so.
      const ivys = await playEntry(ivy, tournament.id, [true, true, true, true, true]);
      const types = ivys.received.map((message) => message.type);
      expect(types).not.toContain('questionAnswered');
      expect(types).not.toContain('gameEnded');
      const locked = ivys.received.filter((message) => message.type === 'answerLocked');
      const outcomes = await clipOutcomes(t.database.db, tournament.id);
      expect(locked.map((message) => message.payload)).toEqual(
        outcomes.map((answer, questionIndex) => ({ questionIndex, answer })),
      );
      const told = JSON.stringify(ivys.received.filter((message) => message.type !== 'questionSent'));
      expect(told).not.toMatch(/isCorrect|score|won|payout|postVideoLink|originalVideoLink|api\/media/);

      // The post-answer and original links its questions carried stay shut, long after each question's 13 s.
      const links = ivys.received.flatMap((message) =>
        message.type === 'questionSent'
          ? [message.payload.question.postVideoLink, message.payload.question.originalVideoLink]
          : [],
      );
      expect(links).toHaveLength(10);
      for (const link of links) expect((await fetch(`${t.baseUrl}${link}`)).status).toBe(403);
      expect((await fetch(`${t.baseUrl}${links[0]}/about`)).status).toBe(403);

      // Reconnecting to the ended entry says the same; the recap, history, stats and transactions tell nothing.
      const again = await GameSocket.open(t, ivy.client, ivy.user.id, ivys.gameId);
      expect((await again.next()).type).toBe('entryEnded');
      await again.closed;
      const recap = await ivy.client.get(`/api/users/${ivy.user.id}/games/${ivys.gameId}/recap`);
      expect(recap.status).toBe(422);
      expect(recap.body.error.message).toBe(WINDOW_RESULTS_WITHHELD_MESSAGE);
      const history = (await ivy.client.get(`/api/users/${ivy.user.id}/games`)).body.data;
      expect(history.items).toEqual([expect.objectContaining({ id: ivys.gameId, score: null, result: 'Pending' })]);
      expect(await ivyReads()).toEqual(before);

      // After the close everything shows, as for a live round: the score and prize, the recap, the clips.
      await playEntry(jon, tournament.id, [true, false, false, false, false]);
      await moveClockTo(tournament.endsAt, ivy, jon);
      expect(await t.app.tournaments.runDue()).toBe(1);
      const reopened = await GameSocket.open(t, ivy.client, ivy.user.id, ivys.gameId);
      const ended = await reopened.next();
      expect(ended).toMatchObject({ type: 'gameEnded', payload: { score: 5, won: true } });
      expect(ended.payload.payout.value).toBeGreaterThan(0);
      await reopened.closed;
      const revealed = await ivy.client.get(`/api/users/${ivy.user.id}/games/${ivys.gameId}/recap`);
      expect(revealed.status).toBe(200);
      expect(revealed.body.data.questions.map((question: any) => question.isCorrect)).toEqual([
        true,
        true,
        true,
        true,
        true,
      ]);
      const after = (await ivy.client.get(`/api/users/${ivy.user.id}/games`)).body.data;
      expect(after.items).toEqual([expect.objectContaining({ id: ivys.gameId, score: 5, result: 'Win' })]);
      for (const link of links) {
        const response = await fetch(`${t.baseUrl}${link}`);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(POST_BYTES);
      }
      expect((await fetch(`${t.baseUrl}${links[0]}/about`)).status).toBe(200);
      expect(await auditLedger(t.database.db)).toEqual([]);
    },
    PLAYS_ENTRIES_TIMEOUT_MS,
  );

  it(
    'closes only after an entry still in play at the window’s end has ended',
    async () => {
      const tournament = await windowTournament({ paidPercent: 50 });
      const [dee, eve] = [await fundedPlayer(t), await fundedPlayer(t)];
      for (const player of [dee, eve]) expect((await enter(player, tournament.id)).status).toBe(201);
      await moveClockTo(tournament.startsAt);
      await t.app.tournaments.runDue();

      // Dee opens hers a second before the close and plays on past it.
      await moveClockTo(new Date(new Date(tournament.endsAt).getTime() - 1_000), dee, eve);
      const opened = await play(dee, tournament.id);
      expect(opened.status).toBe(200);
      t.clock.set(new Date(tournament.endsAt));
      expect(await t.app.tournaments.runDue()).toBe(0);
      const open = await play(eve, tournament.id);
      expect(open.status).toBe(422);
      expect(open.body.error.message).toBe(WINDOW_NOT_OPEN_MESSAGE);
      // Opening it again answers the same game (a reload), however late.
      expect((await play(dee, tournament.id)).body.data.gameId).toBe(opened.body.data.gameId);
      await playWindowSocket(dee, opened.body.data.gameId, [true, false, true, false, true]);
      expect(await t.app.tournaments.runDue()).toBe(1);
      const table = await standingsOf(eve, tournament.id);
      expect(table.rows.map((row: any) => [row.userId, row.correct])).toEqual([
        [dee.user.id, 3],
        [eve.user.id, 0],
      ]);
      expect(await auditLedger(t.database.db)).toEqual([]);
    },
    PLAYS_ENTRIES_TIMEOUT_MS,
  );

  it(
    'voids an entry opened but never started; its fee stays in the pool, and the close still pays once',
    async () => {
      const tournament = await windowTournament({ paidPercent: 50 });
      const [fay, gus] = [await fundedPlayer(t), await fundedPlayer(t)];
      for (const player of [fay, gus]) expect((await enter(player, tournament.id)).status).toBe(201);
      await moveClockTo(tournament.startsAt, fay, gus);
      await t.app.tournaments.runDue();
      const opened = await play(fay, tournament.id);
      t.clock.advance(DEFAULT_ROUND_TIMING.startWithinMs + 1_000);
      await runDueGames(t);
      expect((await loadGame(t, opened.body.data.gameId)).status).toBe('voided');
      expect(await available(fay)).toBe(48);
      expect((await play(fay, tournament.id)).body.error.message).toBe(WINDOW_PLAYED_MESSAGE);
      await playEntry(gus, tournament.id, [true, false, false, false, false]);
      await moveClockTo(tournament.endsAt, fay, gus);
      expect(await t.app.tournaments.runDue()).toBe(1);
      // Gus takes the places' whole share of both fees (4.00 less the 10 % rake).
      expect(await available(gus)).toBeCloseTo(48 + 3.6, 2);
      expect(await available(fay)).toBe(48);
      expect(await auditLedger(t.database.db)).toEqual([]);
    },
    PLAYS_ENTRIES_TIMEOUT_MS,
  );

  it(
    'has no live round: its socket refuses a playing window',
    async () => {
      const tournament = await windowTournament();
      const player = await fundedPlayer(t);
      expect((await enter(player, tournament.id)).status).toBe(201);
      const round = await RoundSocket.open(t, player.client, tournament.id);
      expect((await round.next('errorOccurred')).payload.message).toBe(ROUND_SOCKET_REFUSALS.notFound);
      expect((await round.closed).code).toBe(1008);
    },
    PLAYS_ENTRIES_TIMEOUT_MS,
  );
});
