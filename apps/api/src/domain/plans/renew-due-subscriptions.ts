import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { EmailMessage, Mailer } from '../../mail/mailer.ts';
import { DomainError } from '../domain-error.ts';
import { findWallet } from '../wallets/find-wallet.ts';
import { addMonths } from './add-months.ts';
import { chargeSubscription } from './charge-subscription.ts';
import { RENEWAL_BATCH_SIZE, RENEWAL_FAILED_MESSAGE, RENEWAL_FAILED_SUBJECT } from './plan-constants.ts';
import type { PlanSettings } from './plan-settings.ts';
import {
  SUBSCRIPTION_COLUMNS,
  toSubscriptionRecord,
  type SubscriptionRecord,
  type SubscriptionRow,
} from './subscription-record.ts';

export interface RenewDueSubscriptionsOptions {
  db: AppDatabase;
  clock: Clock;
  settings: PlanSettings;
  mailer: Mailer;
  log?: Logger;
}

export interface RenewalOutcome {
  renewed: number;
  /** Cancelled subscriptions whose period ended. */
  ended: number;
  /** Renewals that could not be paid: those players are on Free now, and were emailed. */
  failed: number;
}

type Decision = 'renewed' | 'ended' | 'failed';

/**
 * Every live subscription whose period has ended: a cancelled one ends; any other pays its next month from its
 * wallet at today's configured price and moves on a calendar month, or, when that wallet cannot pay (too little
 * available, closed), ends with the player back on Free and an email saying so. A subscription months overdue
 * (no process ran) pays each month it was Premium for, one round each, all in this run.
 *
 * Safe to run from several processes at once and idempotent: rows are claimed with FOR UPDATE SKIP LOCKED and
 * change with their payment in one transaction, so a period is decided once; the payment's ledger key
 * (`subscription:<id>:<period>`) would refuse a second charge anyway.
 */
export async function renewDueSubscriptions(options: RenewDueSubscriptionsOptions): Promise<RenewalOutcome> {
  const { db, clock } = options;
  const outcome: RenewalOutcome = { renewed: 0, ended: 0, failed: 0 };
  for (;;) {
    const now = clock.now();
    const emails: EmailMessage[] = [];
    const claimed = await db.transaction(async (tx) => {
      const rows = await queryRows<SubscriptionRow>(
        tx,
        sql`select ${sql.raw(SUBSCRIPTION_COLUMNS)} from subscriptions
             where status = 'active' and current_period_end <= ${now.toISOString()}
             order by current_period_end
             limit ${RENEWAL_BATCH_SIZE}
               for update skip locked`,
      );
      for (const row of rows) {
        const subscription = toSubscriptionRecord(row);
        const decision = await decide(tx, options, subscription, now);
        outcome[decision] += 1;
        if (decision === 'failed') {
          const [user] = await queryRows<{ email: string }>(
            tx,
            sql`select email from users where id = ${subscription.userId}`,
          );
          if (user) emails.push({ to: user.email, subject: RENEWAL_FAILED_SUBJECT, text: RENEWAL_FAILED_MESSAGE });
        }
      }
      return rows.length;
    });
    // After the commit: the player is on Free whether or not the email goes out.
    for (const email of emails) {
      await options.mailer.send(email).catch((error: unknown) => {
        options.log?.error({ err: error }, 'could not send the renewal-failed email');
      });
    }
    // Until a round finds nothing due: a renewed month may itself be over already (no process ran for a while).
    if (claimed === 0) return outcome;
  }
}

async function decide(
  tx: AppDatabase,
  options: RenewDueSubscriptionsOptions,
  subscription: SubscriptionRecord,
  now: Date,
): Promise<Decision> {
  const stamp = now.toISOString();
  if (subscription.cancelAtPeriodEnd) {
    await tx.execute(
      sql`update subscriptions set status = 'ended', end_reason = 'cancelled', ended_at = current_period_end,
                 updated_at = ${stamp} where id = ${subscription.id}`,
    );
    return 'ended';
  }
  const nextPeriod = subscription.periodNumber + 1;
  const price = options.settings.premiumPrices[subscription.currency];
  try {
    // A savepoint: a refused payment rolls back alone, and the subscription ends instead.
    await tx.transaction(async (savepoint) => {
      const wallet = await findWallet({ db: savepoint, userId: subscription.userId, walletId: subscription.walletId });
      if (!wallet) throw new DomainError('NOT_FOUND', 'The paying wallet is closed');
      await chargeSubscription({
        db: savepoint,
        clock: options.clock,
        userId: subscription.userId,
        subscriptionId: subscription.id,
        periodNumber: nextPeriod,
        walletId: wallet.id,
        currency: subscription.currency,
        price,
      });
      await savepoint.execute(
        sql`update subscriptions set period_number = ${nextPeriod}, price = ${price.toString()}::bigint,
                   current_period_start = current_period_end,
                   current_period_end = ${addMonths(subscription.anchorAt, nextPeriod).toISOString()},
                   updated_at = ${stamp}
             where id = ${subscription.id}`,
      );
    });
    return 'renewed';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    options.log?.info({ subscriptionId: subscription.id, reason: error.message }, 'premium renewal not paid');
    await tx.execute(
      sql`update subscriptions set status = 'ended', end_reason = 'paymentFailed', ended_at = ${stamp},
                 updated_at = ${stamp} where id = ${subscription.id}`,
    );
    return 'failed';
  }
}
