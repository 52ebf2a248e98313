import type { AppDatabase } from '../db/client.ts';
import { sweepDueChallenges } from '../domain/contests/challenges/sweep-due-challenges.ts';
import { expireFundings } from '../domain/payments/expire-fundings.ts';
import type { PaymentProvider } from '../domain/payments/payment-provider.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';

// The background work that runs on a timer, in every API process and every `npm run worker` alike (decision
// 0020). Each sweep claims its rows in the database (one conditional update, or FOR UPDATE SKIP LOCKED), so any
// number of processes running it at once do each row once. Other background work claims its own way: clip
// renders and media purges (the clip worker), due game deadlines and unstarted games' voiding (the game server's
// poller of `next_wake_at`), and Premium renewals (plugins/plans.ts, in every API process: they need the mailer;
// each batch is claimed FOR UPDATE SKIP LOCKED and each month's payment has its own idempotency key).

export interface SweepContext {
  db: AppDatabase;
  clock: Clock;
  /** The payment provider taking payments (asked about a funding before its sweep cancels it). */
  provider: PaymentProvider | null;
  log: Logger;
}

export interface PeriodicSweep {
  /** Logged with the count of rows a run moved. */
  name: string;
  run(context: SweepContext): Promise<number>;
}

export const PERIODIC_SWEEPS: readonly PeriodicSweep[] = [
  { name: 'expired fundings', run: expireFundings },
  { name: 'due challenges', run: sweepDueChallenges },
];

/** Runs every sweep each `intervalMs` (a run is skipped while the previous one is still going); answers a stop. */
export function startPeriodicSweeps(
  options: SweepContext & { intervalMs: number; sweeps?: readonly PeriodicSweep[] },
): () => void {
  const { db, clock, log, provider, sweeps = PERIODIC_SWEEPS } = options;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      for (const sweep of sweeps) {
        try {
          const count = await sweep.run({ db, clock, provider, log });
          if (count > 0) log.info({ sweep: sweep.name, count }, 'swept');
        } catch (error) {
          log.error({ err: error, sweep: sweep.name }, 'sweep failed');
        }
      }
    })().finally(() => {
      running = false;
    });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
