import {
  ALREADY_ENTERED_MESSAGE,
  ENTRANT_CALLS_BEFORE_CLOSE_MESSAGE,
  ENTRANT_NOT_FOUND_MESSAGE,
  PREMIUM_TOURNAMENT_MESSAGE,
  TOURNAMENT_CURRENCY_MESSAGE,
  TOURNAMENT_FULL_MESSAGE,
  TOURNAMENT_STARTED_MESSAGE,
} from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { TOURNAMENT_RENDER_PRIORITY } from '../../src/domain/contests/tournaments/tournament-constants.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { signUpAndIn } from '../helpers/accounts.ts';
import { fundThroughSandbox, fundedPlayer, walletOf } from '../helpers/money.ts';
import { signedInOperator } from '../helpers/operator.ts';
import type { HttpClient } from '../helpers/http-client.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  createTournamentAs,
  enter,
  renderClipSet,
  startTournamentsApp,
  tournamentOf,
  tournamentRequest,
  writeAnswer,
} from './tournament-kit.ts';

/** A test that starts an app of its own (a fresh database, its own players) beside the others on a busy machine. */
const APP_OF_ITS_OWN_TIMEOUT_MS = 120_000;

let t: TestApp;
let operator: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  t = await startTournamentsApp();
  operator = await signedInOperator(t);
});
afterAll(async () => {
  await t?.close();
});

async function transactionsOf(player: { client: HttpClient; user: { id: string } }) {
  const response = await player.client.get(`/api/users/${player.user.id}/transactions`);
  expect(response.status).toBe(200);
  return response.body.data as Array<{ transactionType: string; status: string; amount: { value: number } }>;
}

describe('scheduling a tournament', () => {
  it('stores it scheduled with a clip set of its own, queued first for rendering and reserved for it', async () => {
    const created = await createTournamentAs(operator, t, { numberOfQuestions: 6 });
    expect(created).toMatchObject({ status: 'scheduled', entrants: 0, clipsTotal: 6, clipsRendered: 0 });
    const clips = await queryRows<{ media_status: string; render_priority: number; reserved: boolean }>(
      t.database.db,
      sql`select c.media_status, c.render_priority, c.reserved_count = c.max_exposures as reserved
            from match_questions q join clips c on c.id = q.clip_id where q.match_id = ${created.id}`,
    );
    expect(clips).toHaveLength(6);
    for (const clip of clips) {
      expect(clip).toEqual({ media_status: 'pending', render_priority: TOURNAMENT_RENDER_PRIORITY, reserved: true });
    }
    await renderClipSet(t.database.db, created.id);
    const console = await operator.client.get(`/api/admin/tournaments/${created.id}`);
    expect(console.body.data).toMatchObject({ clipsRendered: 6, clipsTotal: 6 });
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where entity_type = 'tournament' and entity_id = ${created.id}`,
    );
    expect(audit?.action).toBe('tournament.create');
  });

  it('refuses a player (403), a start in the past and a minimum above the maximum (400), changing nothing', async () => {
    const player = await fundedPlayer(t);
    const before = (await operator.client.get('/api/admin/tournaments')).body.data.length;
    expect((await player.client.post('/api/admin/tournaments', tournamentRequest(t))).status).toBe(403);
    const past = await operator.client.post(
      '/api/admin/tournaments',
      tournamentRequest(t, { startsAt: new Date(t.clock.now().getTime() - 1000).toISOString() }),
    );
    expect(past.status).toBe(400);
    const inverted = await operator.client.post(
      '/api/admin/tournaments',
      tournamentRequest(t, { minEntrants: 50, maxEntrants: 10 }),
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fields).toHaveProperty('minEntrants');
    expect((await operator.client.get('/api/admin/tournaments')).body.data.length).toBe(before);
  });
});

describe('entering', () => {
  it('holds the fee, lists the entry, and refuses a second entry, another currency and a poor wallet', async () => {
    const tournament = await createTournamentAs(operator, t, { entryFee: 3 });
    const player = await fundedPlayer(t, 10);
    const entered = await enter(player, tournament.id);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    const wallet = await walletOf(player.client, player.user.id, player.wallet.id);
    expect(wallet).toMatchObject({ balance: { value: 10 }, available: { value: 7 } });
    expect(await tournamentOf(player.client, tournament.id)).toMatchObject({
      entrants: 1,
      entryId: entered.body.data.entryId,
      prizePool: { value: 2.7 },
    });
    const list = await player.client.get('/api/tournaments');
    expect(list.body.data.tournaments.map((row: { id: string }) => row.id)).toContain(tournament.id);
    const fee = (await transactionsOf(player)).find((row) => row.transactionType === 'entryFee');
    expect(fee).toMatchObject({ status: 'pending', amount: { value: 3 } });

    const again = await enter(player, tournament.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_ENTERED_MESSAGE);

    const euro = await fundedPlayer(t, 10, 'EUR');
    const wrongCurrency = await enter(euro, tournament.id);
    expect(wrongCurrency.status).toBe(422);
    expect(wrongCurrency.body.error.message).toBe(TOURNAMENT_CURRENCY_MESSAGE);

    const poor = await fundedPlayer(t, 2);
    const refused = await enter(poor, tournament.id);
    expect(refused.status).toBe(422);
    expect(await walletOf(poor.client, poor.user.id, poor.wallet.id)).toMatchObject({ available: { value: 2 } });
    expect((await tournamentOf(player.client, tournament.id)).entrants).toBe(1);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('refuses a Free player a Premium-only tournament with the upgrade message, and lets a Premium one in', async () => {
    const tournament = await createTournamentAs(operator, t, { premiumOnly: true });
    const free = await fundedPlayer(t, 20);
    const refused = await enter(free, tournament.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'PREMIUM_REQUIRED', message: PREMIUM_TOURNAMENT_MESSAGE });
    const subscribed = await free.client.post(`/api/users/${free.user.id}/subscription`, { walletId: free.wallet.id });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBeLessThan(300);
    expect((await enter(free, tournament.id)).status).toBe(201);
  });

  it('refuses an entry past the maximum and after the start', async () => {
    const tournament = await createTournamentAs(operator, t, { maxEntrants: 2 });
    for (let index = 0; index < 2; index++)
      expect((await enter(await fundedPlayer(t), tournament.id)).status).toBe(201);
    const third = await enter(await fundedPlayer(t), tournament.id);
    expect(third.status).toBe(422);
    expect(third.body.error.message).toBe(TOURNAMENT_FULL_MESSAGE);

    const later = await createTournamentAs(operator, t);
    const latecomer = await fundedPlayer(t);
    const start = new Date(later.startsAt);
    const now = t.clock.now();
    t.clock.set(start);
    try {
      const late = await enter(latecomer, later.id);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(TOURNAMENT_STARTED_MESSAGE);
    } finally {
      t.clock.set(now);
    }
  });

  it('refuses a wallet that is not the player’s and bad input, with nothing held', async () => {
    const tournament = await createTournamentAs(operator, t);
    const player = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const foreign = await player.client.post(`/api/users/${player.user.id}/tournament-entries`, {
      tournamentId: tournament.id,
      walletId: other.wallet.id,
    });
    expect(foreign.status).toBe(404);
    const unknown = await player.client.post(`/api/users/${player.user.id}/tournament-entries`, {
      tournamentId: '00000000-0000-4000-8000-000000000000',
      walletId: player.wallet.id,
    });
    expect(unknown.status).toBe(404);
    const extra = await player.client.post(`/api/users/${player.user.id}/tournament-entries`, {
      tournamentId: tournament.id,
      walletId: player.wallet.id,
      fee: 0,
    });
    expect(extra.status).toBe(400);
    const someoneElse = await player.client.post(`/api/users/${other.user.id}/tournament-entries`, {
      tournamentId: tournament.id,
      walletId: other.wallet.id,
    });
    expect(someoneElse.status).toBe(403);
    expect(await walletOf(other.client, other.user.id, other.wallet.id)).toMatchObject({ available: { value: 50 } });
    expect((await tournamentOf(player.client, tournament.id)).entrants).toBe(0);
  });
});

describe('the start', () => {
  it('cancels a tournament short of its minimum and releases every fee', async () => {
    const tournament = await createTournamentAs(operator, t, { minEntrants: 3 });
    await renderClipSet(t.database.db, tournament.id);
    const players = [await fundedPlayer(t, 10), await fundedPlayer(t, 10)];
    for (const player of players) expect((await enter(player, tournament.id)).status).toBe(201);
    const now = t.clock.now();
    t.clock.set(new Date(tournament.startsAt));
    try {
      expect(await t.app.tournaments.runDue()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(now);
    }
    const after = await operator.client.get(`/api/admin/tournaments/${tournament.id}`);
    expect(after.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Fewer entrants than the minimum at the start',
      audit: { feesIn: { value: 4 }, refunds: { value: 4 }, prizes: { value: 0 }, poolBalance: { value: 0 } },
    });
    for (const player of players) {
      expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
        available: { value: 10 },
      });
      expect((await transactionsOf(player)).find((row) => row.transactionType === 'entryFee')?.status).toBe(
        'cancelled',
      );
    }
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('cancels a tournament whose clip set is not rendered by its start', async () => {
    const tournament = await createTournamentAs(operator, t);
    const players = [await fundedPlayer(t, 10), await fundedPlayer(t, 10)];
    for (const player of players) expect((await enter(player, tournament.id)).status).toBe(201);
    const now = t.clock.now();
    t.clock.set(new Date(tournament.startsAt));
    try {
      await t.app.tournaments.runDue();
    } finally {
      t.clock.set(now);
    }
    expect((await tournamentOf(players[0]!.client, tournament.id)).status).toBe('cancelled');
    expect(await walletOf(players[1]!.client, players[1]!.user.id, players[1]!.wallet.id)).toMatchObject({
      available: { value: 10 },
    });
  });

  it('an operator cancels a scheduled tournament (fees released, audited) but not a closed one', async () => {
    const tournament = await createTournamentAs(operator, t);
    const player = await fundedPlayer(t, 10);
    expect((await enter(player, tournament.id)).status).toBe(201);
    expect((await operator.client.post(`/api/admin/tournaments/${tournament.id}/cancel`, {})).status).toBe(400);
    const cancelled = await operator.client.post(`/api/admin/tournaments/${tournament.id}/cancel`, {
      reason: 'Stadium flooded',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Stadium flooded' });
    expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({ available: { value: 10 } });
    const again = await operator.client.post(`/api/admin/tournaments/${tournament.id}/cancel`, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});

describe('a tournament played to its close', () => {
  it('moves the fees into its pool, ranks the entrants, pays the places once, and shows entry and prize', async () => {
    const tournament = await createTournamentAs(operator, t, {
      entryFee: 5,
      minEntrants: 2,
      paidPercent: 50,
      rakePercent: 10,
      numberOfQuestions: 5,
    });
    await renderClipSet(t.database.db, tournament.id);
    const players = [
      await fundedPlayer(t, 20),
      await fundedPlayer(t, 20),
      await fundedPlayer(t, 20),
      await fundedPlayer(t, 20),
    ];
    const entryIds: string[] = [];
    for (const player of players) {
      const response = await enter(player, tournament.id);
      expect(response.status).toBe(201);
      entryIds.push(response.body.data.entryId);
    }
    const home = t.clock.now();
    t.clock.set(new Date(tournament.startsAt));
    expect(await t.app.tournaments.runDue()).toBe(1);
    const live = await operator.client.get(`/api/admin/tournaments/${tournament.id}`);
    expect(live.body.data).toMatchObject({ status: 'live', audit: { poolBalance: { value: 20 } } });
    for (const player of players) {
      expect(await walletOf(player.client, player.user.id, player.wallet.id)).toMatchObject({
        balance: { value: 15 },
        available: { value: 15 },
      });
    }
    const pace = { startsAt: new Date(tournament.startsAt), questionIntervalMs: 20_000, numberOfQuestions: 5 };
    // Player 0: 5 right; 1: 4 right, fast (1 s a call); 2: 4 right, slower (1.5 s), its first call made 0.3 s after
    // the release with no clip-ready (its clock started by the 3 s cap): that call is timed from the release, not as
    // −2.7 s, which would have put player 2 ahead of player 1.
    for (let question = 0; question < 5; question++) {
      await writeAnswer(t.database.db, {
        entryId: entryIds[0]!,
        questionIndex: question,
        right: true,
        afterMs: 4000,
        pace,
      });
      await writeAnswer(t.database.db, {
        entryId: entryIds[1]!,
        questionIndex: question,
        right: question > 0,
        afterMs: 1000,
        pace,
      });
      await writeAnswer(t.database.db, {
        entryId: entryIds[2]!,
        questionIndex: question,
        right: question > 0,
        ...(question === 0 ? { afterMs: 300, clockStartMs: 3000 } : { afterMs: 1500 }),
        pace,
      });
    }
    // While live, a table counts only questions whose window has closed: none yet at the start.
    const early = await players[0]!.client.get(`/api/tournaments/${tournament.id}/standings`);
    expect(early.body.data).toMatchObject({ status: 'live', questionsClosed: 0, entrants: 4 });
    expect(early.body.data.you).toMatchObject({ correct: 0, prize: null });

    // Nobody's calls are shown while the tournament is live (an open question's verdict would be told).
    const callsOf = (userId: string) =>
      players[3]!.client.get(`/api/tournaments/${tournament.id}/entrants/${userId}/calls`);
    const tooEarly = await callsOf(players[1]!.user.id);
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.error.message).toBe(ENTRANT_CALLS_BEFORE_CLOSE_MESSAGE);

    // Before the last window closes, nothing is paid.
    t.clock.set(new Date(new Date(tournament.endsAt).getTime() - 1));
    expect(await t.app.tournaments.runDue()).toBe(0);
    t.clock.set(new Date(tournament.endsAt));
    expect(await t.app.tournaments.runDue()).toBe(1);
    expect(await t.app.tournaments.runDue()).toBe(0);
    t.clock.set(home);

    // Pool 20.00, rake 2.00, 18.00 to 2 places at 2 : 1 (6,667 and 3,333 basis points): 12.00 and 5.99; 0.01 to the house.
    const standings = await players[3]!.client.get(`/api/tournaments/${tournament.id}/standings`);
    expect(standings.body.data).toMatchObject({ status: 'closed', questionsClosed: 5, entrants: 4 });
    const rows = standings.body.data.rows as Array<{
      userId: string;
      rank: number;
      correct: number;
      totalAnswerMs: number;
      prize: { value: number };
    }>;
    expect(rows.map((row) => [row.userId, row.rank, row.correct, row.totalAnswerMs, row.prize.value])).toEqual([
      [players[0]!.user.id, 1, 5, 20_000, 12.0],
      [players[1]!.user.id, 2, 4, 5_000, 5.99],
      [players[2]!.user.id, 3, 4, 6_300, 0],
      [players[3]!.user.id, 4, 0, 0, 0],
    ]);
    expect(standings.body.data.you).toMatchObject({ rank: 4, prize: { value: 0 } });
    // After the close, any entrant reads another's calls question by question: the second place missed the first.
    const second = await callsOf(players[1]!.user.id);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ tournamentId: tournament.id, userId: players[1]!.user.id });
    expect(
      (
        second.body.data.calls as Array<{ questionIndex: number; isCorrect: boolean | null; answerMs: number | null }>
      ).map((call) => [call.questionIndex, call.isCorrect, call.answerMs]),
    ).toEqual([
      [0, false, 1000],
      [1, true, 1000],
      [2, true, 1000],
      [3, true, 1000],
      [4, true, 1000],
    ]);
    expect(second.body.data.calls.every((call: { answer: string }) => ['goal', 'miss'].includes(call.answer))).toBe(
      true,
    );
    // Each call's own time adds up to the table's total, the call before its clock started timed from the release.
    const slower = await callsOf(players[2]!.user.id);
    expect(slower.body.data.calls.map((call: { answerMs: number | null }) => call.answerMs)).toEqual([
      300, 1500, 1500, 1500, 1500,
    ]);
    // One who never called has every question without a call; a stranger and a bad id are refused.
    const silent = await callsOf(players[3]!.user.id);
    expect(silent.body.data.calls).toHaveLength(5);
    expect(silent.body.data.calls.every((call: { answer: unknown }) => call.answer === null)).toBe(true);
    const stranger = await callsOf(operator.user.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(ENTRANT_NOT_FOUND_MESSAGE);
    expect((await callsOf('not-a-player')).status).toBe(400);
    expect(await walletOf(players[0]!.client, players[0]!.user.id, players[0]!.wallet.id)).toMatchObject({
      balance: { value: 27 },
    });
    const prize = (await transactionsOf(players[0]!)).find((row) => row.transactionType === 'prize');
    expect(prize).toMatchObject({ status: 'completed', amount: { value: 12 } });
    const fee = (await transactionsOf(players[0]!)).find((row) => row.transactionType === 'entryFee');
    expect(fee).toMatchObject({ status: 'completed', amount: { value: 5 } });
    const history = await players[0]!.client.get(`/api/users/${players[0]!.user.id}/games`);
    expect(history.body.data.items[0]).toMatchObject({
      id: entryIds[0],
      score: 5,
      result: 'Win',
      stake: { value: 5 },
      payout: { value: 12 },
    });
    // The entry's recap (the calls and replays after a reload): its score, its calls and the prize it was paid.
    const recap = await players[0]!.client.get(`/api/users/${players[0]!.user.id}/games/${entryIds[0]}/recap`);
    expect(recap.status).toBe(200);
    expect(recap.body.data).toMatchObject({ score: 5, totalQuestions: 5, payout: { value: 12 } });
    expect(recap.body.data.questions).toHaveLength(5);
    const unplayed = await players[3]!.client.get(`/api/users/${players[3]!.user.id}/games/${entryIds[3]}/recap`);
    expect(unplayed.status).toBe(200);
    expect(unplayed.body.data).toMatchObject({ score: 0, payout: { value: 0 } });
    const closed = await operator.client.get(`/api/admin/tournaments/${tournament.id}`);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      audit: {
        feesIn: { value: 20 },
        prizes: { value: 17.99 },
        rake: { value: 2.01 },
        refunds: { value: 0 },
        poolBalance: { value: 0 },
      },
    });
    expect(await auditLedger(t.database.db)).toEqual([]);
  });
});

describe('the poller', () => {
  it(
    'starts a due tournament by itself, on its interval',
    async () => {
      const polled = await startTournamentsApp({
        buildOptions: { tournaments: { pollIntervalMs: 50, xgSamples: 24 } },
      });
      try {
        const op = await signedInOperator(polled);
        const tournament = await createTournamentAs(op, polled);
        await renderClipSet(polled.database.db, tournament.id);
        for (let index = 0; index < 2; index++)
          expect((await enter(await fundedPlayer(polled), tournament.id)).status).toBe(201);
        polled.clock.set(new Date(tournament.startsAt));
        const deadline = Date.now() + 20_000;
        let status = 'scheduled';
        while (status === 'scheduled' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = (await op.client.get(`/api/admin/tournaments/${tournament.id}`)).body.data.status;
        }
        expect(status).toBe('live');
      } finally {
        await polled.close();
      }
    },
    APP_OF_ITS_OWN_TIMEOUT_MS,
  );
});

describe('integrity', () => {
  it(
    'flags two entrants of one tournament from one address to the risk monitor',
    async () => {
      const proxied = await startTournamentsApp({ env: { TRUST_PROXY: '127.0.0.1' } });
      try {
        const op = await signedInOperator(proxied);
        const tournament = await createTournamentAs(op, proxied);
        const from = { headers: { 'x-forwarded-for': '203.0.113.7' } };
        const players = [await fundedPlayer(proxied), await fundedPlayer(proxied), await fundedPlayer(proxied)];
        for (const [index, player] of players.entries()) {
          const response = await player.client.post(
            `/api/users/${player.user.id}/tournament-entries`,
            { tournamentId: tournament.id, walletId: player.wallet.id },
            index < 2 ? from : { headers: { 'x-forwarded-for': '198.51.100.9' } },
          );
          expect(response.status).toBe(201);
        }
        const flags = await queryRows<{ user_id: string }>(
          proxied.database.db,
          sql`select user_id from risk_flags where kind = 'shared_contest_address' order by user_id`,
        );
        expect(flags.map((flag) => flag.user_id)).toEqual([players[0]!.user.id, players[1]!.user.id].sort());
        const console = await op.client.get(`/api/admin/tournaments/${tournament.id}`);
        expect(console.body.data.audit.flaggedEntrants).toBe(2);
      } finally {
        await proxied.close();
      }
    },
    APP_OF_ITS_OWN_TIMEOUT_MS,
  );

  it('flags two accounts that enter one tournament from one device, and not a third from another', async () => {
    const tournament = await createTournamentAs(operator, t);
    // One browser: its device cookie, given at the first sign-in, goes with it to the second account's sign-in.
    const browser = t.client();
    const enterFrom = async (client: HttpClient) => {
      const { user } = await signUpAndIn(client);
      const created = await client.post(`/api/users/${user.id}/wallets`, {
        currency: 'USD',
        entityType: 'personal',
        default: true,
      });
      const walletId = created.body.data.id as string;
      await fundThroughSandbox(t, { client, userId: user.id, walletId }, 20, 'USD');
      const entered = await client.post(`/api/users/${user.id}/tournament-entries`, {
        tournamentId: tournament.id,
        walletId,
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
      return user.id;
    };
    const first = await enterFrom(browser);
    const second = await enterFrom(browser);
    const elsewhere = await enterFrom(t.client());
    const flagged = await queryRows<{ user_id: string; figures: Record<string, unknown> }>(
      t.database.db,
      sql`select user_id, figures from risk_flags
           where kind = 'shared_contest_device' and figures->>'matchId' = ${tournament.id}::text`,
    );
    expect(flagged.map((flag) => flag.user_id).sort()).toEqual([first, second].sort());
    expect(flagged.map((flag) => flag.user_id)).not.toContain(elsewhere);
    expect(flagged[0]!.figures).toMatchObject({ matchId: tournament.id, accounts: 2 });
    const console = await operator.client.get(`/api/admin/tournaments/${tournament.id}`);
    expect(console.body.data.audit.flaggedEntrants).toBe(2);
  });

  it('lets a player hold entries in two scheduled tournaments at once', async () => {
    const first = await createTournamentAs(operator, t);
    const second = await createTournamentAs(operator, t);
    const player = await fundedPlayer(t, 20);
    expect((await enter(player, first.id)).status).toBe(201);
    expect((await enter(player, second.id)).status).toBe(201);
  });
});
