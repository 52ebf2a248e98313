// The LISTEN connection of decision 0019: it hears NOTIFYs sent by other connections once they commit, and when
// its connection is cut (a restarted database, a network blip) it listens again and says so, so the game server
// can resync its sockets.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { listenChannel } from '../../src/db/listen-channel.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { waitFor } from '../game/game-test-kit.ts';
import { onPostgres, SKIP_REASON } from './scale-out-kit.ts';

describe.skipIf(!onPostgres)(`a LISTEN channel (${onPostgres ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('hears committed notices only, and listens again after its connection is cut', async () => {
    const heard: Array<string | undefined> = [];
    let reconnects = 0;
    const channel = listenChannel({
      url: database.url!,
      channel: 'test_channel',
      onNotice: (payload) => heard.push(payload),
      onReconnect: () => (reconnects += 1),
      onError: () => undefined,
      retryMs: 100,
    });
    try {
      await channel.ready;
      await database.db.execute(sql`select pg_notify('test_channel', 'one')`);
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('test_channel', 'rolled back')`);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.execute(sql`select pg_notify('test_channel', 'two')`);
      await waitFor(() => heard.length === 2, 'two notices');
      expect(heard).toEqual(['one', 'two']);

      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
             where application_name = 'gom-listen' and datname = current_database()`,
      );
      await waitFor(() => reconnects === 1, 'listening again', 10_000);
      await database.db.execute(sql`select pg_notify('test_channel', 'three')`);
      await waitFor(() => heard.length === 3, 'the notice after the cut');
      expect(heard.at(-1)).toBe('three');
    } finally {
      await channel.close();
    }
  });
});
