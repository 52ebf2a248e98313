/**
 * The heartbeat's check for changes committed and never announced (with a publishing fan-out, a process can die
 * between its commit and its publish). A game whose stored version is ahead of what its sockets here were given is
 * noted; one still short of that noted version at the next heartbeat (a notice in flight has arrived by then) resyncs.
 *
 * A game whose sockets here were given nothing yet (a socket attached, its opening not applied yet) is neither: its
 * opening gives it the database's state, so a version noted before the socket came is no reason to close it.
 */
export interface GameVersions {
  gameId: string;
  /** The game's version in the database; undefined: no such row. */
  stored: number | undefined;
  /** The last version this process gave the game's sockets (delivered, being delivered, or written); null: none. */
  seen: number | null;
}

export interface UnannouncedCheck {
  /** The games whose sockets reconnect and resume from the database. */
  resync: string[];
  /** What to compare with at the next heartbeat: the games behind now, each with its stored version. */
  noted: Map<string, number>;
}

export function checkUnannouncedChanges(
  games: readonly GameVersions[],
  notedBefore: ReadonlyMap<string, number>,
): UnannouncedCheck {
  const resync: string[] = [];
  const noted = new Map<string, number>();
  for (const { gameId, stored, seen } of games) {
    if (stored === undefined || seen === null || stored <= seen) continue;
    const before = notedBefore.get(gameId);
    if (before !== undefined && seen < before) resync.push(gameId);
    else noted.set(gameId, stored);
  }
  return { resync, noted };
}
