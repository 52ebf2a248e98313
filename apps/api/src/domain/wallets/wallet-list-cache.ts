// A player's wallet list from memory, for the read every screen makes (`GET /users/{id}/wallets`): reading it
// from the database was the whole cost of that request once the session check was cached.
//
// Every change drops the player's entry (performance note 0024): this process's own the moment they commit (the ledger and
// wallet functions name the players they change, `domain/ledger/wallet-changes.ts`), other processes' when
// their notice arrives (batched, within some tens of milliseconds). A read still in flight when a change is heard
// is not kept (it may have read the old rows). While notices are not being heard (starting, or the LISTEN
// connection lost) nothing is served from memory, and what was there is dropped: notices may have been missed.
// A change that no process announces (SQL by hand, a process that died between its commit and its notice)
// shows once the entry is older than `maxAgeMs`.

export interface WalletListCacheOptions<T> {
  /** Reads a player's list from the database. */
  load: (userId: string) => Promise<T>;
  maxEntries?: number;
  /** A bound on an entry's age, for a change nobody announced; the notices do the real work. */
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
const DEFAULT_MAX_AGE_MS = 10_000;

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
