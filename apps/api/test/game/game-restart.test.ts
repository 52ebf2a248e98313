import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { applyGameEvent } from '../../src/domain/game/apply-game-event.ts';
import { HttpClient } from '../helpers/http-client.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { walletOf } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createGame,
  fundedPlayer,
  GameSocket,
  loadGame,
  outcomeOf,
  runDueGames,
  seedClips,
  startAnotherProcess,
  startGameTestApp,
  waitForOpenSockets,
} from './game-test-kit.ts';

const PAUSE_MS = 6_000;

/** A new process on the same database, media and clock: the old app is closed first. */
async function restart(t: TestApp): Promise<TestApp> {
  await t.app.close();
  const { app, baseUrl } = await startAnotherProcess(t);
  return { ...t, app, baseUrl, client: () => new HttpClient(baseUrl, t.origin) };
}

describe('a restart of the server mid-game', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    await seedClips(t, { goals: 40, misses: 40 });
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.app.close();
    await t.database.close();
    rmSync(t.app.config.dataDir, { recursive: true, force: true });
  });

  it('resumes the game from the database and settles it exactly once', async () => {
    const player = await fundedPlayer(t, 20);
    const { gameId } = await createGame(player, { stake: { value: 4, currency: 'USD' } });
    const socket = await GameSocket.open(t, player.client, player.user.id, gameId);
    socket.start();
    await socket.next('questionSent');
    socket.answer(await outcomeOf(t, gameId, 0));
    await socket.next('questionAnswered');
    await waitForOpenSockets(t, gameId, 1);

    const first = t.app;
    t = await restart(t);
    await socket.closed;
    expect(first.server.listening).toBe(false);
    // The new process closed the socket the old one left in the game's state.
    await waitForOpenSockets(t, gameId, 0);

    const client = t.client();
    client.setCookie('gom_access', player.client.cookie('gom_access') ?? '', '/api');
    const again = await GameSocket.open(t, client, player.user.id, gameId);
    await waitForOpenSockets(t, gameId, 1);
    t.clock.advance(PAUSE_MS);
    await runDueGames(t);
    for (let index = 1; index < 5; index += 1) {
      expect((await again.next('questionSent')).payload.questionIndex).toBe(index);
      again.answer(await outcomeOf(t, gameId, index));
      await again.next('questionAnswered');
      t.clock.advance(PAUSE_MS);
      await runDueGames(t);
    }
    expect((await again.next('gameEnded')).payload).toMatchObject({
      score: 5,
      totalQuestions: 5,
      reason: 'completed',
      won: true,
    });

    // Whatever else happens, nothing more is paid: more ticks, and an event applied straight to the row.
    await runDueGames(t);
    await applyGameEvent({
      db: t.database.db,
      clock: t.clock,
      gameId,
      event: (at) => ({ type: 'tick', at: at + PAUSE_MS }),
    });
    const money = await queryRows<{ type: string; status: string; amount: string }>(
      t.database.db,
      sql`select type, status, amount::text as amount from money_transactions
           where idempotency_key like ${`game:${gameId}:%`} order by type`,
    );
    expect(money).toEqual([
      { type: 'gameStake', status: 'completed', amount: '400' },
      { type: 'winnings', status: 'completed', amount: '580' },
    ]);
    // 20 − 4 + 4 × 1.45
    expect(await walletOf(client, player.user.id, player.wallet.id)).toMatchObject({ balance: { value: 21.8 } });
    expect((await loadGame(t, gameId)).status).toBe('ended');
  });
});
