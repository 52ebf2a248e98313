import type { AppliedGameEvent } from './game-event-types.ts';
import type { RoundMessage } from './rules/round-state.ts';

// Cross-process delivery (decision 0019): a change to a game is announced with PostgreSQL's NOTIFY
// from inside the transaction that made it. PostgreSQL delivers a notification only when its transaction
// commits, and notifications in the order their transactions committed; a game's events commit one at a time
// under its row lock, so every process hears a game's changes in version order, and never one that rolled back.
// The notice carries the messages meant for every socket (a few hundred bytes: ids and times, no media links,
// which each process signs itself); a listener reads anything else it needs (the settled result) itself.
// With FANOUT=nats (decision 0140) the same notice is published to NATS after the commit instead (fanout/).

export const GAME_EVENTS_CHANNEL = 'gom_game_events';
/** NOTIFY's payload limit is 8000 bytes; past this a notice says only "changed", and listeners resync. */
const MAX_NOTICE_BYTES = 7_500;

/** A change to one game, as other processes hear it. */
export interface GameNotice {
  gameId: string;
  version: number;
  /** The process that applied it (it delivers to its own sockets itself). */
  from: string;
  /** The messages for every socket of the game; null when too large to carry (sockets must resync). */
  messages: RoundMessage[] | null;
  /** The game is over: nothing more will come. */
  over: boolean;
}

/**
 * Whether a change must be announced: only another process's socket of the game needs the notice (a socket id
 * starts with its process's id, `game-engine.ts`), so a game whose sockets are all on the process applying its
 * events (the usual case: one player, one socket) costs no NOTIFY. A NOTIFY is not free: PostgreSQL serialises
 * the commits of notifying transactions on one lock, which the games benchmark showed as the most waited-on
 * lock after row locks. A socket another process opens after this change resyncs from the database.
 */
export function othersListen(from: string, ...states: ReadonlyArray<{ openConnections: readonly string[] }>): boolean {
  const ours = `${from}:`;
  return states.some((state) => state.openConnections.some((connectionId) => !connectionId.startsWith(ours)));
}

/** The NOTIFY payload announcing an applied event (a change of the game). */
export function gameNoticePayload(applied: AppliedGameEvent, from: string): string {
  const notice: GameNotice = {
    gameId: applied.gameId,
    version: applied.version,
    from,
    messages: applied.messages.filter((message) => message.audience === 'all'),
    over: applied.state.phase === 'ended' || applied.state.phase === 'voided',
  };
  const payload = JSON.stringify(notice);
  return Buffer.byteLength(payload) > MAX_NOTICE_BYTES ? JSON.stringify({ ...notice, messages: null }) : payload;
}

/** A notice read back from its payload, or null when it is not one. */
export function parseGameNotice(payload: string | undefined): GameNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<GameNotice>;
    if (
      typeof value.gameId !== 'string' ||
      typeof value.version !== 'number' ||
      typeof value.from !== 'string' ||
      typeof value.over !== 'boolean' ||
      !(value.messages === null || Array.isArray(value.messages))
    ) {
      return null;
    }
    return value as GameNotice;
  } catch {
    return null;
  }
}
