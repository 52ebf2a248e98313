// A player's wallet list from memory, for the read every screen makes (`GET /users/{id}/wallets`): reading it
// from the database was the whole cost of that request once the session check was cached (issue 14).
//
// It is only as fresh as the database says: every change of a player's wallets or balances, by any process or
// by hand, raises a notice after its transaction commits (a trigger, decision 0024), and a notice drops the
// player's entry. A read still in flight when the notice arrives is not kept (it may have read the old rows),
// so nothing stale outlives its notice. While the notices are not being heard (starting, or the LISTEN
// connection lost) nothing is served from memory, and what was there is dropped: notices may have been missed.

export interface WalletListCacheOptions<T> {
  /** Reads a player's list from the database. */
  load: (userId: string) => Promise<T>;
  maxEntries?: number;
  /** A safety bound on an entry's age, for a notice that never came; notices do the real work. */
  maxAgeMs?: number;
  nowMs?: () => number;
}

export interface WalletListCache<T> {
  get(userId: string): Promise<T>;
  /** A notice: the player's wallets changed. */
  changed(userId: string): void;
  /** Notices are heard from now on: start serving from memory (empty). */
  listening(): void;
  /** Notices may be missed from now on: drop everything and read through until `listening` again. */
  lost(): void;
}

const DEFAULT_MAX_ENTRIES = 10_000;
const DEFAULT_MAX_AGE_MS = 60_000;

interface Entry<T> {
  value: Promise<T>;
  storedAtMs: number;
}

export function createWalletListCache<T>({
  load,
  maxEntries = DEFAULT_MAX_ENTRIES,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  nowMs = Date.now,
}: WalletListCacheOptions<T>): WalletListCache<T> {
  const entries = new Map<string, Entry<T>>();
  let serving = false;
  return {
    get(userId) {
      if (!serving) return load(userId);
      const known = entries.get(userId);
      if (known && nowMs() - known.storedAtMs < maxAgeMs) return known.value;
      // Concurrent readers share one database read. A notice that arrives before it is done deletes this
      // entry, so later readers start a new read; a failed read is not remembered either.
      const entry: Entry<T> = { value: load(userId), storedAtMs: nowMs() };
      entries.delete(userId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(userId, entry);
      entry.value.catch(() => {
        if (entries.get(userId) === entry) entries.delete(userId);
      });
      return entry.value;
    },
    changed(userId) {
      entries.delete(userId);
    },
    listening() {
      entries.clear();
      serving = true;
    },
    lost() {
      serving = false;
      entries.clear();
    },
  };
}
