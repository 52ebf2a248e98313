import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * The player's answer to a reality check: 'continue' counts the next interval from now; 'stop' closes the
 * play session (the next game opens a new one, with its own time and net result).
 */
export async function answerRealityCheck(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  action: 'continue' | 'stop';
}): Promise<void> {
  const now = options.clock.now().toISOString();
  await options.db.execute(
    options.action === 'continue'
      ? sql`update safer_play_settings set reality_check_answered_at = ${now}, updated_at = ${now}
             where user_id = ${options.userId} and session_started_at is not null`
      : sql`update safer_play_settings
               set session_started_at = null, session_last_game_at = null, reality_check_answered_at = null,
                   updated_at = ${now}
             where user_id = ${options.userId}`,
  );
}
