import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { FanoutSetting } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createGameEngine, type GameBus, type GameEngine } from '../domain/game/game-engine.ts';
import { gameEventsSubject, natsGameBus } from '../domain/game/fanout/nats-fanout.ts';
import { notifyGameBus } from '../domain/game/fanout/notify-fanout.ts';
import { isQuestionRevealed } from '../domain/game/is-question-revealed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live games of this process: sockets, events, wake-ups (src/domain/game/game-engine.ts). */
    games: GameEngine;
  }
}

export interface GameServerPluginOptions {
  /** In-process timers for near deadlines. Default true; tests turn them off and call runDueGames. */
  timers?: boolean;
  /** The poller of due games; 0 turns it off. Default 500 ms. */
  pollIntervalMs?: number;
}

/**
 * The game server: its engine on the instance, the media gate that keeps a question's post-answer and
 * original videos locked until it is answered, and the scheduler's start (after the routes are ready,
 * closing the sockets a previous process left in the games' states) and stop.
 */
export const gameServerPlugin = fp<GameServerPluginOptions>(
  async (app, options) => {
    const engine = createGameEngine({
      db: app.db,
      clock: app.clock,
      log: app.log,
      issuePath: (issue) => app.media.issuePath(issue),
      timers: options.timers,
      pollIntervalMs: options.pollIntervalMs,
      // On PostgreSQL other processes may hold sockets of the same games; PGlite is one process.
      bus: gameBus(app.config.fanout, app.database, app.log),
      // Half the pool at most for locking transactions: the other half stays free for one-statement events.
      maxLockingEvents: Math.max(1, Math.floor(app.database.connections / 2)),
    });
    app.decorate('games', engine);
    app.media.registerGate((gate) => isQuestionRevealed({ db: app.db, gate }));
    app.addHook('onReady', () => engine.start());
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'game-server', dependencies: ['app-context', 'media'] },
);

/** The fan-out the configuration names (decision 0140); none on PGlite, which is one process. */
function gameBus(fanout: FanoutSetting, database: DatabaseHandle, log: FastifyBaseLogger): GameBus | undefined {
  if (!database.url) return undefined;
  if (fanout.kind === 'nats') return natsGameBus({ url: fanout.url, subject: gameEventsSubject(database.url), log });
  return notifyGameBus(database, log);
}
