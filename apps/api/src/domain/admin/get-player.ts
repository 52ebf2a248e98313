import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { listRiskFlags, type RiskFlag } from './list-risk-flags.ts';
import { PLAYER_COLUMNS, toPlayerSummary, type PlayerSummary } from './search-players.ts';

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found';

export interface PlayerProfile extends PlayerSummary {
  activeSessions: number;
  flags: RiskFlag[];
}

/** Throws NOT_FOUND unless the account exists: a section read for a wrong id answers 404, not an empty state. */
export async function assertPlayerExists({ db, userId }: { db: AppDatabase; userId: string }): Promise<void> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from users where id = ${userId}`);
  if (!row) throw new DomainError('NOT_FOUND', PLAYER_NOT_FOUND_MESSAGE);
}

/** A player's profile as the console shows it: account state, live sessions, the risk monitor's flags. */
export async function getPlayer({ db, userId }: { db: AppDatabase; userId: string }): Promise<PlayerProfile> {
  const [row] = await queryRows<Parameters<typeof toPlayerSummary>[0] & { active_sessions: number }>(
    db,
    sql`select ${PLAYER_COLUMNS},
               (select count(*)::int from sessions s where s.user_id = u.id and s.revoked_at is null) as active_sessions
          from users u where u.id = ${userId}`,
  );
  if (!row) throw new DomainError('NOT_FOUND', PLAYER_NOT_FOUND_MESSAGE);
  return { ...toPlayerSummary(row), activeSessions: row.active_sessions, flags: await listRiskFlags({ db, userId }) };
}
