import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admitToGame } from '../../src/domain/game/admit-to-game.ts';
import type { RoundState } from '../../src/domain/game/rules/round-state.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { createGame, fundedPlayer, seedClips, startGameTestApp } from './game-test-kit.ts';

// A socket's admission reads the game's row and, in the same statement, the media of every clip the game will
// show: the first question's links then need no query of their own.

describe('admission to a game', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 12, misses: 12 });
  });
  afterAll(async () => t.close());

  it("admits the owner to play, with the stored media of each of the game's clips", async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const admission = await admitToGame({ db: t.database.db, userId: player.user.id, gameId });
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
    expect(await admitToGame({ db: t.database.db, userId: other.user.id, gameId })).toEqual({
      kind: 'refused',
      reason: 'notYours',
    });
    expect(
      await admitToGame({ db: t.database.db, userId: player.user.id, gameId: '00000000-0000-4000-8000-000000000000' }),
    ).toEqual({ kind: 'refused', reason: 'notFound' });
  });
});
