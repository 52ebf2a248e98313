import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { batchCalls } from '../../lib/batch-calls.ts';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import type { Logger } from '../../lib/logger.ts';
import { applyGameEvent } from './apply-game-event.ts';
import type { AppliedGameEvent, GameRow, KnownGameRow } from './game-event-types.ts';
import { nextWakeOf } from './decide-game-event.ts';
import type { ClipMedia, IssueMediaPath } from './build-server-message.ts';
import { createClipMediaCache } from './engine/clip-media-cache.ts';
import { createGatedLinks } from './engine/gated-links.ts';
import { loadClipMedia } from './load-clip-media.ts';
import { deliverGameMessages } from './engine/deliver-game-messages.ts';
import { findDueGames, startPoller } from './engine/due-games.ts';
import { findOrphanedSockets } from './engine/find-orphaned-sockets.ts';
import { createGameConnections, type GameConnection } from './engine/game-connections.ts';
import {
  beatInstance,
  forgetDeadInstances,
  INSTANCE_HEARTBEAT_MS,
  removeInstance,
} from './engine/instance-heartbeat.ts';
import { createOrderedDelivery } from './engine/ordered-delivery.ts';
import { readGameVersions } from './engine/read-game-versions.ts';
import { checkUnannouncedChanges } from './engine/unannounced-changes.ts';
import { markServed, resumeAfterDowntime, SERVED_BEAT_MS } from './engine/served-time.ts';
import { createSerialQueues } from './engine/serial-queues.ts';
import { createWakeTimers } from './engine/wake-timers.ts';
import type { GameNotice } from './publish-game-event.ts';
import { readGameResult } from './read-game-result.ts';
import type { RoundEvent } from './rules/round-state.ts';
import { persistGameEvents } from './persist-game-event.ts';

// The live side of games in one process: the open sockets of each game, the order of events per game, the
// delivery of messages after each commit, and the wake-ups. The database stays the authority: every event
// goes through applyGameEvent (row lock, rules, state, money, commit), and every wake-up the process
// would lose by dying is in `games.next_wake_at`, which the poller reads. Timers only make near deadlines
// punctual; a restarted process resumes every game from the database alone.
//
// Messages reach the sockets this process holds directly. With several processes on one PostgreSQL (a `bus`),
// every change is also announced by NOTIFY from its transaction (publish-game-event.ts), and each process
// delivers what it hears to its own sockets of that game, in version order and once (ordered-delivery.ts).
// Each process beats in game_server_instances; the sockets of one whose beat stops are closed in their games
// by the others within seconds (decision 0019).

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
  /** Changes announced by other processes (PostgreSQL LISTEN); unset: this process is the only one. */
  bus?: GameBus;
  /** How many events may run their locking transaction at once (apply-game-event.ts `underLock`). Default 4. */
  maxLockingEvents?: number;
}

/**
 * The fan-out port (decision 0140): how a game's changes reach the other processes. Either the write announces
 * them itself (NOTIFY in its transaction: no `publish`), or the engine publishes each committed change's notice
 * through `publish`, after the commit; a fan-out that publishes may lose a notice, so the engine then also resyncs a
 * game whose version never came and checks on every heartbeat that its games' sockets are not behind the database.
 */
export interface GameBus {
  /** Starts listening; `resync` runs when notices may have been lost (the listening connection was re-made). */
  listen(handlers: { notice: (notice: GameNotice) => void; resync: () => void }): Promise<void>;
  /** Publishes a committed change's notice (publish-game-event.ts `gameNoticePayload`); never throws. */
  publish?: (payload: string) => void;
  close(): Promise<void>;
}

export interface DispatchOptions {
  sender?: GameConnection;
  onlyIfDue?: boolean;
  /**
   * The game's row as just read from the database (a socket's admission), for a game this process has not
   * written yet: the event is then written in one version-checked statement (apply-to-known-row.ts) instead of
   * the locking transaction, which still decides if the row has changed since.
   */
  lastRead?: GameRow;
  /** Media of the game's clips read with `lastRead` (the admission's): its questions' links need no query. */
  clipMedia?: ReadonlyMap<string, ClipMedia>;
}

export interface GameEngine {
  readonly instanceId: string;
  /** A fresh connection id for a socket of this process. */
  newConnectionId(): string;
  attach(connection: GameConnection): void;
  /**
   * A socket closed: forgets it and records the close in its game (a `socketClosed` event), except in a game
   * this process saw end, where a closed socket changes nothing.
   */
  close(connection: GameConnection): Promise<unknown>;
  /** Applies one event to a game (serially per game) and delivers its messages after the commit. */
  dispatch(
    gameId: string,
    event: (at: number) => RoundEvent,
    options?: DispatchOptions,
  ): Promise<AppliedGameEvent | null>;
  /** Ticks every game whose wake-up is due; answers how many changed. */
  runDueGames(): Promise<number>;
  /**
   * Gives the live games back the time nobody served them (a serving process, ADR 0088), marks sockets that died
   * with an earlier process as closed, then starts the poller.
   */
  start(): Promise<void>;
  /** Stops timers and the poller, waits for events in flight, closes this process's sockets. */
  stop(): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 500;
const DEFAULT_MAX_LOCKING_EVENTS = 4;
/**
 * The one-statement writes of known rows (most events) go out in batches, at most this many at once; a batch
 * holds at most WRITE_BATCH_MAX events (a busy server writes many games' events per round trip).
 */
const WRITE_LANES = 2;
const WRITE_BATCH_MAX = 64;
/**
 * How long a write nobody is waiting on (a start, a question sent, a socket opened) may wait for others to share its
 * round trip; an answer sends them at once. A question's clock starts at the player's `clipReady` (ADR 0009), so a
 * question sent a few ms later costs the player no time.
 */
const WRITE_LINGER_MS = 5;
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
const CLOSE_GOING_AWAY = 1001;
/** Service restart: the client reconnects at once and resumes (its server lost track of the game's order). */
const CLOSE_RECONNECT = 1012;
/** How long a change heard out of order waits for the ones before it. */
const GAP_WAIT_MS = 1_000;

export function createGameEngine(options: GameEngineOptions): GameEngine {
  const { db, clock, log, issuePath } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const instanceId = randomUUID();
  const connections = createGameConnections();
  const queues = createSerialQueues();
  const underLock = createConcurrencyLimit(options.maxLockingEvents ?? DEFAULT_MAX_LOCKING_EVENTS);
  const clipMedia = createClipMediaCache((clipIds) => loadClipMedia({ db, clipIds }));
  const gatedLinks = createGatedLinks(issuePath);
  const persistKnown = batchCalls({
    lanes: WRITE_LANES,
    maxBatch: WRITE_BATCH_MAX,
    run: (writes: Parameters<typeof persistGameEvents>[1]) => persistGameEvents(db, writes),
    // A player waits for the reply to an answer; nobody waits on a start or a next question the same way, so those
    // linger for company.
    isUrgent: (write) =>
      write.decision.result.messages.some(
        (message) => message.type === 'questionAnswered' || message.type === 'answerLocked',
      ),
    lingerMs: WRITE_LINGER_MS,
  });
  // Each live game's row as this process last wrote it: its next event can then skip the locking read
  // (apply-to-known-row.ts). Forgotten when the game ends or its last socket here closes.
  const knownRows = new Map<string, KnownGameRow>();
  // Games that ended or were voided while sockets of theirs were here, until the last of those closes: an end
  // is final, so their sockets' closes need no transaction (each would lock the row to change nothing).
  const overHere = new Set<string>();
  const timers = createWakeTimers({
    clock,
    enabled: options.timers ?? true,
    onWake: (gameId) => void engine.dispatch(gameId, (at) => ({ type: 'tick', at }), { onlyIfDue: true }),
  });
  const bus = options.bus;
  const publishes = bus?.publish !== undefined;
  const ordered = createOrderedDelivery({
    gapWaitMs: GAP_WAIT_MS,
    onError: (error) => log.error({ err: error }, 'game message delivery failed'),
    // A published notice can be lost (its publisher died after the commit): the game's sockets resync instead.
    onGap: publishes ? (gameId) => resyncGame(gameId, 'a version never came') : undefined,
  });
  // Games whose stored version was found ahead of what their sockets here were given, by the last heartbeat's check.
  const behind = new Map<string, number>();
  let stopPoller: (() => void) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let servedBeat: NodeJS.Timeout | null = null;
  let stopping = false;

  const deliverApplied = async (applied: AppliedGameEvent, sender: GameConnection | undefined) => {
    const deliver = () =>
      deliverGameMessages({
        gameId: applied.gameId,
        messages: applied.messages,
        result: applied.result,
        over: applied.state.phase === 'ended' || applied.state.phase === 'voided',
        sender,
        open: connections.of(applied.gameId),
        clipMedia: (clipIds) =>
          clipIds.length === 0
            ? Promise.resolve(new Map())
            : clipMedia.lookupForGame(
                applied.gameId,
                clipIds,
                applied.state.questions.map((question) => question.clipId),
              ),
        // Kept only for a game with a socket here: its last socket's close forgets them.
        issuePath: connections.of(applied.gameId).length > 0 ? gatedLinks.issuePathFor(applied.gameId) : issuePath,
      });
    // Without other processes, for an answer to its sender alone, or with no socket of the game here (a deadline
    // fired for another process's player), there is no order to keep.
    if (!bus || !applied.changed || connections.of(applied.gameId).length === 0) return deliver();
    return ordered.push(applied.gameId, applied.version, deliver, true);
  };

  const hear = (notice: GameNotice) => {
    if (notice.from === instanceId || connections.of(notice.gameId).length === 0) return;
    // Another process wrote the game: what this one knows of it is stale, and time must not move it unwritten from
    // there (performance note 0042). Its next event reads the row under lock.
    knownRows.delete(notice.gameId);
    void ordered.push(
      notice.gameId,
      notice.version,
      async () => {
        const open = connections.of(notice.gameId);
        if (notice.messages === null) {
          for (const connection of open) connection.close(CLOSE_RECONNECT, 'Reconnect to resume');
          return;
        }
        const ends = notice.messages.some((message) => message.type === 'gameEnded');
        const result = ends ? ((await readGameResult({ db, gameId: notice.gameId })) ?? undefined) : undefined;
        await deliverGameMessages({
          gameId: notice.gameId,
          messages: notice.messages,
          result,
          over: notice.over,
          sender: undefined,
          open,
          clipMedia: clipMedia.lookup,
          issuePath,
        });
      },
      false,
    );
  };

  /** The last version this process gave the game's sockets (delivered, being delivered, or written); null: none. */
  const seenVersion = (gameId: string): number | null => {
    const seen = Math.max(ordered.lastVersion(gameId) ?? -Infinity, knownRows.get(gameId)?.version ?? -Infinity);
    return seen === -Infinity ? null : seen;
  };

  // The LISTEN connection was re-made: notices sent meanwhile may be lost, but only of games another process changed
  // meanwhile. A game whose row is still at the version delivered here lost nothing, and its sockets stay open; the
  // others' sockets reconnect and resync from the database (a brief blip used to close every socket of every game).
  const resyncAfterLostNotices = async () => {
    const gameIds = connections.gameIds();
    if (gameIds.length === 0) return;
    let stored: Map<string, number>;
    try {
      stored = await readGameVersions({ db, gameIds });
    } catch (error) {
      log.error({ err: error }, 'game notices: could not check what was missed; sockets resync');
      connections.closeAll(CLOSE_RECONNECT, 'Reconnect to resume');
      return;
    }
    let resynced = 0;
    for (const gameId of gameIds) {
      const seen = seenVersion(gameId);
      const version = stored.get(gameId);
      // Sockets given nothing yet get the database's state at their opening.
      if (seen === null || (version !== undefined && version <= seen)) continue;
      knownRows.delete(gameId);
      for (const connection of connections.of(gameId)) connection.close(CLOSE_RECONNECT, 'Reconnect to resume');
      resynced += 1;
    }
    log.warn({ games: gameIds.length, resynced }, 'game notices: listening again; games changed meanwhile resync');
  };

  const resyncGame = (gameId: string, why: string) => {
    knownRows.delete(gameId);
    // Its sockets start again from the database: what an earlier heartbeat noted of them is past.
    behind.delete(gameId);
    const open = connections.of(gameId);
    if (open.length > 0) log.warn({ gameId, sockets: open.length }, `game notices: ${why}; the game's sockets resync`);
    for (const connection of open) connection.close(CLOSE_RECONNECT, 'Reconnect to resume');
  };

  // With a publishing fan-out, a change can commit and never be announced (its process died between the two): each
  // heartbeat compares the stored versions of the games with sockets here with what those sockets were given
  // (unannounced-changes.ts).
  const catchUpMissed = async () => {
    const gameIds = connections.gameIds();
    if (gameIds.length === 0) {
      behind.clear();
      return;
    }
    const stored = await readGameVersions({ db, gameIds });
    const check = checkUnannouncedChanges(
      gameIds.map((gameId) => ({ gameId, stored: stored.get(gameId), seen: seenVersion(gameId) })),
      behind,
    );
    behind.clear();
    for (const [gameId, version] of check.noted) behind.set(gameId, version);
    for (const gameId of check.resync) resyncGame(gameId, 'a committed change was never announced');
  };

  const closeOrphanedSockets = async () => {
    for (const { gameId, connectionId } of await findOrphanedSockets({ db })) {
      await engine.dispatch(gameId, (at) => ({ type: 'socketClosed', at, connectionId }));
    }
  };

  const beat = async () => {
    await beatInstance({ db, instanceId, sockets: connections.count() });
    // Its own failure must not keep the orphaned sockets' closing below from running.
    if (publishes) {
      await catchUpMissed().catch((error: unknown) =>
        log.error({ err: error }, 'game notices: could not check for changes never announced'),
      );
    }
    if (pollIntervalMs > 0) {
      await closeOrphanedSockets();
      await forgetDeadInstances({ db });
    }
  };

  const engine: GameEngine = {
    instanceId,
    newConnectionId: () => `${instanceId}:${randomUUID()}`,
    attach: (connection) => connections.attach(connection),
    close(connection) {
      const { gameId } = connection;
      const over = overHere.has(gameId);
      connections.detach(connection);
      if (connections.of(gameId).length === 0) {
        ordered.forget(gameId);
        knownRows.delete(gameId);
        behind.delete(gameId);
        clipMedia.forgetGame(gameId);
        gatedLinks.forgetGame(gameId);
        overHere.delete(gameId);
      }
      if (over) return Promise.resolve(null);
      return engine.dispatch(gameId, (at) => ({ type: 'socketClosed', at, connectionId: connection.id }));
    },
    dispatch(gameId, event, dispatchOptions = {}) {
      const { sender, onlyIfDue, lastRead } = dispatchOptions;
      if (dispatchOptions.clipMedia) clipMedia.rememberGame(gameId, dispatchOptions.clipMedia);
      return queues.run(gameId, async () => {
        if (stopping) return null;
        let applied: AppliedGameEvent | null;
        try {
          applied = await applyGameEvent({
            db,
            clock,
            gameId,
            event,
            onlyIfDue,
            known: knownRows.get(gameId) ?? lastRead,
            announceAs: bus ? instanceId : undefined,
            announceAfterCommit: publishes,
            underLock,
            persistKnown,
          });
        } catch (error) {
          log.error({ err: error, gameId }, 'game event failed');
          sender?.send({ type: 'errorOccurred', payload: { message: SERVER_ERROR_MESSAGE } });
          return null;
        }
        if (!applied) return null;
        // Committed: only now may other processes hear of it.
        if (applied.notice !== undefined) bus?.publish?.(applied.notice);
        const over = applied.state.phase === 'ended' || applied.state.phase === 'voided';
        const here = connections.of(gameId).length > 0;
        if (applied.row && !over && here) knownRows.set(gameId, applied.row);
        else knownRows.delete(gameId);
        if (over && here) overHere.add(gameId);
        try {
          await deliverApplied(applied, sender);
        } catch (error) {
          log.error({ err: error, gameId }, 'game message delivery failed');
        }
        // Its clips will not be shown again: a question of a game over never comes.
        if (over) {
          clipMedia.forgetGame(gameId);
          gatedLinks.forgetGame(gameId);
        }
        timers.schedule(gameId, applied.nextWakeAt);
        return applied;
      });
    },
    async runDueGames() {
      let changed = 0;
      // The database's wake-ups are those that must be written; what time alone does unwritten (a question sent
      // at its pause's end, a clock started at its cap) is due by the state this process holds (performance note 0042).
      const now = clock.now().getTime();
      const dueHere = [...knownRows].flatMap(([id, row]) => ((nextWakeOf(row) ?? Infinity) <= now ? [id] : []));
      for (const id of new Set([...(await findDueGames({ db, clock })), ...dueHere])) {
        // A game with a timer armed here is this process's to wake: a second transaction would find it done.
        if (timers.has(id)) continue;
        const applied = await engine.dispatch(id, (at) => ({ type: 'tick', at }), { onlyIfDue: true });
        if (applied) changed += 1;
      }
      return changed;
    },
    async start() {
      // Before anything is served: a failure here fails the start, since serving on would end the games whose time
      // ran out while nobody served them.
      if (pollIntervalMs > 0) {
        const resumed = await resumeAfterDowntime({ db, clock });
        if (resumed.servedUntil) {
          log.warn(
            { servedUntil: resumed.servedUntil.toISOString(), resumed: resumed.resumed, voided: resumed.voided },
            'games were not served for a while: their time was given back (voided past 10 minutes)',
          );
        }
        servedBeat = setInterval(() => {
          markServed({ db, clock }).catch((error: unknown) => log.error({ err: error }, 'could not mark games served'));
        }, SERVED_BEAT_MS);
        servedBeat.unref();
      }
      // A failure here must not keep the server from starting: the games' deadlines still fire, and a game
      // whose dead socket is still listed ends `timeout` instead of `disconnected` at worst.
      try {
        await beatInstance({ db, instanceId, sockets: 0 });
        await closeOrphanedSockets();
      } catch (error) {
        log.error({ err: error }, 'could not close the sockets of an earlier process');
      }
      await bus?.listen({
        notice: hear,
        // Notices may have been lost: the sockets of games changed meanwhile reconnect and resume from the database.
        resync: () => void resyncAfterLostNotices(),
      });
      heartbeat = setInterval(() => {
        beat().catch((error: unknown) => log.error({ err: error }, 'game server heartbeat failed'));
      }, INSTANCE_HEARTBEAT_MS);
      heartbeat.unref();
      if (pollIntervalMs > 0) {
        stopPoller = startPoller({ intervalMs: pollIntervalMs, poll: () => engine.runDueGames(), log });
      }
    },
    async stop() {
      stopping = true;
      stopPoller?.();
      if (heartbeat) clearInterval(heartbeat);
      timers.stop();
      await queues.drain();
      if (servedBeat) {
        clearInterval(servedBeat);
        // Served until now: a later start gives the games back the time from here on.
        await markServed({ db, clock }).catch((error: unknown) =>
          log.error({ err: error }, 'could not mark games served'),
        );
      }
      ordered.stop();
      // Going away: the clients reconnect (through the load balancer, to another process) and resume.
      connections.closeAll(CLOSE_GOING_AWAY, 'Server shutting down');
      await bus?.close();
      // This process's sockets count as dead at once: any other process closes them in their games.
      await removeInstance({ db, instanceId }).catch((error: unknown) =>
        log.error({ err: error }, 'could not sign the game server out'),
      );
    },
  };
  return engine;
}
