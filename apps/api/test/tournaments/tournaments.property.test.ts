import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { auditTournament } from '../../src/domain/contests/tournaments/audit-tournaments.ts';
import { cancelTournament } from '../../src/domain/contests/tournaments/cancel-tournament.ts';
import { closeTournament } from '../../src/domain/contests/tournaments/close-tournament.ts';
import { createTournament } from '../../src/domain/contests/tournaments/create-tournament.ts';
import { enterTournament } from '../../src/domain/contests/tournaments/enter-tournament.ts';
import { playWindowEntry } from '../../src/domain/contests/tournaments/play-window-entry.ts';
import { readStandings } from '../../src/domain/contests/tournaments/read-standings.ts';
import { startTournament } from '../../src/domain/contests/tournaments/start-tournament.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import { DEFAULT_PLAN_SETTINGS } from '../../src/domain/plans/plan-settings.ts';
import { loadGame, outcomeOf, wrongCall } from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { fundedPlayer } from '../helpers/money.ts';
import { signedInOperator } from '../helpers/operator.ts';
import { TEST_SECRETS_ENV, type TestApp } from '../helpers/start-test-app.ts';
import { renderClipSet, startTournamentsApp, TEST_XG_SAMPLES, writeAnswer } from './tournament-kit.ts';

// Random tournaments on one database, each to its end: both formats (a live round, or a playing window whose entries
// are played on the solo engine, left unplayed, or opened and never started), two currencies, random entrants (a few
// to none), fees, places, rakes, calls and answer times drawn from few values (so ties are common), clip sets not
// rendered by the start, cancellations by an operator before the start or mid-round (the pool refunded), and crashes:
// a start or a close interrupted (its transaction rolled back after it ran) and then run again, twice at once. After
// each, every wallet holds what a model of the rules says, the pool is empty, fees in = prizes + rake + refunds, tied
// entrants got the same, no one ranked lower got more, and the ledger audit is clean; over all of them, fees in =
// prizes + rake + refunds in each currency.

const PLAYERS = 8;
const FUNDS = 400;
/** Each currency has its own players (an entry's wallet is in its tournament's currency). */
const CURRENCIES = ['USD', 'USDT'] as const;
/** A playing window long enough for every entrant to play in turn on the test's clock. */
const WINDOW_MS = 30 * 60_000;
const QUESTIONS = 5;
const RUNS = 30;

let t: TestApp;
let operatorId: string;
let playersBy: Record<(typeof CURRENCIES)[number], Array<{ userId: string; walletId: string }>>;

class Crash extends Error {}

/** An operator cancels it (a scheduled one's holds released, a live one's pool refunded), audited. */
const cancelAs = (matchId: string, reason: string) =>
  cancelTournament({ db: t.database.db, clock: t.clock, actorId: operatorId, matchId, reason });

/** The close, after a crash of it when asked (nothing paid), run twice at once: it closes exactly once. */
async function closeOnce(matchId: string, crash: boolean) {
  const db = t.database.db;
  if (crash) {
    await crashAfter((tx) => closeTournament({ db: tx, clock: t.clock, matchId }));
    const interrupted = await auditTournament(db, matchId);
    expect(interrupted.prizes + interrupted.rake).toBe(0n);
  }
  const outcomes = await twice(() => closeTournament({ db, clock: t.clock, matchId }));
  expect(outcomes.filter((outcome) => outcome === 'closed')).toHaveLength(1);
}

beforeAll(async () => {
  // The solo engine's wake-ups run when a test asks (runDueGames), on the test's clock.
  t = await startTournamentsApp({ buildOptions: { games: { timers: false, pollIntervalMs: 0 } } });
  operatorId = (await signedInOperator(t)).user.id;
  playersBy = { USD: [], USDT: [] };
  for (const currency of CURRENCIES) {
    for (let index = 0; index < PLAYERS; index++) {
      const player = await fundedPlayer(t, FUNDS, currency);
      playersBy[currency].push({ userId: player.user.id, walletId: player.wallet.id });
    }
  }
});
afterAll(async () => {
  await t?.close();
});

async function balancesOf(): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ id: string; balance: string; held: string }>(
    t.database.db,
    sql`select id, balance::text as balance, held::text as held from ledger_accounts where kind = 'player_wallet'`,
  );
  for (const row of rows) expect(row.held, 'nothing stays held once a tournament is over').toBe('0');
  return new Map(rows.map((row) => [row.id, BigInt(row.balance)]));
}

/** Runs `work` in a transaction that then crashes: whatever it did is rolled back. */
async function crashAfter(work: (tx: typeof t.database.db) => Promise<unknown>) {
  await expect(
    t.database.db.transaction(async (tx) => {
      await work(tx);
      throw new Crash('the process died before its commit');
    }),
  ).rejects.toBeInstanceOf(Crash);
}

/** Runs `work` twice at once (on PostgreSQL each on its own connection; PGlite runs one transaction at a time). */
function twice<T>(work: () => Promise<T>): Promise<T[]> {
  return Promise.all([work(), work()]);
}

/**
 * A playing window's entry played on the solo engine as the game screen plays it (opened, started, each clip ready,
 * each call after `afterMs`): a 'none' lets that question's time run out, which ends the entry there.
 */
async function playWindowEntryOut(userId: string, matchId: string, script: { calls: Call[]; afterMs: number }) {
  const { gameId } = await playWindowEntry({ db: t.database.db, clock: t.clock, userId, matchId });
  const games = t.app.games;
  await games.dispatch(gameId, (at) => ({ type: 'start', at }));
  for (const [questionIndex, call] of script.calls.entries()) {
    await games.dispatch(gameId, (at) => ({ type: 'clipReady', at, questionIndex }));
    if (call === 'none') {
      t.clock.advance(DEFAULT_ROUND_TIMING.questionMs + DEFAULT_ROUND_TIMING.graceMs + 1_000);
      await games.runDueGames();
      break;
    }
    const outcome = await outcomeOf(t, gameId, questionIndex);
    t.clock.advance(script.afterMs);
    await games.dispatch(gameId, (at) => ({
      type: 'answer',
      at,
      answer: call === 'right' ? outcome : wrongCall(outcome),
    }));
    t.clock.advance(DEFAULT_ROUND_TIMING.pauseMs);
  }
  await games.runDueGames();
  expect((await loadGame(t, gameId)).status).toBe('ended');
}

type Call = 'right' | 'wrong' | 'none';

const entrantScript = fc.record({
  calls: fc.array(fc.constantFrom<Call>('right', 'wrong', 'none'), {
    minLength: QUESTIONS,
    maxLength: QUESTIONS,
  }),
  afterMs: fc.constantFrom(1_000, 2_000),
  /** A playing window's entrant: plays the entry, never opens it, or opens it and never starts it (voided). */
  window: fc.constantFrom<'played' | 'unplayed' | 'unstarted'>('played', 'played', 'unplayed', 'unstarted'),
});

const tournamentScript = fc.record({
  format: fc.constantFrom<'live' | 'window'>('live', 'window'),
  currency: fc.constantFrom(...CURRENCIES),
  entrants: fc.subarray([...Array(PLAYERS).keys()]),
  scripts: fc.array(entrantScript, { minLength: PLAYERS, maxLength: PLAYERS }),
  minEntrants: fc.integer({ min: 2, max: 4 }),
  entryFee: fc.constantFrom(1, 2.5, 7.3, 10),
  paidPercent: fc.integer({ min: 1, max: 50 }),
  rakePercent: fc.integer({ min: 0, max: 30 }),
  rendered: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
  cancelledByOperator: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  cancelledMidRound: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  crashStart: fc.boolean(),
  crashClose: fc.boolean(),
});

describe('random tournaments', () => {
  it('pay out every pool exactly, by rank, whatever the format, currency, entrants, ties, cancellations and crashes', async () => {
    const ended = { closed: 0, cancelled: 0 };
    const formats = { live: 0, window: 0 };
    // A playing window's entries as the runs met them: played to their end, opened and voided, in a window closed.
    const windowEntries = { played: 0, unstarted: 0, closedWindows: 0 };
    // Over every tournament, in each currency: fees in, and prizes + rake + refunds.
    const totals = new Map<string, { feesIn: bigint; out: bigint }>();
    await fc.assert(
      fc.asyncProperty(tournamentScript, async (script) => {
        const db = t.database.db;
        const players = playersBy[script.currency];
        const before = await balancesOf();
        const home = t.clock.now();
        const startsAt = new Date(home.getTime() + 60_000);
        const { tournamentId } = await createTournament({
          db,
          clock: t.clock,
          actorId: operatorId,
          secret: TEST_SECRETS_ENV.CLIP_SECRET,
          xgSamples: TEST_XG_SAMPLES,
          request: {
            name: 'Property Cup',
            startsAt: startsAt.toISOString(),
            ...(script.format === 'window'
              ? { format: 'window' as const, windowClosesAt: new Date(startsAt.getTime() + WINDOW_MS).toISOString() }
              : {}),
            currency: script.currency,
            entryFee: script.entryFee,
            numberOfQuestions: QUESTIONS,
            difficulty: 'normal',
            minEntrants: script.minEntrants,
            maxEntrants: PLAYERS,
            paidPercent: script.paidPercent,
            rakePercent: script.rakePercent,
          },
        });
        if (script.rendered) await renderClipSet(db, tournamentId);
        const entries = new Map<number, string>();
        for (const index of script.entrants) {
          const { entryId } = await enterTournament({
            db,
            clock: t.clock,
            userId: players[index]!.userId,
            tournamentId,
            walletId: players[index]!.walletId,
            plans: DEFAULT_PLAN_SETTINGS,
            origin: { ipAddress: null, userAgent: null },
          });
          entries.set(index, entryId);
        }
        if (script.cancelledByOperator) {
          await cancelAs(tournamentId, 'Property');
        }
        const standings = await readStandings({ db, now: t.clock.now(), matchId: tournamentId, userId: null });
        const { tournament } = standings;
        t.clock.set(tournament.startsAt);
        try {
          if (script.crashStart)
            await crashAfter((tx) => startTournament({ db: tx, clock: t.clock, matchId: tournamentId }));
          await twice(() => startTournament({ db, clock: t.clock, matchId: tournamentId }));
          const started = (await readStandings({ db, now: t.clock.now(), matchId: tournamentId, userId: null }))
            .tournament;
          if (started.status === 'live' && script.format === 'live' && script.cancelledMidRound) {
            await cancelAs(tournamentId, 'Mid-round');
          } else if (started.status === 'live' && script.format === 'window') {
            for (const [index] of entries) {
              const entrant = script.scripts[index]!;
              if (entrant.window === 'played') {
                await playWindowEntryOut(players[index]!.userId, tournamentId, entrant);
                windowEntries.played += 1;
              }
              if (entrant.window === 'unstarted') {
                await playWindowEntry({ db, clock: t.clock, userId: players[index]!.userId, matchId: tournamentId });
                windowEntries.unstarted += 1;
              }
            }
            if (script.cancelledMidRound) {
              // Cancelled with entries played, unplayed and waiting to start: every fee goes back.
              await cancelAs(tournamentId, 'Mid-window');
            }
            // At the close every entry opened and never started has been voided by the solo engine.
            t.clock.set(started.endsAt);
            await t.app.games.runDueGames();
            if (!script.cancelledMidRound) await closeOnce(tournamentId, script.crashClose);
          } else if (started.status === 'live') {
            for (const [index, entryId] of entries) {
              const { calls, afterMs } = script.scripts[index]!;
              for (const [questionIndex, call] of calls.entries()) {
                if (call === 'none') continue;
                await writeAnswer(db, { entryId, questionIndex, right: call === 'right', afterMs, pace: started });
              }
            }
            t.clock.set(started.endsAt);
            await closeOnce(tournamentId, script.crashClose);
          }
        } finally {
          t.clock.set(home);
        }

        const final = await readStandings({
          db,
          now: t.clock.now(),
          matchId: tournamentId,
          userId: null,
          top: PLAYERS,
        });
        const status = final.tournament.status;
        const fee = tournament.entryFee;
        const expectCancelled =
          script.cancelledByOperator ||
          !script.rendered ||
          script.entrants.length < script.minEntrants ||
          script.cancelledMidRound;
        expect(status).toBe(expectCancelled ? 'cancelled' : 'closed');
        ended[status as keyof typeof ended] += 1;
        formats[script.format] += 1;
        if (script.format === 'window' && status === 'closed') windowEntries.closedWindows += 1;

        const audit = await auditTournament(db, tournamentId);
        expect(audit.poolBalance).toBe(0n);
        expect(audit.feesIn).toBe(fee * BigInt(script.entrants.length));
        expect(audit.feesIn).toBe(audit.prizes + audit.rake + audit.refunds);
        const total = totals.get(script.currency) ?? { feesIn: 0n, out: 0n };
        totals.set(script.currency, {
          feesIn: total.feesIn + audit.feesIn,
          out: total.out + audit.prizes + audit.rake + audit.refunds,
        });
        if (status === 'closed') {
          expect(audit.refunds).toBe(0n);
          expect(audit.rake).toBeGreaterThanOrEqual((audit.feesIn * BigInt(script.rakePercent)) / 100n);
          // Ranked best first: a tied place pays alike; a lower place never pays more than a higher one.
          const rows = final.rows;
          for (let index = 1; index < rows.length; index++) {
            const [higher, lower] = [rows[index - 1]!, rows[index]!];
            if (higher.rank === lower.rank) expect(lower.prize).toBe(higher.prize);
            else expect(lower.prize! <= higher.prize!).toBe(true);
          }
        } else {
          expect(audit.prizes + audit.rake).toBe(0n);
        }

        const after = await balancesOf();
        const prizeOf = new Map(final.rows.map((row) => [row.userId, row.prize ?? 0n]));
        for (const [index, player] of players.entries()) {
          const entered = entries.has(index);
          const expected =
            before.get(player.walletId)! +
            // A voided window entry ranks nowhere: its fee stays in the pool and it is paid nothing.
            (entered && status === 'closed' ? (prizeOf.get(player.userId) ?? 0n) - fee : 0n);
          expect(after.get(player.walletId)).toBe(expected);
        }
        expect(await auditLedger(db)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    // The runs met both ends (fast-check's draws are seeded per run; this fails loudly if a change skews them).
    expect(ended.closed).toBeGreaterThan(0);
    expect(ended.cancelled).toBeGreaterThan(0);
    expect(formats.live).toBeGreaterThan(0);
    expect(formats.window).toBeGreaterThan(0);
    expect(windowEntries.played).toBeGreaterThan(0);
    expect(windowEntries.unstarted).toBeGreaterThan(0);
    expect(windowEntries.closedWindows).toBeGreaterThan(0);
    for (const [currency, { feesIn, out }] of totals) expect(out, currency).toBe(feesIn);
    expect([...totals.keys()].sort()).toEqual([...CURRENCIES].sort());
  }, 600_000);
});
