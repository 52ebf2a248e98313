/* eslint-disable @typescript-eslint/no-explicit-any -- API bodies are inspected ad hoc by each test. */
// What the challenge tests share: making, accepting and playing a challenge over HTTP and the game socket, and
// reading what the ledger holds for it.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { eq, inArray } from 'drizzle-orm';
import { clips, matchQuestions } from '../../src/db/schema.ts';
import { playOnSocket, type Player } from '../game/game-test-kit.ts';

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

/**
 * Starts the player's side and plays it on the game socket, each call right or wrong as `calls` says (those in
 * `withoutClipReady` made before their clip said it was ready).
 */
export async function playSide(
  t: TestApp,
  player: Player,
  challengeId: string,
  calls: boolean[],
  withoutClipReady: number[] = [],
) {
  const started = await player.client.post(`/api/users/${player.user.id}/challenges/${challengeId}/entry`, {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const gameId = started.body.data.gameId as string;
  const { ended } = await playOnSocket(t, player, gameId, calls, { withoutClipReady });
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

/** The clips of the challenge's set, as the table holds them (their exposure counts). */
export async function clipsOfSet(t: TestApp, matchId: string) {
  const set = await t.database.db.select().from(matchQuestions).where(eq(matchQuestions.matchId, matchId));
  if (set.length === 0) return [];
  return t.database.db
    .select()
    .from(clips)
    .where(
      inArray(
        clips.id,
        set.map((question) => question.clipId),
      ),
    );
}
