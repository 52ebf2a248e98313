// A display name and an avatar colour over HTTP: set and cleared through PATCH /users/profile, unique by their
// normalised key across display names and usernames alike, and shown on the leaderboard beside the username.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerTotals, users } from '../../src/db/schema.ts';
import { newRegistration, signUpAndIn } from '../helpers/accounts.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

describe('display names and avatars', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function stored(userId: string) {
    const [row] = await t.database.db
      .select({ displayName: users.displayName, key: users.displayNameKey, avatarColor: users.avatarColor })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  it('sets a display name (trimmed, spaces collapsed) and a colour, which the profile then shows, and clears them', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    const before = (await client.get('/api/users/profile')).body.data;
    expect(before).toMatchObject({ displayName: null, avatarColor: null });

    const set = await client.patch('/api/users/profile', { displayName: '  Zoë   Kane ', avatarColor: 'violet' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ id: user.id, displayName: 'Zoë Kane', avatarColor: 'violet' });
    expect((await client.get('/api/users/profile')).body.data).toEqual(set.body.data);
    expect(await stored(user.id)).toEqual({ displayName: 'Zoë Kane', key: 'zoë kane', avatarColor: 'violet' });

    const cleared = await client.patch('/api/users/profile', { displayName: null, avatarColor: null });
    expect(cleared.body.data).toMatchObject({ displayName: null, avatarColor: null });
    expect(await stored(user.id)).toEqual({ displayName: null, key: null, avatarColor: null });
  });

  it('refuses bad display names and colours with a 400 naming the field, and changes nothing', async () => {
    const client = t.client();
    const { user } = await signUpAndIn(client);
    await client.patch('/api/users/profile', { displayName: 'Steady Eddie', avatarColor: 'teal' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ displayName: 'ab' }, 'displayName', 'Display name must be at least 3 characters'],
      [{ displayName: 'x'.repeat(31) }, 'displayName', 'Display name must be less than 30 characters'],
      [
        { displayName: 'Ada\u202eLove' },
        'displayName',
        'Display name contains text-direction characters that are not allowed',
      ],
      [{ displayName: 'Ada\u0007Love' }, 'displayName', 'Display name contains characters that are not allowed'],
      [
        { displayName: 'Ada\u200bLove' },
        'displayName',
        "Display name can only contain letters, numbers, spaces and . _ ' -",
      ],
      [{ displayName: 'Ada <3' }, 'displayName', "Display name can only contain letters, numbers, spaces and . _ ' -"],
      [{ displayName: '12345' }, 'displayName', 'Display name must contain a letter'],
      [{ displayName: 42 }, 'displayName', 'Display name must be text'],
      [{ avatarColor: 'chartreuse' }, 'avatarColor', 'Choose one of the avatar colours'],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.patch('/api/users/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await stored(user.id)).toEqual({ displayName: 'Steady Eddie', key: 'steady eddie', avatarColor: 'teal' });
  });

  it("refuses another player's display name or username as a display name, whatever its case or width, with 409", async () => {
    const first = t.client();
    const { user: firstUser } = await signUpAndIn(first, { username: 'keeper_dn' });
    expect((await first.patch('/api/users/profile', { displayName: 'Night Owl' })).status).toBe(200);
    const second = t.client();
    const { user: secondUser } = await signUpAndIn(second);
    for (const name of ['night owl', 'NIGHT OWL', 'Ｎｉｇｈｔ Ｏｗｌ', 'Keeper_DN']) {
      const taken = await second.patch('/api/users/profile', { displayName: name });
      expect(taken.status, name).toBe(409);
      expect(taken.body.error).toEqual({
        code: 'DISPLAY_NAME_TAKEN',
        message: 'This display name is already taken',
        fields: { displayName: 'This display name is already taken' },
      });
    }
    expect(await stored(secondUser.id)).toMatchObject({ displayName: null });
    // A username may not be someone's display name either, at sign-up or on a change.
    expect((await second.patch('/api/users/profile', { username: 'NIGHT_OWL' })).status).toBe(200);
    const third = t.client();
    await signUpAndIn(third);
    await first.patch('/api/users/profile', { displayName: 'owl_three' });
    const clash = await third.patch('/api/users/profile', { username: 'Owl_Three' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('USERNAME_TAKEN');
    const signUp = await t.client().post('/api/register', newRegistration({ username: 'OWL_THREE' }));
    expect(signUp.status).toBe(409);
    expect(signUp.body.error.code).toBe('USERNAME_TAKEN');
    // A player's own username or display name, in another case, is theirs to take.
    expect((await first.patch('/api/users/profile', { displayName: 'KEEPER_DN' })).status).toBe(200);
    expect(await stored(firstUser.id)).toMatchObject({ displayName: 'KEEPER_DN' });
  });

  it('gives one of two players racing for a display name the name, and the other a 409', async () => {
    const a = t.client();
    const b = t.client();
    await signUpAndIn(a);
    await signUpAndIn(b);
    const answers = await Promise.all([
      a.patch('/api/users/profile', { displayName: 'Photo Finish' }),
      b.patch('/api/users/profile', { displayName: 'photo finish' }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('shows the display name and colour on the leaderboard, and the username for a player who set none', async () => {
    const named = t.client();
    const { user: namedUser } = await signUpAndIn(named);
    await named.patch('/api/users/profile', { displayName: 'Top Caller', avatarColor: 'rose' });
    const plain = t.client();
    const { user: plainUser } = await signUpAndIn(plain);
    const now = t.clock.now();
    await t.database.db.insert(playerTotals).values(
      [namedUser, plainUser].map((user, index) => ({
        userId: user.id,
        games: 2,
        gamesWon: 1,
        answered: 20,
        correct: 18 - index,
        accuracy: 90 - index * 5,
        lastGameEndedAt: now,
      })),
    );
    const board = (await plain.get('/api/leaderboard?period=all')).body.data;
    const rowOf = (id: string) => board.rows.find((row: { userId: string }) => row.userId === id);
    expect(rowOf(namedUser.id)).toMatchObject({ displayName: 'Top Caller', avatarColor: 'rose' });
    expect(rowOf(plainUser.id)).toMatchObject({ username: plainUser.username, displayName: null, avatarColor: null });
    expect(board.me).toMatchObject({ userId: plainUser.id, displayName: null });
  });
});
