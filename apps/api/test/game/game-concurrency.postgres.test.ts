import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { applyGameEvent } from '../../src/domain/game/apply-game-event.ts';
import { ROUND_REFUSALS } from '../../src/domain/game/rules/apply-round-event.ts';
import { HttpClient } from '../helpers/http-client.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  CUTOFF_WITHOUT_CLIP_MS,
  fundedPlayer,
  GameSocket,
  loadGame,
  outcomeOf,
  seedClips,
  startAnotherProcess,
  startGameTestApp,
  waitForOpenSockets,
} from './game-test-kit.ts';

// Two processes on one database: only the game row's lock keeps them from answering twice or settling
// twice. PGlite runs one statement at a time, so these run on PostgreSQL only.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe.skipIf(!onPostgres)('games under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondUrl: string;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 40, misses: 40 });
    ({ app: second, baseUrl: secondUrl } = await startAnotherProcess(t));
  });
  afterAll(async () => {
    await second.close();
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('accepts one of two simultaneous answers made through two processes', async () => {
    const player = await fundedPlayer(t);
    const { gameId } = await createGame(player);
    const here = await GameSocket.open(t, player.client, player.user.id, gameId);
    const client = new HttpClient(secondUrl, t.origin);
    client.setCookie('gom_access', player.client.cookie('gom_access') ?? '', '/api');
    const there = await GameSocket.open({ ...t, baseUrl: secondUrl }, client, player.user.id, gameId);
    await waitForOpenSockets(t, gameId, 2);
    here.start();
    await here.next('questionSent');
    const outcome = await outcomeOf(t, gameId, 0);
    here.answer(outcome);
    there.answer(outcome === 'goal' ? 'miss' : 'goal');
    // The accepted answer reaches both sockets (each on its own process); the other's sender alone gets its refusal.
    const answered = [await here.next('questionAnswered'), await there.next('questionAnswered')];
    // Media links are signed by each process (fresh tokens): the answer itself is the same.
    expect(answered[0]?.payload.isCorrect).toBe(answered[1]?.payload.isCorrect);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = [...here.received, ...there.received].filter((reply) => reply.type === 'errorOccurred');
    expect(refused.map((reply) => reply.payload)).toEqual([{ message: ROUND_REFUSALS.alreadyAnswered(1) }]);
    const accepted = answered.slice(0, 1);
    const { state } = await loadGame(t, gameId);
    expect(state.questions[0]?.answer).not.toBeNull();
    expect(state.score).toBe(accepted[0]?.payload.isCorrect ? 1 : 0);
    await Promise.all([here.close(), there.close()]);
  });

  it('settles each game exactly once when two schedulers and stray events race for it', async () => {
    const games: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const player = await fundedPlayer(t, 20);
      const { gameId } = await createGame(player, { stake: { value: 1, currency: 'USD' } });
      const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
      socket.start();
      await socket.next('questionSent');
      await socket.close();
      games.push(gameId);
    }
    for (const gameId of games) await waitForOpenSockets(t, gameId, 0);
    t.clock.advance(CUTOFF_WITHOUT_CLIP_MS);
    const tick = (gameId: string) =>
      applyGameEvent({ db: t.database.db, clock: t.clock, gameId, event: (at) => ({ type: 'tick', at }) });
    await Promise.all([t.app.games.runDueGames(), second.games.runDueGames(), ...games.map(tick), ...games.map(tick)]);
    const rows = await queryRows<{ game_id: string; stakes: string; completed: string }>(
      t.database.db,
      sql`select g.id as game_id,
                 count(m.id)::text as stakes,
                 count(m.id) filter (where m.status = 'completed')::text as completed
            from games g join money_transactions m on m.idempotency_key = 'game:' || g.id || ':stake'
           where g.id in ${sql.raw(`(${games.map((id) => `'${id}'`).join(', ')})`)}
           group by g.id`,
    );
    expect(rows).toHaveLength(games.length);
    for (const row of rows) expect(row).toMatchObject({ stakes: '1', completed: '1' });
    for (const gameId of games) {
      expect(await loadGame(t, gameId)).toMatchObject({ status: 'ended', endReason: 'disconnected' });
    }
  });
});
