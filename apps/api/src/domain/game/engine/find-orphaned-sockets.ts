import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/**
 * Sockets listed in live games' states that this process (`instanceId`) does not hold: they died with an
 * earlier process, and each is to be closed in its game.
 */
export async function findOrphanedSockets(options: {
  db: AppDatabase;
  instanceId: string;
}): Promise<Array<{ gameId: string; connectionId: string }>> {
  const listed = await queryRows<{ id: string; connections: string[] }>(
    options.db,
    sql`select id, state->'openConnections' as connections from games
         where status in ('created', 'active') and jsonb_array_length(state->'openConnections') > 0`,
  );
  return listed.flatMap((game) =>
    game.connections
      .filter((connectionId) => !connectionId.startsWith(`${options.instanceId}:`))
      .map((connectionId) => ({ gameId: game.id, connectionId })),
  );
}
