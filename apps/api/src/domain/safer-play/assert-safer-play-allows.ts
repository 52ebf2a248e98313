import type { CurrencyCode } from '@gom/contract/money';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../domain-error.ts';
import { limitReachedMessage, periodBounds } from './limit-periods.ts';
import { readSaferPlaySettings } from './read-safer-play-settings.ts';
import { breakRefusal, dateOfBirthRequired } from './safer-play-refusals.ts';
import { SESSION_IDLE_MS } from './safer-play-constants.ts';
import { effectiveLimit, formatMinor, listLimits, usageSince } from './safer-play-limits.ts';

export interface AssertSaferPlayAllowsOptions {
  /** Must be the transaction that then writes the stake or the funding: the lock lasts until it ends. */
  db: AppDatabase;
  clock: Clock;
  userId: string;
  action: 'stake' | 'funding';
  currency: CurrencyCode;
  /** Minor units of `currency`. */
  amount: bigint;
  /** A funding's key: a retry of a funding already started is no new deposit, and passes as it did then. */
  idempotencyKey?: string;
}

/**
 * The safer-play rules a stake or a funding must pass, checked under the player's safer-play lock inside the
 * caller's transaction: a date of birth is known, no time-out or self-exclusion is in force, and no limit
 * would be passed (a funding against the deposit limits; a stake, if lost, against the loss limits). A limit
 * may be reached exactly, never passed. A stake that passes also opens or extends the play session the
 * reality check measures.
 */
export async function assertSaferPlayAllows(options: AssertSaferPlayAllowsOptions): Promise<void> {
  const { db, userId, currency, amount, action } = options;
  const now = options.clock.now();
  const settings = await readSaferPlaySettings({ db, userId, now, lock: true });
  if (options.idempotencyKey !== undefined) {
    const started = await queryRows<{ id: string }>(
      db,
      sql`select id from money_transactions where user_id = ${userId} and idempotency_key = ${options.idempotencyKey}`,
    );
    if (started.length > 0) return;
  }
  if (settings.dateOfBirth === null) throw dateOfBirthRequired();
  const refusal = breakRefusal(settings, now, action === 'stake' ? 'play' : 'add funds');
  if (refusal) throw refusal;

  const kind = action === 'stake' ? 'loss' : 'deposit';
  for (const row of await listLimits({ db, userId, currency })) {
    if (row.kind !== kind) continue;
    const limit = effectiveLimit(row, now).amount;
    if (limit === null) continue;
    const { start, end } = periodBounds(row.period, now);
    const used = await usageSince({ db, userId, currency, kind, since: start, now });
    if (used + amount > limit) {
      throw new DomainError(
        'SAFER_PLAY_LIMIT',
        limitReachedMessage(kind, row.period, formatMinor(limit, currency), end),
      );
    }
  }

  if (action === 'stake') {
    const idle =
      settings.sessionStartedAt === null ||
      settings.sessionLastGameAt === null ||
      now.getTime() - settings.sessionLastGameAt.getTime() > SESSION_IDLE_MS;
    const startedAt = idle ? now : (settings.sessionStartedAt ?? now);
    const answeredAt = idle ? null : settings.realityCheckAnsweredAt;
    await db.execute(sql`
      update safer_play_settings
         set session_started_at = ${startedAt.toISOString()}, reality_check_answered_at = ${answeredAt?.toISOString() ?? null},
             session_last_game_at = ${now.toISOString()}, updated_at = ${now.toISOString()}
       where user_id = ${userId}`);
  }
}
