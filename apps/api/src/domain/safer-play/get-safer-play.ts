import type { CurrencyCode } from '@gom/contract/money';
import type { SaferPlay } from '@gom/contract/safer-play';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { fromMinorUnits } from '../ledger/minor-units.ts';
import { periodBounds } from './limit-periods.ts';
import { readSaferPlaySettings, type SaferPlaySettingsRow } from './read-safer-play-settings.ts';
import { SESSION_IDLE_MS } from './safer-play-constants.ts';
import { effectiveLimit, listLimits, usageSince } from './safer-play-limits.ts';

const money = (minor: bigint, currency: CurrencyCode) => ({ value: fromMinorUnits(minor, currency), currency });
const inForce = (until: Date | null, now: Date) => (until && until > now ? { until: until.toISOString() } : null);

/** The session the reality check measures, or null when none is open (never played, stopped, or idle). */
async function openSession(db: AppDatabase, userId: string, settings: SaferPlaySettingsRow, now: Date) {
  const { sessionStartedAt, sessionLastGameAt } = settings;
  if (!sessionStartedAt || !sessionLastGameAt) return null;
  if (now.getTime() - sessionLastGameAt.getTime() > SESSION_IDLE_MS) return null;
  const rows = await queryRows<{ currency: CurrencyCode; net: string }>(
    db,
    sql`select currency, sum(case when type = 'winnings' then amount else -amount end)::text as net
          from money_transactions
         where user_id = ${userId} and created_at >= ${sessionStartedAt.toISOString()}
           and ((type = 'gameStake' and status <> 'cancelled') or (type = 'winnings' and status = 'completed'))
         group by currency order by currency`,
  );
  const minutes = settings.realityCheckMinutes;
  const from = settings.realityCheckAnsweredAt ?? sessionStartedAt;
  return {
    startedAt: sessionStartedAt.toISOString(),
    netResult: rows.map((row) => money(BigInt(row.net), row.currency)),
    nextCheckAt: minutes > 0 ? new Date(from.getTime() + minutes * 60_000).toISOString() : null,
  };
}

/** Everything the Safer play screen shows: the limits with what each has counted, the breaks, the session. */
export async function getSaferPlay(options: { db: AppDatabase; clock: Clock; userId: string }): Promise<SaferPlay> {
  const { db, userId } = options;
  const now = options.clock.now();
  const settings = await readSaferPlaySettings({ db, userId, now, lock: false });
  const limits = [];
  for (const row of await listLimits({ db, userId })) {
    const { amount, pending } = effectiveLimit(row, now);
    if (amount === null && pending === null) continue;
    const { start, end } = periodBounds(row.period, now);
    const used = await usageSince({ db, userId, currency: row.currency, kind: row.kind, since: start, now });
    limits.push({
      currency: row.currency,
      kind: row.kind,
      period: row.period,
      amount: amount === null ? null : money(amount, row.currency),
      pending: pending && {
        amount: pending.amount === null ? null : money(pending.amount, row.currency),
        effectiveAt: pending.effectiveAt.toISOString(),
      },
      used: money(used > 0n ? used : 0n, row.currency),
      resetsAt: end.toISOString(),
    });
  }
  return {
    dateOfBirthRequired: settings.dateOfBirth === null,
    limits,
    realityCheck: {
      intervalMinutes: settings.realityCheckMinutes,
      session: await openSession(db, userId, settings, now),
    },
    timeOut: inForce(settings.timeOutUntil, now),
    selfExclusion: inForce(settings.selfExclusionUntil, now),
  };
}
