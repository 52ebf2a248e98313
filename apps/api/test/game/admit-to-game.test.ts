import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { admitToGame } from '../../src/domain/game/admit-to-game.ts';
import type { RoundState } from '../../src/domain/game/rules/round-state.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { createGame, fundedPlayer, seedClips, startGameTestApp, type Player } from './game-test-kit.ts';

// A socket's admission reads the game's row and, in the same statement, the media of every clip the game will
// show (the first question's links then need no query of their own) and whether the socket's session stands.

describe('admission to a game', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 30, misses: 30 });
  });
  afterAll(async () => t.close());

  /** The player's session (each test player signs in once) and the admission of `userId` through it. */
  const sessionOf = async (player: Player) => {
    const [session] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, player.user.id));
    return session!.id;
  };
  const admit = async (player: Player, gameId: string, userId = player.user.id) =>
    admitToGame({ db: t.database.db, userId, sessionId: await sessionOf(player), gameId });

  it("admits the owner to play, with the stored media of each of the game's clips", async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const admission = await admit(player, gameId);
    expect(admission.kind).toBe('play');
    if (admission.kind !== 'play') return;
    const clipIds = (admission.game.state as RoundState).questions.map((question) => question.clipId);
    expect([...admission.clipMedia.keys()].sort()).toEqual([...clipIds].sort());
    for (const clipId of clipIds) {
      expect(admission.clipMedia.get(clipId)).toEqual({
        preVideoKey: `test-clips/${clipId}/pre.mp4`,
        postVideoKey: `test-clips/${clipId}/post.mp4`,
        originalUrl: null,
      });
    }
  });

  it('refuses anyone else, and a game that does not exist', async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    expect(await admit(other, gameId)).toEqual({ kind: 'refused', reason: 'notYours' });
    expect(await admit(player, '00000000-0000-4000-8000-000000000000')).toEqual({
      kind: 'refused',
      reason: 'notFound',
    });
    expect(await admit(player, 'not-a-game')).toEqual({ kind: 'refused', reason: 'notFound' });
  });

  it('tells a session that has ended nothing of any game, its own or not, existing or not', async () => {
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const { gameId: othersGame } = await createGame(other);
    // Revoked where no cache of this process hears of it: the admission's own read decides.
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, player.user.id));
    const signedOut = { kind: 'refused', reason: 'signedOut' };
    expect(await admit(player, gameId)).toEqual(signedOut);
    expect(await admit(player, othersGame)).toEqual(signedOut);
    expect(await admit(player, '00000000-0000-4000-8000-000000000000')).toEqual(signedOut);
    expect(await admit(player, 'not-a-game')).toEqual(signedOut);
    // A session is the user's own: another user's session id does not stand for this one.
    expect(await admit(other, othersGame, player.user.id)).toEqual(signedOut);
  });

  it('answers sockets opening at once each for itself, though they share one read', async () => {
    const owner = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const revoked = await fundedPlayer(t);
    const { gameId } = await createGame(owner);
    const { gameId: revokedGame } = await createGame(revoked);
    const sessionIds = {
      owner: await sessionOf(owner),
      other: await sessionOf(other),
      revoked: await sessionOf(revoked),
    };
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionIds.revoked));
    const missing = '00000000-0000-4000-8000-000000000001';
    const asked = [
      { userId: other.user.id, sessionId: sessionIds.other, gameId },
      { userId: revoked.user.id, sessionId: sessionIds.revoked, gameId: revokedGame },
      { userId: owner.user.id, sessionId: sessionIds.owner, gameId },
      { userId: owner.user.id, sessionId: sessionIds.owner, gameId: missing },
      { userId: owner.user.id, sessionId: sessionIds.owner, gameId },
    ];
    const admissions = await Promise.all(asked.map((request) => admitToGame({ db: t.database.db, ...request })));
    expect(admissions.map((admission) => (admission.kind === 'refused' ? admission.reason : admission.kind))).toEqual([
      'notYours',
      'signedOut',
      'play',
      'notFound',
      'play',
    ]);
    for (const admission of [admissions[2], admissions[4]]) {
      expect(admission?.kind === 'play' && admission.game.id).toBe(gameId);
    }
  });
});
