import fp from 'fastify-plugin';
import { createGameEngine, type GameEngine } from '../domain/game/game-engine.ts';
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
    });
    app.decorate('games', engine);
    app.media.registerGate((gate) => isQuestionRevealed({ db: app.db, gate }));
    app.addHook('onReady', () => engine.start());
    app.addHook('preClose', () => engine.stop());
  },
  { name: 'game-server', dependencies: ['app-context', 'media'] },
);
