// A rank is read from the counts by correct that triggers keep on the rollups (migration 0023), plus the players
// tied with the caller. Random settlements through the real `ledger_settle_game` (all at once on PostgreSQL, where two of
// them may wait on the same count rows), then every player's rank on every board against the rollup rows sorted in
// the ranking order here, and every count against the rows it counts.
import { randomUUID } from 'node:crypto';
import { LEADERBOARD_MIN_ANSWERED } from '@gom/contract/stats';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query-rows.ts';
import { ensureSystemAccount } from '../../src/domain/ledger/ensure-system-account.ts';
import { postTransfer } from '../../src/domain/ledger/post-transfer.ts';
import { findGlobalRank } from '../../src/domain/stats/find-global-rank.ts';
import { getLeaderboard } from '../../src/domain/stats/get-leaderboard.ts';
import { firstDayOfPeriod } from '../../src/domain/stats/player-figures.ts';
import { createWallet } from '../../src/domain/wallets/create-wallet.ts';
import { placeGameStake } from '../../src/domain/wallets/place-game-stake.ts';
import { settleGameStake } from '../../src/domain/wallets/settle-game-stake.ts';
import { insertBulkPlayers } from '../helpers/bulk-players.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const PLAYERS = 8;
const DAY_MS = 24 * 60 * 60_000;
const clock = createTestClock(new Date('2030-01-30T12:00:00Z'));

interface RollupRow {
  user_id: string;
  correct: number;
  accuracy: number;
  /** last_game_ended_at in microseconds since 1970, as PostgreSQL orders it. */
  ended_us: string;
}

/** The ranking order (rank-order.ts) in plain code: the oracle the counted ranks must agree with. */
function ranksOf(rows: RollupRow[]): Map<string, number> {
  const sorted = [...rows].sort(
    (a, b) =>
      b.correct - a.correct ||
      b.accuracy - a.accuracy ||
      Number(a.ended_us) - Number(b.ended_us) ||
      (a.user_id < b.user_id ? -1 : 1),
  );
  return new Map(sorted.map((row, index) => [row.user_id, index + 1]));
}

// A game: who played it, how many calls were right of how many, and how many days before the clock it ended
// (so that players move within this week and month, and earlier ones).
const game = fc.record({
  player: fc.nat({ max: PLAYERS - 1 }),
  answered: fc.integer({ min: 1, max: 10 }),
  rightShare: fc.double({ min: 0, max: 1, noNaN: true }),
  daysAgo: fc.integer({ min: 0, max: 40 }),
});

describe('ranks from the counts by correct', () => {
  let database: DatabaseHandle;
  let house: string;
  let run = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
    house = await ensureSystemAccount({ db: database.db, clock, kind: 'house', currency: 'USD' });
  });
  afterAll(() => database.close());

  async function newPlayers(): Promise<Array<{ userId: string; walletId: string }>> {
    const { db } = database;
    run += 1;
    await insertBulkPlayers(db, { count: PLAYERS, prefix: `rank_${run}` });
    const users = await queryRows<{ id: string }>(db, sql`select id from users where username like ${`rank_${run}_%`}`);
    const players = [];
    for (const { id } of users) {
      const { wallet } = await createWallet({ db, clock, userId: id, currency: 'USD', makeDefault: true });
      players.push({ userId: id, walletId: wallet.id });
    }
    await postTransfer({
      db,
      clock,
      idempotencyKey: `rank-counts-${run}`,
      kind: 'adjustment',
      currency: 'USD',
      postings: [
        { accountId: house, amount: -100_000n * BigInt(PLAYERS) },
        ...players.map((player) => ({ accountId: player.walletId, amount: 100_000n })),
      ],
    });
    return players;
  }

  async function expectCountsToMatchRollups() {
    const { db } = database;
    const counted = await queryRows(
      db,
      sql`select 'all' as board, correct, players from player_totals_by_correct where players <> 0
          union all
          select period || ' ' || period_start, correct, players from player_period_totals_by_correct
           where players <> 0
          order by 1, 2`,
    );
    const expected = await queryRows(
      db,
      sql`select 'all' as board, correct, count(*)::int as players from player_totals
           where answered >= ${LEADERBOARD_MIN_ANSWERED} group by correct
          union all
          select period || ' ' || period_start, correct, count(*)::int from player_period_totals
           where answered >= ${LEADERBOARD_MIN_ANSWERED} group by period, period_start, correct
          order by 1, 2`,
    );
    expect(counted).toEqual(expected);
  }

  async function expectRanksToMatchTheOrder() {
    const { db } = database;
    const ranked = sql`answered >= ${LEADERBOARD_MIN_ANSWERED}`;
    const endedUs = sql`(extract(epoch from last_game_ended_at) * 1000000)::bigint::text as ended_us`;
    const allTime = ranksOf(
      await queryRows<RollupRow>(
        db,
        sql`select user_id, correct, accuracy, ${endedUs} from player_totals where ${ranked}`,
      ),
    );
    for (const period of ['all', 'week', 'month'] as const) {
      const ranks =
        period === 'all'
          ? allTime
          : ranksOf(
              await queryRows<RollupRow>(
                db,
                sql`select user_id, correct, accuracy, ${endedUs} from player_period_totals
                     where period = ${period} and period_start = ${firstDayOfPeriod(period, clock.now())} and ${ranked}`,
              ),
            );
      const players = await queryRows<{ id: string }>(db, sql`select id from users where username like 'rank_%'`);
      for (const { id } of players) {
        const { me } = await getLeaderboard({ db, clock, period, userId: id });
        expect(me?.rank ?? null, `${id} on the ${period} board`).toBe(ranks.get(id) ?? null);
      }
      if (period === 'all') {
        for (const { id } of players) expect(await findGlobalRank({ db, userId: id })).toBe(allTime.get(id) ?? null);
      }
    }
  }

  it('ranks every player as the whole sorted board would, after any settlements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(game, { minLength: 5, maxLength: 40 }), async (games) => {
        const { db } = database;
        const players = await newPlayers();
        // All at once: on PostgreSQL the settlements wait on each other's count rows (a deadlock would fail here).
        await Promise.all(
          games.map(async ({ player, answered, rightShare, daysAgo }) => {
            const { userId, walletId } = players[player]!;
            const gameId = randomUUID();
            await placeGameStake({ db, clock, userId, walletId, gameId, amount: 100n });
            const correct = Math.round(rightShare * answered);
            await settleGameStake({
              db,
              clock,
              currency: 'USD',
              gameId,
              userId,
              payout: 0n,
              won: false,
              answered,
              correct,
              endedAt: new Date(clock.now().getTime() - daysAgo * DAY_MS - player * 1_000),
            });
          }),
        );
        await expectCountsToMatchRollups();
        await expectRanksToMatchTheOrder();
      }),
      { numRuns: 15 },
    );
    // Fifteen runs of up to 40 settlements each: 13 s on PostgreSQL, 32 s once on PGlite on a loaded 2-core machine,
    // past the default 30 s, so the property gets a budget of its own rather than fewer runs.
  }, 120_000);

  it('takes a deleted rollup row out of its count', async () => {
    const { db } = database;
    const [ranked] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from player_totals where answered >= ${LEADERBOARD_MIN_ANSWERED} limit 1`,
    );
    expect(ranked).toBeDefined();
    await db.execute(sql`delete from player_totals where user_id = ${ranked!.user_id}`);
    await db.execute(sql`delete from player_period_totals where user_id = ${ranked!.user_id}`);
    await expectCountsToMatchRollups();
    expect(await findGlobalRank({ db, userId: ranked!.user_id })).toBeNull();
  });
});
