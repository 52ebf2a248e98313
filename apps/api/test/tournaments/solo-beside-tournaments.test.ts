// A tournament entry is a games row the solo engine never plays (decision 0150): it is not the player's unstarted
// game, a safer-play break does not void it, and the solo game socket does not know it; its fee counts against the
// loss limits as a stake does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_REFUSALS } from '../../src/routes/games/game-socket.ts';
import { createGame, GameSocket, seedClips, startGameTestApp } from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer, walletOf } from '../helpers/money.ts';
import { signedInOperator } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { saferPlayOf } from '../safer-play/safer-play-kit.ts';
import { createTournamentAs, enter, TEST_XG_SAMPLES } from './tournament-kit.ts';

describe('solo games beside tournament entries', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await startGameTestApp({ buildOptions: { tournaments: { pollIntervalMs: 0, xgSamples: TEST_XG_SAMPLES } } });
    await seedClips(t, { goals: 10, misses: 10 });
    operator = await signedInOperator(t);
  });
  afterAll(() => t.close());

  it('lets a player with an entry waiting create a solo game, keeps the entry through a break, and refuses its socket', async () => {
    const tournament = await createTournamentAs(operator, t, { entryFee: 4 });
    const player = await fundedPlayer(t);
    const entered = await enter(player, tournament.id);
    expect(entered.status).toBe(201);
    const { gameId } = await createGame(player, { stake: { value: 3, currency: 'USD' } });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 43 } });

    const entrySocket = await GameSocket.open(t, player.client, player.user.id, entered.body.data.entryId);
    expect(await entrySocket.next()).toEqual({ type: 'errorOccurred', payload: { message: SOCKET_REFUSALS.notFound } });

    expect((await saferPlayOf(player).timeOut('24h')).status).toBeLessThan(300);
    // The solo game waiting to start is voided (its stake back); the tournament's fee stays held for its start.
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 46 } });
    const listed = await player.client.get(`/api/tournaments/${tournament.id}`);
    expect(listed.body.data).toMatchObject({ entrants: 1, entryId: entered.body.data.entryId });
    const history = await player.client.get(`/api/users/${player.user.id}/games`);
    expect(history.body.data.items.map((item: { id: string }) => item.id)).not.toContain(gameId);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('counts an entry fee against the loss limits as a stake, and refuses an entry past them', async () => {
    const player = await fundedPlayer(t);
    expect((await saferPlayOf(player).setLimit('loss', 'day', 5)).status).toBeLessThan(300);
    const first = await createTournamentAs(operator, t, { entryFee: 4 });
    const second = await createTournamentAs(operator, t, { entryFee: 2 });
    expect((await enter(player, first.id)).status).toBe(201);
    const refused = await enter(player, second.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('SAFER_PLAY_LIMIT');
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 46 } });
  });
});
