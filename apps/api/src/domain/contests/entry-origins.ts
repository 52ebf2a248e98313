import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { matchEntryOrigins, riskFlags } from '../../db/schema.ts';
import { LOOPBACK } from '../admin/assess-player-risk.ts';

// Where each entry of a contest was made from, and the risk monitor's two findings on them (decision 0103's integrity
// rules): entrants of one contest from one address (`shared_contest_address`), and from one device
// (`shared_contest_device`: the device id the session's sign-in gave the browser). The entry is let in either way;
// every account that shares the address or the device is flagged with the match and the accounts, for an operator
// to judge (two flatmates may share an address; one browser playing both sides of a contest is collusion). A device
// id is a cookie a cheater can clear: the flag finds the careless, not the determined, as the address flag does.

/** Where the entering request came from; `sessionId` names the session whose device it was. */
export interface EntryOrigin {
  ipAddress: string | null;
  userAgent: string | null;
  sessionId?: string | null;
}

/** Records the entry's origin and flags whoever shares its address or device in the match. In the caller's transaction. */
export async function recordEntryOrigin(options: {
  db: AppDatabase;
  matchId: string;
  entryId: string;
  origin: EntryOrigin;
  now: Date;
}): Promise<void> {
  const { db, matchId, entryId, origin, now } = options;
  await db.insert(matchEntryOrigins).values({
    entryId,
    matchId,
    ipAddress: origin.ipAddress,
    userAgent: origin.userAgent?.slice(0, 512) ?? null,
    deviceId: origin.sessionId ? sql`(select device_id from sessions where id = ${origin.sessionId})` : null,
    createdAt: now,
  });
  await flagSharing({ db, matchId, entryId, now, on: 'address' });
  await flagSharing({ db, matchId, entryId, now, on: 'device' });
}

const SHARED = {
  // Loopback says nothing of a device, as in the risk scan.
  address: {
    column: sql.raw('ip_address'),
    kind: 'shared_contest_address',
    excluded: LOOPBACK,
  },
  device: { column: sql.raw('device_id'), kind: 'shared_contest_device', excluded: [] as readonly string[] },
} as const;

async function flagSharing(options: {
  db: AppDatabase;
  matchId: string;
  entryId: string;
  now: Date;
  on: keyof typeof SHARED;
}): Promise<number> {
  const { db, matchId, entryId, now } = options;
  const { column, kind, excluded } = SHARED[options.on];
  const sharing = await queryRows<{ user_id: string; shared: string }>(
    db,
    sql`select g.user_id, o.${column} as shared
          from match_entry_origins mine
          join match_entry_origins o on o.match_id = mine.match_id and o.${column} = mine.${column}
          join games g on g.id = o.entry_id
         where mine.entry_id = ${entryId} and mine.match_id = ${matchId} and mine.${column} is not null
           ${
             excluded.length > 0
               ? sql`and mine.${column} not in (${sql.join(
                   excluded.map((value) => sql`${value}`),
                   sql`, `,
                 )})`
               : sql``
           }`,
  );
  const userIds = [...new Set(sharing.map((row) => row.user_id))];
  if (userIds.length < 2) return 0;
  // The address is an operator's lead; a device id is a random cookie value, so it is not repeated in the figures.
  const figures =
    options.on === 'address'
      ? { matchId, address: sharing[0]!.shared, accounts: userIds.length, userIds }
      : { matchId, accounts: userIds.length, userIds };
  for (const userId of userIds) {
    await db
      .insert(riskFlags)
      .values({ userId, kind, figures, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [riskFlags.userId, riskFlags.kind], set: { figures, updatedAt: now } });
  }
  return userIds.length;
}
