import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { INSTANCE_DEAD_AFTER_SECONDS } from './instance-heartbeat.ts';

/**
 * Sockets listed in live games' states whose process is not alive: it stopped, or its heartbeat went stale (a
 * kill -9, a lost machine). A socket id starts with its process's id. Each is to be closed in its game.
 */
export async function findOrphanedSockets(options: {
  db: AppDatabase;
}): Promise<Array<{ gameId: string; connectionId: string }>> {
  return queryRows<{ gameId: string; connectionId: string }>(
    options.db,
    sql`select g.id as "gameId", c.id as "connectionId"
          from games g, jsonb_array_elements_text(g.state->'openConnections') as c(id)
         where g.status in ('created', 'active')
           and jsonb_array_length(g.state->'openConnections') > 0
           and not exists (
             select 1 from game_server_instances i
              where i.id = split_part(c.id, ':', 1)
                and i.heartbeat_at > now() - make_interval(secs => ${INSTANCE_DEAD_AFTER_SECONDS}))`,
  );
}
