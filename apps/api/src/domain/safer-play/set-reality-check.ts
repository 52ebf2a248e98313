import type { RealityCheckInterval } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { readSaferPlaySettings } from './read-safer-play-settings.ts';
import { breakRefusal } from './safer-play-refusals.ts';

/** Chooses how often the reality check interrupts play (0: off). Refused during a break. */
export async function setRealityCheck(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  intervalMinutes: RealityCheckInterval;
}): Promise<void> {
  const { userId } = options;
  const now = options.clock.now();
  await options.db.transaction(async (tx) => {
    const settings = await readSaferPlaySettings({ db: tx, userId, now, lock: true });
    const refusal = breakRefusal(settings, now, 'change your reality check');
    if (refusal) throw refusal;
    await tx.execute(sql`
      update safer_play_settings set reality_check_minutes = ${options.intervalMinutes}, updated_at = ${now.toISOString()}
       where user_id = ${userId}`);
  });
}
