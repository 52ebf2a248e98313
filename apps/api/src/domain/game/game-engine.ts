import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { applyGameEvent, type AppliedGameEvent } from './apply-game-event.ts';
import type { GameRow } from './run-game-event.ts';
import type { IssueMediaPath } from './build-server-message.ts';
import { createClipMediaCache } from './engine/clip-media-cache.ts';
import { deliverGameMessages } from './engine/deliver-game-messages.ts';
import { findDueGames, startPoller } from './engine/due-games.ts';
import { findOrphanedSockets } from './engine/find-orphaned-sockets.ts';
import { createGameConnections, type GameConnection } from './engine/game-connections.ts';
import { createSerialQueues } from './engine/serial-queues.ts';
import { createWakeTimers } from './engine/wake-timers.ts';
import type { RoundEvent } from './rules/round-state.ts';

// The live side of games in one process: the open sockets of each game, the order of events per game, the
// delivery of messages after each commit, and the wake-ups. The database stays the authority: every event
// goes through applyGameEvent (row lock, rules, state, money, commit), and every wake-up the process
// would lose by dying is in `games.next_wake_at`, which the poller reads. Timers only make near deadlines
// punctual; a restarted process resumes every game from the database alone.
//
// Messages reach the sockets this process holds. Several processes behind a load balancer would need a
// fan-out between them (LISTEN/NOTIFY) for two sockets of one game held by two processes.

// Each job is a module of its own under engine/: the sockets (game-connections), the order per game
// (serial-queues), the media cache, the delivery, the timers, the poller of due games and the orphaned
// sockets of earlier processes. This file only wires them together.

export interface GameEngineOptions {
  db: AppDatabase;
  clock: Clock;
  log: Logger;
  issuePath: IssueMediaPath;
  /** In-process timers for wake-ups due within TIMER_HORIZON_MS. Default true. */
  timers?: boolean;
  /** How often due games are claimed from the database; 0 turns the poller off (tests). Default 500. */
  pollIntervalMs?: number;
}

export interface DispatchOptions {
  sender?: GameConnection;
  onlyIfDue?: boolean;
}

export interface GameEngine {
  readonly instanceId: string;
  /** A fresh connection id for a socket of this process. */
  newConnectionId(): string;
  attach(connection: GameConnection): void;
  detach(connection: GameConnection): void;
  /** Applies one event to a game (serially per game) and delivers its messages after the commit. */
  dispatch(
    gameId: string,
    event: (at: number) => RoundEvent,
    options?: DispatchOptions,
  ): Promise<AppliedGameEvent | null>;
  /** Ticks every game whose wake-up is due; answers how many changed. */
  runDueGames(): Promise<number>;
  /** Marks sockets that died with an earlier process as closed, then starts the poller. */
  start(): Promise<void>;
  /** Stops timers and the poller, waits for events in flight, closes this process's sockets. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 500;
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const CLOSE_GOING_AWAY = 1001;

export function createGameEngine(options: GameEngineOptions): GameEngine {
  const { db, clock, log, issuePath } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const instanceId = randomUUID();
  const connections = createGameConnections();
  const queues = createSerialQueues();
  const clipMedia = createClipMediaCache(db);
  // Each live game's row as this process last wrote it: its next event can then skip the locking read
  // (apply-to-known-row.ts). Forgotten when the game ends or its last socket here closes.
  const knownRows = new Map<string, GameRow>();
  const timers = createWakeTimers({
    clock,
    enabled: options.timers ?? true,
    onWake: (gameId) => void engine.dispatch(gameId, (at) => ({ type: 'tick', at }), { onlyIfDue: true }),
  });
  let stopPoller: (() => void) | null = null;
  let stopping = false;

  const engine: GameEngine = {
    instanceId,
    newConnectionId: () => `${instanceId}:${randomUUID()}`,
    attach: (connection) => connections.attach(connection),
    detach(connection) {
      connections.detach(connection);
      if (connections.of(connection.gameId).length === 0) knownRows.delete(connection.gameId);
    },
    dispatch(gameId, event, dispatchOptions = {}) {
      const { sender, onlyIfDue } = dispatchOptions;
      return queues.run(gameId, async () => {
        if (stopping) return null;
        let applied: AppliedGameEvent | null;
        try {
          applied = await applyGameEvent({ db, clock, gameId, event, onlyIfDue, known: knownRows.get(gameId) });
        } catch (error) {
          log.error({ err: error, gameId }, 'game event failed');
          sender?.send({ type: 'errorOccurred', payload: { message: SERVER_ERROR_MESSAGE } });
          return null;
        }
        if (!applied) return null;
        const live = applied.row && applied.state.phase !== 'ended' && applied.state.phase !== 'voided';
        if (live && connections.of(gameId).length > 0) knownRows.set(gameId, applied.row!);
        else knownRows.delete(gameId);
        try {
          await deliverGameMessages({ applied, sender, open: connections.of(gameId), clipMedia, issuePath });
        } catch (error) {
          log.error({ err: error, gameId }, 'game message delivery failed');
        }
        timers.schedule(gameId, applied.nextWakeAt);
        return applied;
      });
    },
    async runDueGames() {
      let changed = 0;
      for (const id of await findDueGames({ db, clock })) {
        // A game with a timer armed here is this process's to wake: a second transaction would find it done.
        if (timers.has(id)) continue;
        const applied = await engine.dispatch(id, (at) => ({ type: 'tick', at }), { onlyIfDue: true });
        if (applied) changed += 1;
      }
      return changed;
    },
    async start() {
      // A failure here must not keep the server from starting: the games' deadlines still fire, and a game
      // whose dead socket is still listed ends `timeout` instead of `disconnected` at worst.
      try {
        for (const { gameId, connectionId } of await findOrphanedSockets({ db, instanceId })) {
          await engine.dispatch(gameId, (at) => ({ type: 'socketClosed', at, connectionId }));
        }
      } catch (error) {
        log.error({ err: error }, 'could not close the sockets of an earlier process');
      }
      if (pollIntervalMs > 0) {
        stopPoller = startPoller({ intervalMs: pollIntervalMs, poll: () => engine.runDueGames(), log });
      }
    },
    async stop() {
      stopping = true;
      stopPoller?.();
      timers.stop();
      await queues.drain();
      connections.closeAll(CLOSE_GOING_AWAY, 'Server shutting down');
    },
  };
  return engine;
}
