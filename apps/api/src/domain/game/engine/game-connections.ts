import type { ServerMessage } from '@gom/contract/socket';

/** One open socket of a game, as the engine sees it. */
export interface GameConnection {
  /** Unique in the world: this engine's id, then the socket's. */
  id: string;
  gameId: string;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
}

/** The sockets this process holds, per game. */
export interface GameConnections {
  attach(connection: GameConnection): void;
  detach(connection: GameConnection): void;
  /** The open sockets of one game, a copy safe to iterate while sockets close. */
  of(gameId: string): GameConnection[];
  /** How many sockets this process holds. */
  count(): number;
  /** The games this process holds sockets of. */
  gameIds(): string[];
  /** Closes every socket this process holds and forgets them. */
  closeAll(code: number, reason: string): void;
}

export function createGameConnections(): GameConnections {
  const byGame = new Map<string, Map<string, GameConnection>>();
  return {
    attach(connection) {
      let open = byGame.get(connection.gameId);
      if (!open) byGame.set(connection.gameId, (open = new Map()));
      open.set(connection.id, connection);
    },
    detach(connection) {
      const open = byGame.get(connection.gameId);
      open?.delete(connection.id);
      if (open?.size === 0) byGame.delete(connection.gameId);
    },
    gameIds: () => [...byGame.keys()],
    count: () => [...byGame.values()].reduce((sum, open) => sum + open.size, 0),
    of: (gameId) => [...(byGame.get(gameId)?.values() ?? [])],
    closeAll(code, reason) {
      for (const open of byGame.values()) for (const connection of open.values()) connection.close(code, reason);
      byGame.clear();
    },
  };
}
