import { TOURNAMENT_FULL_MESSAGE } from '@gom/contract/contests';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { auditTournament } from '../../src/domain/contests/tournaments/audit-tournaments.ts';
import { closeTournament } from '../../src/domain/contests/tournaments/close-tournament.ts';
import { runDueTournaments } from '../../src/domain/contests/tournaments/run-due-tournaments.ts';
import { startTournament } from '../../src/domain/contests/tournaments/start-tournament.ts';
import { matchPayoutKey, matchPoolKey } from '../../src/domain/ledger/ledger-keys.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer } from '../helpers/money.ts';
import { signedInOperator } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { createTournamentAs, enter, renderClipSet, startTournamentsApp, writeAnswer } from './tournament-kit.ts';

// Simultaneous requests on a real connection pool: only the tournament row's lock keeps entries past its maximum,
// and only that lock and the payout's one key keep two closes (or pollers) from paying twice. PGlite runs one
// statement at a time, so these run on PostgreSQL only.
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe.skipIf(!onPostgres)('tournaments under real concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await startTournamentsApp();
    operator = await signedInOperator(t);
  });
  afterAll(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('lets exactly the maximum in when many enter at once, holding no fee of those refused', async () => {
    const tournament = await createTournamentAs(operator, t, { maxEntrants: 8 });
    const players = [];
    for (let index = 0; index < 24; index++) players.push(await fundedPlayer(t, 10));
    const answers = await Promise.all(players.map((player) => enter(player, tournament.id)));
    const entered = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(entered).toHaveLength(8);
    expect(refused.map((answer) => answer.status)).toEqual(Array(16).fill(422));
    for (const answer of refused) expect(answer.body.error.message).toBe(TOURNAMENT_FULL_MESSAGE);
    const [held] = await queryRows<{ holds: number; held: string }>(
      t.database.db,
      sql`select count(*)::int as holds, coalesce(sum(held), 0)::text as held from ledger_accounts
           where kind = 'player_wallet' and held > 0`,
    );
    expect(held).toEqual({ holds: 8, held: String(8 * 200) });
  });

  /** How many ledger transfers carry this key (its unique index allows one). */
  async function transfersKeyed(key: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`,
    );
    return row?.n ?? 0;
  }

  it('starts once and pays once when closes and pollers race on one tournament', async () => {
    const tournament = await createTournamentAs(operator, t, { entryFee: 3, minEntrants: 3, paidPercent: 34 });
    await renderClipSet(t.database.db, tournament.id);
    const entries: string[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await enter(await fundedPlayer(t, 10), tournament.id);
      expect(response.status).toBe(201);
      entries.push(response.body.data.entryId);
    }
    const { db } = t.database;
    const clock = t.clock;
    const home = clock.now();
    clock.set(new Date(tournament.startsAt));
    try {
      const starts = await Promise.all([
        ...Array.from({ length: 4 }, () => startTournament({ db, clock, matchId: tournament.id })),
        ...Array.from({ length: 4 }, () => runDueTournaments({ db, clock })),
      ]);
      expect(starts.slice(0, 4).every((outcome) => outcome === 'started' || outcome === 'alreadyDecided')).toBe(true);
      expect(await transfersKeyed(matchPoolKey(tournament.id))).toBe(1);
      const pace = { startsAt: new Date(tournament.startsAt), questionIntervalMs: 20_000, numberOfQuestions: 5 };
      for (const [index, entryId] of entries.entries()) {
        for (let question = 0; question < 5; question++) {
          await writeAnswer(db, { entryId, questionIndex: question, right: question < index, afterMs: 1500, pace });
        }
      }
      clock.set(new Date(tournament.endsAt));
      const closes = await Promise.all([
        ...Array.from({ length: 4 }, () => closeTournament({ db, clock, matchId: tournament.id })),
        ...Array.from({ length: 4 }, () => runDueTournaments({ db, clock })),
      ]);
      expect(closes.slice(0, 4).every((outcome) => outcome === 'closed' || outcome === 'alreadyClosed')).toBe(true);
      expect(closes.slice(0, 4).filter((outcome) => outcome === 'closed').length).toBeLessThanOrEqual(1);
      expect(await transfersKeyed(matchPayoutKey(tournament.id))).toBe(1);
    } finally {
      clock.set(home);
    }
    const audit = await auditTournament(db, tournament.id);
    expect(audit).toMatchObject({ feesIn: 1800n, poolBalance: 0n, refunds: 0n });
    expect(audit.prizes + audit.rake).toBe(1800n);
    const [payouts] = await queryRows<{ transfers: number; prizes: number }>(
      db,
      sql`select (select count(*)::int from ledger_transfers where kind = 'prize') as transfers,
                 (select count(*)::int from money_transactions where type = 'prize') as prizes`,
    );
    // 6 entrants, 34 % paid: 2 places, each paid once, in one transfer.
    expect(payouts).toEqual({ transfers: 1, prizes: 2 });
  });
});
