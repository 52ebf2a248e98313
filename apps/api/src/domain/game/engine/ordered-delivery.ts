/**
 * Delivers each game's changes to this process's sockets in version order, each once (decision 0019). Changes
 * come from two places: events this process applied (it knows their version at once) and notices from other
 * processes (heard a moment later). A version at or below the last delivered is a duplicate and dropped; one
 * that skips ahead waits for the missing ones, at most `gapWaitMs`, then goes anyway (a lost notice must not
 * stall a game) or, given `onGap`, is dropped with those after it and `onGap` resyncs the game's sockets from the
 * database (a fan-out that can lose a notice: a missing message is never skipped over). The first change this process applies to a game (its socket's opening) sets where the game's
 * order starts for it: what came before reached that socket as the opening's resync.
 */
export interface OrderedDelivery {
  /** Resolves once `deliver` ran (in order) or was dropped as a duplicate. `local`: applied by this process. */
  push(gameId: string, version: number, deliver: () => Promise<void>, local: boolean): Promise<void>;
  /** The last version delivered (or being delivered) to the game's sockets here; null before any. */
  lastVersion(gameId: string): number | null;
  /** This process holds no socket of the game any more. */
  forget(gameId: string): void;
  stop(): void;
}

interface Pending {
  deliver: () => Promise<void>;
  done: () => void;
}

interface GameOrder {
  last: number | null;
  pending: Map<number, Pending>;
  timer: NodeJS.Timeout | null;
  chain: Promise<void>;
}

export function createOrderedDelivery(options: {
  gapWaitMs: number;
  onError: (error: unknown) => void;
  /** A version never came: the game's sockets resync (the changes waiting are dropped, not delivered past it). */
  onGap?: (gameId: string) => void;
}): OrderedDelivery {
  const games = new Map<string, GameOrder>();

  const run = (order: GameOrder, entry: Pending) => {
    order.chain = order.chain.then(entry.deliver).catch(options.onError).finally(entry.done);
  };

  const flush = (gameId: string, order: GameOrder) => {
    if (order.last !== null) {
      for (let next = order.pending.get(order.last + 1); next; next = order.pending.get(order.last + 1)) {
        order.pending.delete(order.last + 1);
        order.last += 1;
        run(order, next);
      }
    }
    if (order.pending.size === 0) {
      if (order.timer) clearTimeout(order.timer);
      order.timer = null;
      return;
    }
    if (order.timer) return;
    order.timer = setTimeout(() => {
      order.timer = null;
      if (games.get(gameId) !== order || order.pending.size === 0) return;
      // Waited long enough: the missing versions are not coming.
      if (options.onGap) {
        order.last = Math.max(order.last ?? -Infinity, ...order.pending.keys());
        for (const entry of order.pending.values()) entry.done();
        order.pending.clear();
        options.onGap(gameId);
        return;
      }
      order.last = Math.min(...order.pending.keys()) - 1;
      flush(gameId, order);
    }, options.gapWaitMs);
    order.timer.unref();
  };

  return {
    push(gameId, version, deliver, local) {
      let order = games.get(gameId);
      if (!order) {
        order = { last: null, pending: new Map(), timer: null, chain: Promise.resolve() };
        games.set(gameId, order);
      }
      if (order.last !== null && version <= order.last) return Promise.resolve();
      const current = order;
      return new Promise<void>((done) => {
        current.pending.set(version, { deliver, done });
        if (current.last === null && local) {
          current.last = version - 1;
          for (const [earlier, entry] of current.pending) {
            if (earlier < version) {
              current.pending.delete(earlier);
              entry.done();
            }
          }
        }
        flush(gameId, current);
      });
    },
    lastVersion(gameId) {
      const order = games.get(gameId);
      if (!order) return null;
      const waiting = [...order.pending.keys()];
      return waiting.length > 0 ? Math.max(order.last ?? -Infinity, ...waiting) : order.last;
    },
    forget(gameId) {
      const order = games.get(gameId);
      if (!order) return;
      games.delete(gameId);
      if (order.timer) clearTimeout(order.timer);
      for (const entry of order.pending.values()) entry.done();
    },
    stop() {
      for (const gameId of [...games.keys()]) this.forget(gameId);
    },
  };
}
