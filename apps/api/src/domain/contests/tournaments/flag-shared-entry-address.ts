import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { riskFlags } from '../../../db/schema.ts';
import { LOOPBACK } from '../../admin/assess-player-risk.ts';

/**
 * Two entrants of one contest from one address (decision 0103's integrity rules): the new entry is let in, and both
 * players are flagged to the risk monitor (`shared_contest_address`, the console's Risk list) with the match and the
 * accounts that share it. Loopback says nothing of a device, as in the risk scan.
 */
export async function flagSharedEntryAddress(options: {
  db: AppDatabase;
  matchId: string;
  entryId: string;
  now: Date;
}): Promise<number> {
  const { db, matchId, entryId, now } = options;
  const sharing = await queryRows<{ user_id: string; ip_address: string }>(
    db,
    sql`select g.user_id, o.ip_address
          from match_entry_origins mine
          join match_entry_origins o on o.match_id = mine.match_id and o.ip_address = mine.ip_address
          join games g on g.id = o.entry_id
         where mine.entry_id = ${entryId} and mine.match_id = ${matchId} and mine.ip_address is not null
           and mine.ip_address not in (${sql.join(
             LOOPBACK.map((address) => sql`${address}`),
             sql`, `,
           )})`,
  );
  if (sharing.length < 2) return 0;
  const userIds = sharing.map((row) => row.user_id);
  const figures = { matchId, address: sharing[0]!.ip_address, accounts: userIds.length, userIds };
  for (const userId of userIds) {
    await db
      .insert(riskFlags)
      .values({ userId, kind: 'shared_contest_address', figures, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [riskFlags.userId, riskFlags.kind], set: { figures, updatedAt: now } });
  }
  return userIds.length;
}
