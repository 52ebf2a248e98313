import type { CurrencyCode } from '@gom/contract/money';
import type { LimitKind, LimitPeriod } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { toMinorUnits } from '../ledger/minor-units.ts';
import { readSaferPlaySettings } from './read-safer-play-settings.ts';
import { breakRefusal } from './safer-play-refusals.ts';
import { LIMIT_CHANGE_DELAY_MS } from './safer-play-constants.ts';
import { effectiveLimit, listLimits } from './safer-play-limits.ts';

export interface SetLimitOptions {
  db: AppDatabase;
  clock: Clock;
  userId: string;
  input: { currency: CurrencyCode; kind: LimitKind; period: LimitPeriod; amount: number | null };
}

/**
 * Sets, raises, lowers or removes one limit. Lowering (or setting where there was none) applies at once and
 * drops any waiting change; raising or removing waits 24 hours, shown as the pending change. Refused during a
 * time-out or self-exclusion.
 */
export async function setLimit(options: SetLimitOptions): Promise<void> {
  const { userId, input } = options;
  const now = options.clock.now();
  const requested = input.amount === null ? null : toMinorUnits(input.amount, input.currency, 'amount');
  await options.db.transaction(async (tx) => {
    const settings = await readSaferPlaySettings({ db: tx, userId, now, lock: true });
    const refusal = breakRefusal(settings, now, 'change your limits');
    if (refusal) throw refusal;
    const [row] = (await listLimits({ db: tx, userId, currency: input.currency })).filter(
      (limit) => limit.kind === input.kind && limit.period === input.period,
    );
    const { amount: current, pending } = row ? effectiveLimit(row, now) : { amount: null, pending: null };
    const stricter = requested !== null && (current === null || requested <= current);
    // Nothing to remove, or the same change already waiting (asking again does not restart its 24 hours).
    if (requested === null && current === null) return;
    if (!stricter && pending && pending.amount === requested) return;
    const amount = stricter ? requested : current;
    const pendingAt = stricter ? null : new Date(now.getTime() + LIMIT_CHANGE_DELAY_MS);
    const pendingAmount = stricter ? null : requested;
    await tx.execute(sql`
      insert into safer_play_limits (user_id, currency, kind, period, amount, pending_effective_at, pending_amount, updated_at)
      values (${userId}, ${input.currency}, ${input.kind}, ${input.period},
              ${amount === null ? null : amount.toString()}::bigint, ${pendingAt?.toISOString() ?? null},
              ${pendingAmount === null ? null : pendingAmount.toString()}::bigint, ${now.toISOString()})
      on conflict (user_id, currency, kind, period) do update
        set amount = excluded.amount, pending_effective_at = excluded.pending_effective_at,
            pending_amount = excluded.pending_amount, updated_at = excluded.updated_at`);
  });
}
