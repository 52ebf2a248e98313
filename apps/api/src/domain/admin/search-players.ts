import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { UserRole } from './set-user-role.ts';

export const PLAYER_SEARCH_LIMIT = 50;

export interface PlayerSummary {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  lockedAt: Date | null;
  createdAt: Date;
  flagged: boolean;
}

interface PlayerRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  locked_at: Date | string | null;
  created_at: Date | string;
  flagged: boolean;
}

export const PLAYER_COLUMNS = sql`u.id, u.email, u.username, u.first_name, u.last_name, u.role, u.locked_at, u.created_at,
  exists (select 1 from risk_flags f where f.user_id = u.id) as flagged`;

export function toPlayerSummary(row: PlayerRow): PlayerSummary {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    lockedAt: row.locked_at === null ? null : new Date(row.locked_at),
    createdAt: new Date(row.created_at),
    flagged: row.flagged,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Players whose email or username starts with the text (case-insensitive), or whose id it is. */
export async function searchPlayers({ db, query }: { db: AppDatabase; query: string }): Promise<PlayerSummary[]> {
  const text = query.trim().toLowerCase();
  const pattern = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byId = UUID.test(text) ? sql`or u.id = ${text}::uuid` : sql``;
  const rows = await queryRows<PlayerRow>(
    db,
    sql`select ${PLAYER_COLUMNS} from users u
         where u.email like ${pattern} or lower(u.username) like ${pattern} ${byId}
         order by u.created_at desc limit ${PLAYER_SEARCH_LIMIT}`,
  );
  return rows.map(toPlayerSummary);
}
