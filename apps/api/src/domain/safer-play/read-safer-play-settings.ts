import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface SaferPlaySettingsRow {
  realityCheckMinutes: number;
  timeOutUntil: Date | null;
  selfExclusionUntil: Date | null;
  sessionStartedAt: Date | null;
  sessionLastGameAt: Date | null;
  realityCheckAnsweredAt: Date | null;
  dateOfBirth: string | null;
}

interface RawSettingsRow {
  reality_check_minutes: number;
  time_out_until: string | Date | null;
  self_exclusion_until: string | Date | null;
  session_started_at: string | Date | null;
  session_last_game_at: string | Date | null;
  reality_check_answered_at: string | Date | null;
  date_of_birth: string | Date | null;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * The player's safer-play settings (the defaults until a first change). With `lock`, the row is created if
 * missing and stays locked until the enclosing transaction ends: every stake, funding and settings change
 * takes this lock first, so two requests at once are checked one after the other and cannot both pass a limit.
 */
export async function readSaferPlaySettings(options: {
  db: AppDatabase;
  userId: string;
  now: Date;
  lock: boolean;
}): Promise<SaferPlaySettingsRow> {
  const { db, userId, now, lock } = options;
  // Locking needs the row; a plain read does not write (a player who never chose anything has the defaults).
  if (lock) {
    await db.execute(sql`insert into safer_play_settings (user_id, updated_at) values (${userId}, ${now.toISOString()})
                         on conflict (user_id) do nothing`);
  }
  const [row] = await queryRows<RawSettingsRow>(
    db,
    sql`select coalesce(s.reality_check_minutes, 0) as reality_check_minutes, s.time_out_until,
               s.self_exclusion_until, s.session_started_at, s.session_last_game_at, s.reality_check_answered_at,
               u.date_of_birth::text as date_of_birth
          from users u ${lock ? sql`join` : sql`left join`} safer_play_settings s on s.user_id = u.id
         where u.id = ${userId}
         ${lock ? sql`for update of s` : sql``}`,
  );
  if (!row) throw new Error('no such user');
  return {
    realityCheckMinutes: Number(row.reality_check_minutes),
    timeOutUntil: toDate(row.time_out_until),
    selfExclusionUntil: toDate(row.self_exclusion_until),
    sessionStartedAt: toDate(row.session_started_at),
    sessionLastGameAt: toDate(row.session_last_game_at),
    realityCheckAnsweredAt: toDate(row.reality_check_answered_at),
    dateOfBirth: row.date_of_birth === null ? null : String(row.date_of_birth).slice(0, 10),
  };
}
