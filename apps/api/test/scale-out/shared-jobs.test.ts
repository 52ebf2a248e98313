// Background work shared by any number of processes (decision 0020). Two API processes and two
// workers on one PostgreSQL render a set of pending clips and sweep a set of expired fundings: every clip is
// claimed and rendered once, every funding is cancelled once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { startApiProcess, startWorkerProcess, stopApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { insertPendingTestClips } from '../helpers/fresh-clips.ts';
import { playerWithWallet, startFunding } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import { startGameTestApp, waitFor } from '../game/game-test-kit.ts';
import { onPostgres, SKIP_REASON, twinEnv } from './scale-out-kit.ts';

const CLIPS = 4;
const FUNDINGS = 3;

describe.skipIf(!onPostgres)(`jobs shared by processes (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let t: TestApp;
  let processes: Array<Pick<ApiProcess, 'child' | 'exited' | 'logs' | 'stderr'>> = [];
  beforeAll(async () => {
    t = await startGameTestApp();
  });
  afterAll(async () => {
    await Promise.all(processes.map((each) => stopApiProcess(each)));
    await t.close();
  });

  it('two API processes and two workers render each clip once and sweep each funding once', async () => {
    const clipIds = await insertPendingTestClips(t, { count: CLIPS });
    const player = await playerWithWallet(t);
    for (let index = 0; index < FUNDINGS; index += 1)
      await startFunding(player.client, player.user.id, player.wallet.id, 5);
    // Their checkouts ran out a minute ago (the processes run on the real clock).
    await t.database.db.execute(
      sql`update money_transactions set expires_at = now() - interval '1 minute' where type = 'funding'`,
    );

    const env = { ...twinEnv(t), RENDER_CONCURRENCY: '1', SWEEP_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' };
    processes = await Promise.all([
      startApiProcess(env),
      startApiProcess(env),
      startWorkerProcess(env),
      startWorkerProcess(env),
    ]);

    const ready = () =>
      queryRows<{ id: string; media_status: string; render_attempts: number }>(
        t.database.db,
        sql`select id, media_status, render_attempts from clips`,
      );
    await waitFor(async () => (await ready()).every((clip) => clip.media_status === 'ready'), 'clips rendered', 90_000);
    await waitFor(
      async () =>
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`select count(*)::int as n from money_transactions where type = 'funding' and status = 'cancelled'`,
          )
        )[0]?.n === FUNDINGS,
      'fundings swept',
      10_000,
    );

    // One claim each (a claim counts as an attempt), so no clip was rendered twice.
    expect((await ready()).map((clip) => [clip.id, clip.render_attempts]).sort()).toEqual(
      clipIds.map((id) => [id, 1]).sort(),
    );
    // Each funding moved once: the sweeps' counts over every process add up to the fundings, not more.
    const swept = processes
      .flatMap((each) => each.logs())
      .filter((line) => line.msg === 'swept' && line.sweep === 'expired fundings')
      .reduce((sum, line) => sum + Number(line.count), 0);
    expect(swept).toBe(FUNDINGS);
  }, 120_000);
});
