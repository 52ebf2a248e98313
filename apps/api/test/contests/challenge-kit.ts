/* eslint-disable @typescript-eslint/no-explicit-any -- API bodies are inspected ad hoc by each test. */
// What the challenge tests share: making, accepting and playing a challenge over HTTP and the game socket, and
// reading what the ledger holds for it.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { ANSWER_AFTER_MS, GameSocket, outcomeOf, runDueGames, wrongCall, type Player } from '../game/game-test-kit.ts';

export const PAST_PAUSE_MS = 6_000;

export function challengeRequest(player: Player, overrides: Record<string, unknown> = {}) {
  return { walletId: player.wallet.id, stake: 5, numberOfQuestions: 5, difficulty: 'normal', ...overrides };
}

/** Makes a challenge (201): its body and its link's token. */
export async function createChallenge(player: Player, overrides: Record<string, unknown> = {}) {
  const created = await player.client.post(
    `/api/users/${player.user.id}/challenges`,
    challengeRequest(player, overrides),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const challenge = created.body.data;
  return { challenge, token: String(challenge.link).split('/challenge/')[1]! };
}

export function accept(player: Player, token: string, walletId = player.wallet.id) {
  return player.client.post(`/api/users/${player.user.id}/challenges/accept`, { token, walletId });
}

export async function readChallenge(player: Player, challengeId: string) {
  const read = await player.client.get(`/api/users/${player.user.id}/challenges/${challengeId}`);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return read.body.data;
}

/** Starts the player's side and plays it on the game socket, each call right or wrong as `calls` says. */
export async function playSide(t: TestApp, player: Player, challengeId: string, calls: boolean[]) {
  const started = await player.client.post(`/api/users/${player.user.id}/challenges/${challengeId}/entry`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const gameId = started.body.data.gameId as string;
  const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
  socket.start();
  for (const [index, right] of calls.entries()) {
    await socket.next('questionSent');
    socket.clipReady(index);
    await socket.next('questionTimer');
    const outcome = await outcomeOf(t, gameId, index);
    t.clock.advance(ANSWER_AFTER_MS);
    socket.answer(right ? outcome : wrongCall(outcome));
    await socket.next('questionAnswered');
    t.clock.advance(PAST_PAUSE_MS);
    await runDueGames(t);
  }
  const ended = await socket.next('gameEnded');
  await socket.closed;
  return { gameId, ended: ended as any };
}

/** A day later the access cookie has lapsed: the player's client refreshes its session, as the web does. */
export async function refreshSession(...players: Player[]) {
  for (const player of players) {
    const refreshed = await player.client.post('/api/auth/refresh', {});
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
  }
}

export async function available(player: Player): Promise<number> {
  return (await walletOf(player.client, player.user.id, player.wallet.id))!.available.value;
}

export async function balance(player: Player): Promise<number> {
  return (await walletOf(player.client, player.user.id, player.wallet.id))!.balance.value;
}

/** The challenge's pool account's balance in minor units (0 when it has none). */
export async function poolBalance(t: TestApp, matchId: string): Promise<bigint> {
  const rows = await queryRows<{ balance: string }>(
    t.database.db,
    sql`select balance::text as balance from ledger_accounts where kind = 'contest_pool' and match_id = ${matchId}`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}

export async function stakeStatuses(t: TestApp, matchId: string): Promise<string[]> {
  const rows = await queryRows<{ status: string }>(
    t.database.db,
    sql`select status from money_transactions where idempotency_key like ${`challenge:${matchId}:stake:%`} order by status`,
  );
  return rows.map((row) => row.status);
}
