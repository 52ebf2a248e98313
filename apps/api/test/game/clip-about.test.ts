import { clipAboutSchema } from '@gom/contract/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clips } from '../../src/db/schema.ts';
import { MEDIA_LOCKED_MESSAGE } from '../../src/routes/media.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  GameSocket,
  runDueGames,
  seedClips,
  startGameTestApp,
  TEST_LEAGUE,
} from './game-test-kit.ts';

const PAUSE_MS = 6_000;

// The Original Video page's facts about a clip: nothing before the question is answered, then where it is from.
describe('GET /api/media/{token}/about', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    const ids = await seedClips(t, { goals: 10, misses: 10, year: 2021, goalType: 'Free Kick', source: 'demo' });
    // As generated clips carry them: the two clubs of the render.
    for (const id of ids) {
      await t.database.db
        .update(clips)
        .set({ renderSpec: { attackingTeam: 'Harbour City', defendingTeam: 'Rovers Vale' } })
        .where(eq(clips.id, id));
    }
  });
  afterAll(() => t.close());

  const about = async (link: string) => {
    const response = await fetch(`${t.baseUrl}${link}/about`);
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  it('says nothing before the answer, then the league, fixture and season', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player, { goalType: 'Free Kick' });
    const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
    socket.start();
    const sent = await socket.next('questionSent');
    const { preVideoLink, postVideoLink, originalVideoLink } = sent.payload.question;

    for (const link of [originalVideoLink, postVideoLink]) {
      const locked = await about(link);
      expect(locked.status).toBe(403);
      expect(JSON.parse(locked.text)).toEqual({ error: { code: 'FORBIDDEN', message: MEDIA_LOCKED_MESSAGE } });
      expect(locked.text).not.toMatch(new RegExp(`${TEST_LEAGUE}|Harbour|Rovers|2021|Free Kick`));
    }
    // The pre-answer clip's link has no page at all.
    expect((await about(preVideoLink)).status).toBe(404);
    // A changed token is refused like any other forged link.
    expect((await about(`${originalVideoLink.slice(0, -2)}AA`)).status).toBe(403);

    socket.answer('goal');
    await socket.next('questionAnswered');
    const opened = await about(originalVideoLink);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const { data } = JSON.parse(opened.text) as { data: unknown };
    expect(clipAboutSchema.parse(data)).toEqual({
      league: TEST_LEAGUE,
      seasonYear: 2021,
      goalType: 'Free Kick',
      fixture: { attackingTeam: 'Harbour City', defendingTeam: 'Rovers Vale' },
      simulated: true,
      sourceUrl: null,
    });

    // The next question's page stays shut until it too is answered.
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
    const second = await socket.next('questionSent');
    expect((await about(second.payload.question.originalVideoLink)).status).toBe(403);
    await socket.close();
  });
});
