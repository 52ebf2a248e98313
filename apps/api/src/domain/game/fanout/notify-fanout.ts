import type { DatabaseHandle } from '../../../db/client.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { GameBus } from '../game-engine.ts';
import { GAME_EVENTS_CHANNEL, parseGameNotice } from '../publish-game-event.ts';

/**
 * The `notify` fan-out (the default): each game write NOTIFYs from its own transaction (persist-game-event.ts), so
 * PostgreSQL delivers only committed changes, in commit order; this LISTENs on the channel (decision 0019). It has
 * no `publish`: the write announces itself.
 */
export function notifyGameBus(database: DatabaseHandle, log: Logger): GameBus {
  let listener: { close(): Promise<void> } | null = null;
  let stopWaiting = () => {};
  return {
    listen({ notice, resync }) {
      return new Promise<void>((resolve) => {
        let listening = false;
        stopWaiting = resolve;
        listener = database.listen({
          channel: GAME_EVENTS_CHANNEL,
          onNotice: (payload) => {
            const parsed = parseGameNotice(payload);
            if (parsed) notice(parsed);
            else log.warn({ channel: GAME_EVENTS_CHANNEL }, 'an unreadable game notice was ignored');
          },
          onListening: () => {
            if (!listening) {
              listening = true;
              return resolve();
            }
            log.warn({ channel: GAME_EVENTS_CHANNEL }, 'game notices: listening again after a lost connection');
            resync();
          },
          onLost: (error) => log.error({ err: error }, 'game notices: the LISTEN connection failed'),
        });
      });
    },
    async close() {
      // A bus closed before it ever listened lets its start finish.
      stopWaiting();
      await listener?.close();
    },
  };
}
