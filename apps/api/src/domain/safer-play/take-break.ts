import type { SelfExclusionDuration, TimeOutDuration } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { readSaferPlaySettings } from './read-safer-play-settings.ts';
import { breakEnd } from './safer-play-constants.ts';

export type TakeBreakOptions = { db: AppDatabase; clock: Clock; userId: string } & (
  { kind: 'timeOut'; duration: TimeOutDuration } | { kind: 'selfExclusion'; duration: SelfExclusionDuration }
);

/**
 * Starts a time-out or a self-exclusion from now. Nothing ends or shortens a break in force, not even this:
 * during one, only a break that ends later than it may be taken (a longer time-out, or a self-exclusion).
 * Play session ends with it. Returns when the new break ends.
 */
export async function takeBreak(options: TakeBreakOptions): Promise<{ until: Date }> {
  const { userId } = options;
  const now = options.clock.now();
  const until = breakEnd(options.duration, now);
  return options.db.transaction(async (tx) => {
    const settings = await readSaferPlaySettings({ db: tx, userId, now, lock: true });
    const inForce = [settings.timeOutUntil, settings.selfExclusionUntil].filter(
      (end): end is Date => end !== null && end > now,
    );
    const latest = inForce.reduce<Date | null>((max, end) => (max && max > end ? max : end), null);
    if (latest && latest >= until) {
      const what = settings.selfExclusionUntil && settings.selfExclusionUntil > now ? 'self-exclusion' : 'time-out';
      throw new DomainError(
        'SAFER_PLAY_BREAK',
        `Your ${what} runs until ${latest.toISOString().slice(0, 16).replace('T', ' ')} UTC and cannot be shortened or changed`,
      );
    }
    const column = options.kind === 'timeOut' ? sql`time_out_until` : sql`self_exclusion_until`;
    await tx.execute(sql`
      update safer_play_settings
         set ${column} = ${until.toISOString()}, session_started_at = null, session_last_game_at = null,
             reality_check_answered_at = null, updated_at = ${now.toISOString()}
       where user_id = ${userId}`);
    return { until };
  });
}
