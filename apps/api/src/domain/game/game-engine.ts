import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@gom/contract/socket';
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Clock } from '../../lib/clock.ts';
import { applyGameEvent, type AppliedGameEvent } from './apply-game-event.ts';
import { buildServerMessage, type ClipMedia, type IssueMediaPath } from './build-server-message.ts';
import { LIVE_GAME_STATUSES } from './game-status.ts';
import { games } from '../../db/schema.ts';
import { loadClipMedia } from './load-clip-media.ts';
import type { RoundEvent } from './rules/round-state.ts';
import type { Logger } from '../../lib/logger.ts';

// The live side of games in one process: the open sockets of each game, the order of events per game, the
// delivery of messages after each commit, and the wake-ups. The database stays the authority: every event
// goes through applyGameEvent (row lock, rules, state, money, commit), and every wake-up the process
// would lose by dying is in `games.next_wake_at`, which the poller reads. Timers only make near deadlines
// punctual; a restarted process resumes every game from the database alone.
//
// Messages reach the sockets this process holds. Several processes behind a load balancer would need a
// fan-out between them (LISTEN/NOTIFY) for two sockets of one game held by two processes.

/** One open socket of a game, as the engine sees it. */
export interface GameConnection {
  /** Unique in the world: this engine's id, then the socket's. */
  id: string;
  gameId: string;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

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
/** Wake-ups further away than this are left to the poller: no timer outlives its use by long. */
const TIMER_HORIZON_MS = 60_000;
const DUE_BATCH = 100;
const MEDIA_CACHE_MS = 60_000;
const MEDIA_CACHE_MAX = 10_000;
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;

export function createGameEngine(options: GameEngineOptions): GameEngine {
  const { db, clock, log, issuePath } = options;
  const useTimers = options.timers ?? true;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const instanceId = randomUUID();
  const connections = new Map<string, Map<string, GameConnection>>();
  const queues = new Map<string, Promise<unknown>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let poller: NodeJS.Timeout | null = null;
  let polling = false;
  let stopping = false;

  /** Runs tasks of one game one after another, so its messages leave in the order of its commits. */
  function serial<T>(gameId: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(gameId) ?? Promise.resolve();
    const next = previous.then(task, task);
    const settled = next.catch(() => undefined);
    queues.set(gameId, settled);
    void settled.then(() => {
      if (queues.get(gameId) === settled) queues.delete(gameId);
    });
    return next;
  }

  /** Clip media keys change only when a clip is re-rendered: a short cache spares a query per question. */
  const mediaCache = new Map<string, { media: ClipMedia; until: number }>();
  async function clipMediaOf(clipIds: string[]): Promise<Map<string, ClipMedia>> {
    const now = Date.now();
    const found = new Map<string, ClipMedia>();
    for (const id of clipIds) {
      const cached = mediaCache.get(id);
      if (cached && cached.until > now) found.set(id, cached.media);
    }
    const missing = clipIds.filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    if (mediaCache.size > MEDIA_CACHE_MAX) mediaCache.clear();
    for (const [id, media] of await loadClipMedia({ db, clipIds: missing })) {
      mediaCache.set(id, { media, until: now + MEDIA_CACHE_MS });
      found.set(id, media);
    }
    return found;
  }

  async function deliver(applied: AppliedGameEvent, sender: GameConnection | undefined): Promise<void> {
    const clipIds = applied.messages.flatMap((message) => ('clipId' in message ? [message.clipId] : []));
    const media = await clipMediaOf(clipIds);
    const open = connections.get(applied.gameId);
    for (const message of applied.messages) {
      const clip = 'clipId' in message ? media.get(message.clipId) : undefined;
      const wire = buildServerMessage({ gameId: applied.gameId, message, clip, result: applied.result, issuePath });
      if (message.audience === 'sender') sender?.send(wire);
      else for (const connection of open?.values() ?? []) connection.send(wire);
    }
    // Over: nothing more will come on these sockets.
    if (applied.state.phase === 'ended' || applied.state.phase === 'voided') {
      for (const connection of [...(open?.values() ?? [])]) connection.close(CLOSE_NORMAL, 'Game over');
    }
  }

  function schedule(gameId: string, wakeAt: Date | null): void {
    const existing = timers.get(gameId);
    if (existing) clearTimeout(existing);
    timers.delete(gameId);
    if (!useTimers || stopping || wakeAt === null) return;
    const delay = Math.max(0, wakeAt.getTime() - clock.now().getTime());
    if (delay > TIMER_HORIZON_MS) return;
    const timer = setTimeout(() => {
      timers.delete(gameId);
      void engine.dispatch(gameId, (at) => ({ type: 'tick', at }), { onlyIfDue: true });
    }, delay);
    timer.unref();
    timers.set(gameId, timer);
  }

  /** Sockets listed in live games' states that this process does not hold died with an earlier one. */
  async function closeOrphanedSockets(): Promise<void> {
    const orphaned = await queryRows<{ id: string; connections: string[] }>(
      db,
      sql`select id, state->'openConnections' as connections from games
           where status in ('created', 'active') and jsonb_array_length(state->'openConnections') > 0`,
    );
    for (const game of orphaned) {
      for (const connectionId of game.connections) {
        if (connectionId.startsWith(`${instanceId}:`)) continue;
        await engine.dispatch(game.id, (at) => ({ type: 'socketClosed', at, connectionId }));
      }
    }
  }

  const engine: GameEngine = {
    instanceId,
    newConnectionId: () => `${instanceId}:${randomUUID()}`,
    attach(connection) {
      let open = connections.get(connection.gameId);
      if (!open) connections.set(connection.gameId, (open = new Map()));
      open.set(connection.id, connection);
    },
    detach(connection) {
      const open = connections.get(connection.gameId);
      open?.delete(connection.id);
      if (open?.size === 0) connections.delete(connection.gameId);
    },
    dispatch(gameId, event, dispatchOptions = {}) {
      const { sender, onlyIfDue } = dispatchOptions;
      return serial(gameId, async () => {
        if (stopping) return null;
        let applied: AppliedGameEvent | null;
        try {
          applied = await applyGameEvent({ db, clock, gameId, event, onlyIfDue });
        } catch (error) {
          log.error({ err: error, gameId }, 'game event failed');
          sender?.send({ type: 'errorOccurred', payload: { message: SERVER_ERROR_MESSAGE } });
          return null;
        }
        if (!applied) return null;
        try {
          await deliver(applied, sender);
        } catch (error) {
          log.error({ err: error, gameId }, 'game message delivery failed');
        }
        schedule(gameId, applied.nextWakeAt);
        return applied;
      });
    },
    async runDueGames() {
      const due = await db
        .select({ id: games.id })
        .from(games)
        .where(and(lte(games.nextWakeAt, clock.now()), inArray(games.status, [...LIVE_GAME_STATUSES])))
        .orderBy(asc(games.nextWakeAt))
        .limit(DUE_BATCH);
      let changed = 0;
      for (const { id } of due) {
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
        await closeOrphanedSockets();
      } catch (error) {
        log.error({ err: error }, 'could not close the sockets of an earlier process');
      }
      if (pollIntervalMs > 0) {
        poller = setInterval(() => {
          if (polling) return;
          polling = true;
          engine
            .runDueGames()
            .catch((error: unknown) => log.error({ err: error }, 'game scheduler failed'))
            .finally(() => {
              polling = false;
            });
        }, pollIntervalMs);
        poller.unref();
      }
    },
    async stop() {
      stopping = true;
      if (poller) clearInterval(poller);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...queues.values()]);
      for (const open of connections.values()) {
        for (const connection of open.values()) connection.close(CLOSE_GOING_AWAY, 'Server shutting down');
      }
      connections.clear();
    },
  };
  return engine;
}
