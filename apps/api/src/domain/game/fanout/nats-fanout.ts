import { createHash } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import type { Logger } from '../../../lib/logger.ts';
import type { GameBus } from '../game-engine.ts';
import { parseGameNotice } from '../publish-game-event.ts';

// The `nats` fan-out (decision 0140): the process that applied a change publishes its notice to one NATS subject
// per deployment once the write has committed (the engine calls `publish` after applyGameEvent returns), and every
// process subscribes. NATS keeps a publisher's order, not a game's (two processes may write one game), and it
// drops what a subscriber misses while disconnected: the engine orders by version, resyncs a game whose version
// never came, and checks the stored versions on every heartbeat; after a reconnection `resync` compares them at once.
//
// A NATS outage closes no socket: the client reconnects for ever (every RECONNECT_WAIT_MS). Notices published
// during it may be lost, both those this process publishes and those others publish while it is cut off: the
// reconnection's resync, a later notice's gap and the heartbeat's check of the stored versions each make the
// sockets of a game that changed meanwhile resync from the database (a message late, never wrong or missing).

const RECONNECT_WAIT_MS = 500;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The subject of one deployment: every process of it shares one database, so the subject is named after that
 * database (its host, port and name, hashed: no password, no dots from hostnames). Two deployments on one NATS
 * server never hear each other.
 */
export function gameEventsSubject(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const identity = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  return `gom.game-events.${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}

export interface NatsGameBusOptions {
  /** NATS_URL: one URL or several comma-separated. */
  url: string;
  subject: string;
  log: Logger;
}

export function natsGameBus(options: NatsGameBusOptions): GameBus & { connection(): NatsConnection | null } {
  const { subject, log } = options;
  const servers = options.url.split(',').map((server) => server.trim());
  const encoder = new TextEncoder();
  let nc: NatsConnection | null = null;
  let closing = false;
  return {
    connection: () => nc,
    async listen({ notice, resync }) {
      try {
        nc = await connect({
          servers,
          name: `gom-api-${process.pid}`,
          reconnect: true,
          maxReconnectAttempts: -1,
          reconnectTimeWait: RECONNECT_WAIT_MS,
          timeout: CONNECT_TIMEOUT_MS,
        });
      } catch (error) {
        // Redacted: a URL may carry a password.
        const where = servers.map((server) => server.replace(/\/\/[^@/]*@/, '//***@')).join(',');
        throw new Error(`FANOUT=nats: could not connect to NATS at ${where}: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const connection = nc;
      connection.subscribe(subject, {
        callback: (error, message) => {
          if (error) return log.error({ err: error }, 'game notices: the NATS subscription failed');
          const parsed = parseGameNotice(message.string());
          if (parsed) notice(parsed);
          else log.warn({ subject }, 'an unreadable game notice was ignored');
        },
      });
      void (async () => {
        for await (const status of connection.status()) {
          if (status.type === 'disconnect') log.warn({ server: status.data }, 'game notices: NATS disconnected');
          if (status.type === 'reconnect') {
            log.warn({ server: status.data }, 'game notices: NATS reconnected');
            resync();
          }
        }
      })();
      // The subscription is registered with the server before the process serves.
      await connection.flush();
    },
    publish(payload) {
      if (!nc || closing) return;
      try {
        nc.publish(subject, encoder.encode(payload));
      } catch (error) {
        // Closed: the others catch up from the database (their heartbeat check).
        log.error({ err: error }, 'game notices: could not publish to NATS');
      }
    },
    async close() {
      closing = true;
      const connection = nc;
      nc = null;
      if (connection && !connection.isClosed()) await connection.drain().catch(() => connection.close());
    },
  };
}
