import { ageOn, MINIMUM_AGE_YEARS, UNDERAGE_MESSAGE } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';

/** Refuses (422 UNDERAGE) a date of birth under the minimum age on the server's today (UTC). */
export function assertAdult(dateOfBirth: string, now: Date): void {
  if (ageOn(dateOfBirth, now.toISOString().slice(0, 10)) >= MINIMUM_AGE_YEARS) return;
  throw new DomainError('UNDERAGE', UNDERAGE_MESSAGE, { dateOfBirth: UNDERAGE_MESSAGE });
}

/**
 * Gives the date of birth of an account made before sign-up asked for it. Once known it is not changed here
 * (a correction is a support matter): a second, different date is a conflict.
 */
export async function setDateOfBirth(options: {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  dateOfBirth: string;
}): Promise<void> {
  const { db, userId, dateOfBirth } = options;
  const now = options.clock.now();
  assertAdult(dateOfBirth, now);
  const updated = await queryRows<{ id: string }>(
    db,
    sql`update users set date_of_birth = ${dateOfBirth}, updated_at = ${now.toISOString()}
         where id = ${userId} and (date_of_birth is null or date_of_birth = ${dateOfBirth})
        returning id`,
  );
  if (updated.length === 0) {
    throw new DomainError('CONFLICT', 'Your date of birth is already on file. Please contact support to correct it.');
  }
}
