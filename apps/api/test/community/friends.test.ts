// Friends over HTTP: a request by username or display name that the other accepts or declines, removal by either
// friend, the clear refusals (unknown name, oneself, already friends, asked already, too many) that change nothing,
// makeFriends for what else both players consented to, and the Friends board ranked as the global one.
import { MAX_FRIENDS } from '@gom/contract/friends';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { playerPeriodTotals, playerTotals, users } from '../../src/db/schema.ts';
import { makeFriends } from '../../src/domain/community/make-friends.ts';
import { firstDayOfPeriod } from '../../src/domain/stats/player-figures.ts';
import { signUpAndIn } from '../helpers/accounts.ts';
import type { HttpClient } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

interface Player {
  client: HttpClient;
  user: { id: string; username: string };
}

describe('friends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function player(overrides: { username?: string } = {}): Promise<Player> {
    const client = t.client();
    const { user } = await signUpAndIn(client, overrides);
    return { client, user };
  }
  const ask = (from: Player, name: string) => from.client.post(`/api/users/${from.user.id}/friends/requests`, { name });
  const accept = (by: Player, requester: Player) =>
    by.client.post(`/api/users/${by.user.id}/friends/requests/${requester.user.id}/accept`, {});
  const listOf = async (of: Player) => (await of.client.get(`/api/users/${of.user.id}/friends`)).body.data;
  const ids = (entries: Array<{ userId: string }>) => entries.map((entry) => entry.userId);

  /** Every friendship and request row, to show a refusal changed nothing. */
  async function friendRows() {
    return queryRows(
      t.database.db,
      sql`select 'f' as t, user_id::text as a, friend_id::text as b from friendships
          union all select 'r', requester_id::text, addressee_id::text from friend_requests order by 1, 2, 3`,
    );
  }

  it('asks by username; the other sees the request and accepts; both list each other', async () => {
    const ada = await player();
    const bo = await player();
    const asked = await ask(ada, bo.user.username.toUpperCase());
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toEqual({
      status: 'requested',
      player: { userId: bo.user.id, username: bo.user.username, displayName: null, avatarColor: null },
    });
    expect(ids((await listOf(ada)).outgoing)).toEqual([bo.user.id]);
    const boLists = await listOf(bo);
    expect(ids(boLists.incoming)).toEqual([ada.user.id]);
    expect(boLists).toMatchObject({ friends: [], outgoing: [], limit: MAX_FRIENDS });
    // Ada's figures are not Bo's to see before he accepts.
    expect(ids((await bo.client.get(`/api/users/${bo.user.id}/friends/leaderboard`)).body.data.unranked)).toEqual([
      bo.user.id,
    ]);

    const accepted = await accept(bo, ada);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ userId: ada.user.id, username: ada.user.username });
    expect(await listOf(ada)).toMatchObject({ friends: [{ userId: bo.user.id }], incoming: [], outgoing: [] });
    expect(await listOf(bo)).toMatchObject({ friends: [{ userId: ada.user.id }], incoming: [], outgoing: [] });
    expect((await accept(bo, ada)).status).toBe(404);
  });

  it('finds a player by display name, and asking back someone who asked you makes you friends at once', async () => {
    const cy = await player();
    const di = await player();
    await di.client.patch('/api/users/profile', { displayName: 'Dina Flash', avatarColor: 'amber' });
    expect((await ask(cy, '  dina FLASH ')).body.data).toMatchObject({
      status: 'requested',
      player: { userId: di.user.id, displayName: 'Dina Flash', avatarColor: 'amber' },
    });
    const back = await ask(di, cy.user.username);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'friends', player: { userId: cy.user.id } });
    expect(ids((await listOf(cy)).friends)).toEqual([di.user.id]);
    expect(await friendRows()).toEqual(expect.arrayContaining([{ t: 'f', a: cy.user.id, b: di.user.id }]));
    expect((await listOf(di)).incoming).toEqual([]);
  });

  it('refuses an unknown name, oneself, a friend, a second request and bad input with a clear error, changing nothing', async () => {
    const ed = await player();
    const fay = await player();
    const gus = await player();
    await ed.client.patch('/api/users/profile', { displayName: 'Eddie Ed' });
    await ask(ed, fay.user.username);
    await accept(fay, ed);
    await ask(ed, gus.user.username);
    const before = await friendRows();

    const cases: Array<[string, unknown, number, string, string]> = [
      ['unknown', { name: 'nobody_by_this_name' }, 404, 'PLAYER_NOT_FOUND', 'No player goes by that name'],
      [
        'self by username',
        { name: ed.user.username },
        422,
        'CANNOT_FRIEND_SELF',
        'You cannot add yourself as a friend',
      ],
      ['self by display name', { name: 'eddie ed' }, 422, 'CANNOT_FRIEND_SELF', 'You cannot add yourself as a friend'],
      [
        'a friend',
        { name: fay.user.username },
        409,
        'ALREADY_FRIENDS',
        `You and ${fay.user.username} are already friends`,
      ],
      [
        'asked already',
        { name: gus.user.username },
        409,
        'FRIEND_REQUEST_PENDING',
        `You already asked ${gus.user.username}; they have not answered yet`,
      ],
      ['empty', { name: '   ' }, 400, 'INVALID_INPUT', 'Enter a username or display name'],
      ['missing', {}, 400, 'INVALID_INPUT', 'Enter a username or display name'],
      ['control', { name: 'fay\u0000' }, 400, 'INVALID_INPUT', 'Name contains characters that are not allowed'],
      ['extra field', { name: fay.user.username, note: 'hi' }, 400, 'INVALID_INPUT', 'Unknown field "note"'],
    ];
    for (const [label, body, status, code, message] of cases) {
      const response = await ed.client.post(`/api/users/${ed.user.id}/friends/requests`, body);
      expect(response.status, label).toBe(status);
      expect(response.body.error, label).toMatchObject({ code, message });
    }
    // Someone else's lists, and ids that name no request or friend.
    expect((await fay.client.get(`/api/users/${ed.user.id}/friends`)).status).toBe(403);
    expect((await fay.client.post(`/api/users/${ed.user.id}/friends/requests`, { name: 'x' })).status).toBe(403);
    expect((await accept(gus, fay)).status).toBe(404);
    expect((await ed.client.delete(`/api/users/${ed.user.id}/friends/${gus.user.id}`)).status).toBe(404);
    expect((await ed.client.delete(`/api/users/${ed.user.id}/friends/requests/${fay.user.id}`)).status).toBe(404);
    expect((await ed.client.delete(`/api/users/${ed.user.id}/friends/not-a-uuid`)).status).toBe(400);
    expect(await friendRows()).toEqual(before);
  });

  it('lets the addressee decline and the sender cancel a request, and either friend end the friendship', async () => {
    const hal = await player();
    const ivy = await player();
    await ask(hal, ivy.user.username);
    expect((await ivy.client.delete(`/api/users/${ivy.user.id}/friends/requests/${hal.user.id}`)).status).toBe(200);
    expect((await listOf(hal)).outgoing).toEqual([]);
    await ask(hal, ivy.user.username);
    expect((await hal.client.delete(`/api/users/${hal.user.id}/friends/requests/${ivy.user.id}`)).status).toBe(200);
    expect((await listOf(ivy)).incoming).toEqual([]);
    await ask(hal, ivy.user.username);
    await accept(ivy, hal);
    const removed = await ivy.client.delete(`/api/users/${ivy.user.id}/friends/${hal.user.id}`);
    expect(removed.status).toBe(200);
    expect((await listOf(hal)).friends).toEqual([]);
    expect((await listOf(ivy)).friends).toEqual([]);
  });

  it(`refuses a request past ${MAX_FRIENDS} friends and requests, on either side, changing nothing`, async () => {
    const jo = await player();
    const kim = await player();
    // Filler friends straight into the tables: one hundred sign-ups add nothing to what is tested.
    const now = t.clock.now();
    const filler = Array.from({ length: MAX_FRIENDS }, (_, index) => ({
      id: randomUUID(),
      firstName: 'Filler',
      lastName: 'Friend',
      username: `ff_${index}_${Date.now().toString(36)}`,
      email: `ff.${index}.${randomUUID()}@example.com`,
      passwordHash: 'x',
      createdAt: now,
      updatedAt: now,
    }));
    await t.database.db.insert(users).values(filler);
    const fill = (userId: string, count: number) =>
      t.database.db.execute(
        sql`insert into friendships (user_id, friend_id, created_at)
            select ${userId}::uuid, id, now() from users where username like 'ff\\_%' order by id limit ${count}`,
      );
    await fill(jo.user.id, MAX_FRIENDS - 1);
    await t.database.db.execute(
      sql`insert into friend_requests (requester_id, addressee_id, created_at)
          values (${jo.user.id}, ${filler[filler.length - 1]!.id}, now())`,
    );
    const before = await friendRows();
    const own = await ask(jo, kim.user.username);
    expect(own.status).toBe(422);
    expect(own.body.error).toMatchObject({
      code: 'TOO_MANY_FRIENDS',
      message: `You have reached the limit of ${MAX_FRIENDS} friends and requests`,
    });
    const theirs = await ask(kim, jo.user.username);
    expect(theirs.status).toBe(422);
    expect(theirs.body.error.message).toBe(`${jo.user.username} has reached the limit of ${MAX_FRIENDS} friends`);
    expect(await friendRows()).toEqual(before);
    // The challenge path is told, not thrown at, and changes nothing either.
    expect(
      await makeFriends({ db: t.database.db, clock: t.clock, userId: kim.user.id, otherUserId: jo.user.id }),
    ).toEqual({ outcome: 'limit-reached', userId: jo.user.id });
    expect(await friendRows()).toEqual(before);
  });

  it(`never lets requests sent at once take a player past ${MAX_FRIENDS}`, async () => {
    const pat = await player();
    const now = t.clock.now();
    const filler = Array.from({ length: MAX_FRIENDS - 2 }, (_, index) => ({
      id: randomUUID(),
      firstName: 'Filler',
      lastName: 'Friend',
      username: `fp_${index}_${Date.now().toString(36)}`,
      email: `fp.${index}.${randomUUID()}@example.com`,
      passwordHash: 'x',
      createdAt: now,
      updatedAt: now,
    }));
    await t.database.db.insert(users).values(filler);
    await t.database.db.execute(
      sql`insert into friendships (user_id, friend_id, created_at)
          select ${pat.user.id}::uuid, id, now() from users where username like 'fp\\_%'`,
    );
    const others = await Promise.all(Array.from({ length: 5 }, () => player()));
    const answers = await Promise.all(others.map((other) => ask(pat, other.user.username)));
    expect(answers.map((response) => response.status).sort()).toEqual([201, 201, 422, 422, 422]);
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select (select count(*) from friendships where user_id = ${pat.user.id})::int
               + (select count(*) from friend_requests where requester_id = ${pat.user.id})::int as count`,
    );
    expect(row!.count).toBe(MAX_FRIENDS);
  });

  it('makeFriends befriends two players who consented elsewhere, once, removing any request between them', async () => {
    const lu = await player();
    const mo = await player();
    await ask(mo, lu.user.username);
    const options = { db: t.database.db, clock: t.clock, userId: lu.user.id, otherUserId: mo.user.id };
    expect(await makeFriends(options)).toEqual({ outcome: 'befriended' });
    expect(await makeFriends(options)).toEqual({ outcome: 'already-friends' });
    expect(await listOf(mo)).toMatchObject({ friends: [{ userId: lu.user.id }], outgoing: [] });
    await expect(makeFriends({ ...options, otherUserId: lu.user.id })).rejects.toMatchObject({
      code: 'CANNOT_FRIEND_SELF',
    });
  });

  it('gives two players who ask each other at once one friendship', async () => {
    const ned = await player();
    const oz = await player();
    const answers = await Promise.all([ask(ned, oz.user.username), ask(oz, ned.user.username)]);
    expect(answers.map((response) => response.body.data?.status).sort()).toEqual(['friends', 'requested']);
    expect(ids((await listOf(ned)).friends)).toEqual([oz.user.id]);
    const rows = await friendRows();
    const mine = rows.filter((row) => [ned.user.id, oz.user.id].includes((row as { a: string }).a));
    expect(mine).toHaveLength(2);
  });

  it('ranks the player and their friends as the global board does, and lists the unranked by name', async () => {
    const me = await player();
    const [pal, rival, idle] = [await player(), await player(), await player()];
    const stranger = await player();
    for (const friend of [pal, rival, idle]) {
      await ask(me, friend.user.username);
      await accept(friend, me);
    }
    await rival.client.patch('/api/users/profile', { displayName: 'Arch Rival', avatarColor: 'sky' });
    const now = t.clock.now();
    const figures = [
      // correct, accuracy: me 15/75%, pal 15/83% (ahead on accuracy), rival 19, stranger 30 (not a friend).
      { player: me, answered: 20, correct: 15 },
      { player: pal, answered: 18, correct: 15 },
      { player: rival, answered: 20, correct: 19 },
      { player: stranger, answered: 40, correct: 30 },
      // Below the minimum: not ranked, listed.
      { player: idle, answered: 5, correct: 5 },
    ];
    await t.database.db.insert(playerTotals).values(
      figures.map(({ player: { user }, answered, correct }) => ({
        userId: user.id,
        games: Math.ceil(answered / 5),
        gamesWon: 1,
        answered,
        correct,
        accuracy: Math.round((correct * 100) / answered),
        lastGameEndedAt: now,
      })),
    );
    // This week only Pal has played enough.
    await t.database.db.insert(playerPeriodTotals).values({
      period: 'week',
      periodStart: firstDayOfPeriod('week', now)!,
      userId: pal.user.id,
      games: 2,
      gamesWon: 1,
      answered: 10,
      correct: 8,
      accuracy: 80,
      lastGameEndedAt: now,
    });

    const board = (await me.client.get(`/api/users/${me.user.id}/friends/leaderboard?period=all`)).body.data;
    expect(board.rows.map((row: { rank: number; userId: string }) => [row.rank, row.userId])).toEqual([
      [1, rival.user.id],
      [2, pal.user.id],
      [3, me.user.id],
    ]);
    expect(board.rows[0]).toMatchObject({ displayName: 'Arch Rival', avatarColor: 'sky', correctPredictions: 19 });
    expect(board.me).toMatchObject({ rank: 3, userId: me.user.id, accuracy: 75 });
    expect(board).toMatchObject({ period: 'all', minimumAnswered: 10, friendCount: 3 });
    expect(ids(board.unranked)).toEqual([idle.user.id]);

    const week = (await me.client.get(`/api/users/${me.user.id}/friends/leaderboard?period=week`)).body.data;
    expect(ids(week.rows)).toEqual([pal.user.id]);
    expect(week.me).toBeNull();
    expect(new Set(ids(week.unranked))).toEqual(new Set([me.user.id, rival.user.id, idle.user.id]));

    expect((await me.client.get(`/api/users/${me.user.id}/friends/leaderboard?period=year`)).status).toBe(400);
    expect((await stranger.client.get(`/api/users/${me.user.id}/friends/leaderboard`)).status).toBe(403);
  });
});
