import fp from 'fastify-plugin';
import { runDueTournaments } from '../domain/contests/tournaments/run-due-tournaments.ts';
import { TOURNAMENT_POLL_INTERVAL_MS } from '../domain/contests/tournaments/tournament-constants.ts';

export interface Tournaments {
  /** Starts or closes every tournament that is due (also runs on the poller's interval). */
  runDue(): Promise<number>;
  /** The clip simulator's xG samples for a new tournament's set (undefined: the simulator's default). */
  xgSamples: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    tournaments: Tournaments;
  }
}

export interface TournamentsPluginOptions {
  /** 0 turns the poller off (tests call runDue themselves). Default TOURNAMENT_POLL_INTERVAL_MS. */
  pollIntervalMs?: number;
  xgSamples?: number;
}

/**
 * The tournaments' poller (decision 0150): each API process, every second, starts the tournaments whose start has
 * come and closes those whose last window has closed. Every process may run it at once: each tournament is claimed
 * with SKIP LOCKED and its start and close are idempotent.
 */
export const tournamentsPlugin = fp<TournamentsPluginOptions>(
  async (app, options) => {
    let running = false;
    const tournaments: Tournaments = {
      runDue: () => runDueTournaments({ db: app.db, clock: app.clock }),
      xgSamples: options.xgSamples,
    };
    app.decorate('tournaments', tournaments);
    const interval = options.pollIntervalMs ?? TOURNAMENT_POLL_INTERVAL_MS;
    if (interval <= 0) return;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      tournaments
        .runDue()
        .then(
          (count) => count > 0 && app.log.info({ count }, 'tournaments started or closed'),
          (error: unknown) => app.log.error({ err: error }, 'tournament poll failed; it runs again in a second'),
        )
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'tournaments', dependencies: ['app-context'] },
);
