// The risk monitor's scan weighs players in batches (assessPlayersRisk): each player of a batch is
// judged on their own record alone, whatever the others in it did.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { assessPlayersRisk } from '../../src/domain/admin/assess-player-risk.ts';
import { fundedPlayer, playCalls, seedClips, startGameTestApp } from '../game/game-test-kit.ts';
import type { TestApp } from '../helpers/start-test-app.ts';

describe('the risk scan, many players at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // Near toss-ups for the reference predictor: it calls each of these right about 52 % of the time.
    await seedClips(t, { goals: 60, misses: 60, xg: { goal: 0.1, miss: 0.1 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const flagsOf = (userId: string) =>
    queryRows<{ kind: string; figures: Record<string, unknown> }>(
      t.database.db,
      sql`select kind, figures from risk_flags where user_id = ${userId} order by kind`,
    );

  it('flags the player who answers from the table, and only them', async () => {
    // One after the other: each game moves the clock on, and a player's sign-in lasts a quarter of an hour.
    const honest = await fundedPlayer(t, 50);
    for (let game = 0; game < 5; game += 1) await playCalls(t, honest, [true, false, true, false, game % 2 === 0]);
    const cheater = await fundedPlayer(t, 50);
    for (let game = 0; game < 5; game += 1) await playCalls(t, cheater, [true, true, true, true, true]);
    const newcomer = await fundedPlayer(t, 50);
    await assessPlayersRisk({
      db: t.database.db,
      userIds: [honest.user.id, cheater.user.id, newcomer.user.id],
      now: t.clock.now(),
    });
    expect(await flagsOf(honest.user.id)).toEqual([]);
    expect(await flagsOf(newcomer.user.id)).toEqual([]);
    // The cheater's own 25 questions, not the honest player's beside them.
    expect(await flagsOf(cheater.user.id)).toEqual([
      {
        kind: 'improbable_record',
        figures: expect.objectContaining({ answered: 25, correct: 25, longestStreak: 25 }),
      },
    ]);
  });
});
