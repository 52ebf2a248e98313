// A burst of new players at `npm run cluster` (HAProxy from Debian in front of 2 API processes and a worker, on
// PostgreSQL), smaller than the bench's 200: every one signs up, signs in, funds a wallet and creates a game, with
// no 502 and no reset connection on the way. A burst the processes cannot take at once is answered 503 OVERLOADED
// with Retry-After (or HAProxy's own 503 with Retry-After), and those players come back and get through.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clusterPort, startBurstCluster } from '../../../../bench/support/burst-cluster.mjs';
import { runBurst } from '../../../../bench/support/burst-players.mjs';
import { onPostgres, SKIP_REASON } from './scale-out-kit.ts';

const haveHaproxy = existsSync('/usr/sbin/haproxy');
const skipReason = !onPostgres ? SKIP_REASON : 'needs HAProxy at /usr/sbin/haproxy (apt-get install haproxy)';
const PLAYERS = 60;

describe.skipIf(!onPostgres || !haveHaproxy)(
  `a burst of ${PLAYERS} new players through HAProxy (${onPostgres && haveHaproxy ? 'npm run cluster' : skipReason})`,
  () => {
    it('gets every player to a created game with no 502 and no reset connection', { timeout: 150_000 }, async () => {
      const cluster = await startBurstCluster({
        players: PLAYERS,
        port: Number(process.env.BURST_TEST_PORT ?? (await clusterPort())),
      });
      try {
        const figures = await runBurst({ baseUrl: cluster.baseUrl, origin: cluster.baseUrl, players: PLAYERS });
        const report = `${JSON.stringify(figures, null, 2)}\n--- cluster output:\n${cluster.output().slice(-4_000)}`;
        expect(figures.failures, report).toEqual([]);
        expect(figures.through, report).toBe(PLAYERS);
        expect(figures.badGateway, report).toBe(0);
        expect(figures.resets, report).toBe(0);
        // Every 503 told the player when to come back.
        expect(figures.unavailableWithoutRetryAfter, report).toBe(0);
      } finally {
        await cluster.stop();
      }
    });
  },
);
