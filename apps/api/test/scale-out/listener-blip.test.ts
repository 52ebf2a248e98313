// A brief loss of the LISTEN connection (its backend terminated, as a database failover or a network blip would)
// keeps every live game socket open: the process listens again and resyncs only games changed meanwhile, of which
// there are none here. It used to close every socket of every game (175 reconnects for 50 games).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { fundedPlayer, outcomeOf, seedClips, startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import { createQuickGame, onPostgres, openSocketOn, SKIP_REASON, startTwins } from './scale-out-kit.ts';

describe.skipIf(!onPostgres)(
  `a blip of the game notices' listener (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`,
  () => {
    let t: TestApp;
    let server: ApiProcess;
    beforeAll(async () => {
      t = await startGameTestApp();
      await seedClips(t, { goals: 15, misses: 15 });
      [server] = (await startTwins(t, 1)) as [ApiProcess];
    });
    afterAll(async () => {
      if (server) await stopApiProcess(server);
      await t.close();
    });

    it('keeps every game socket open while the process listens again', async () => {
      const games = await Promise.all(
        [0, 1, 2].map(async () => {
          const player = await fundedPlayer(t);
          const gameId = await createQuickGame(t, server.baseUrl, player);
          const socket = await openSocketOn(t, server.baseUrl, player, gameId);
          socket.start();
          await socket.next('questionSent');
          return { gameId, socket };
        }),
      );
      const lost = await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'gom-listen' and datname = current_database()`,
      );
      // The game notices' listener among them (the sessions' and the wallet lists' listen too).
      expect((lost as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(1);
      await waitFor(
        () => server.logs().some((line) => String(line.msg).includes('games changed meanwhile resync')),
        'the process listening again',
        15_000,
      );
      expect(server.logs().find((line) => String(line.msg).includes('games changed meanwhile resync'))).toMatchObject({
        games: 3,
        resynced: 0,
      });
      for (const { gameId, socket } of games) {
        expect(socket.ws.readyState).toBe(socket.ws.OPEN);
        socket.answer(await outcomeOf(t, gameId, 0));
        expect((await socket.next('questionAnswered')).payload.isCorrect).toBe(true);
      }
    }, 60_000);
  },
);
