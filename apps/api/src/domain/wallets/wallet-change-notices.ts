// This process's wallet changes, told to the other API processes so their wallet lists drop what changed
// (performance note 0024). Batched and sent after the changes have committed, in a statement of its own: a NOTIFY inside
// every ledger transaction would serialise all their commits on PostgreSQL's one notify lock (measured: the
// ledger benchmark fell from 0.8× to 0.2× of a plain update loop).

/** The channel the API processes tell each other's wallet lists on. */
export const WALLET_CHANGES_CHANNEL = 'gom_wallet_changes';
/** NOTIFY's payload limit is 8000 bytes; a notice names at most this many players (~37 bytes each). */
const MAX_PLAYERS_PER_NOTICE = 150;

export interface WalletChangeNotice {
  /** The process that made the changes (it has dropped its own entries already). */
  from: string;
  userIds: string[];
}

export function encodeWalletChangeNotices(from: string, userIds: readonly string[]): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < userIds.length; start += MAX_PLAYERS_PER_NOTICE) {
    payloads.push(JSON.stringify({ from, userIds: userIds.slice(start, start + MAX_PLAYERS_PER_NOTICE) }));
  }
  return payloads;
}

/** A notice read back from its payload, or null when it is not one. */
export function decodeWalletChangeNotice(payload: string): WalletChangeNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<WalletChangeNotice>;
    if (typeof value.from !== 'string' || !Array.isArray(value.userIds)) return null;
    if (!value.userIds.every((userId) => typeof userId === 'string')) return null;
    return { from: value.from, userIds: value.userIds };
  } catch {
    return null;
  }
}

export interface WalletChangeBatcher {
  /** A player whose wallets this process changed (after the commit). */
  add(userId: string): void;
  /** Sends what is waiting now (on close). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Collects changed players and sends them every `intervalMs` (at most one batch in flight): a few notices a
 * second per process, however many transfers it makes.
 */
export function createWalletChangeBatcher(options: {
  intervalMs: number;
  send: (userIds: string[]) => Promise<void>;
  onError: (error: unknown) => void;
}): WalletChangeBatcher {
  let waiting = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = null;
    if (waiting.size === 0) return sending;
    const userIds = [...waiting];
    waiting = new Set();
    sending = sending.then(() => options.send(userIds)).catch(options.onError);
    return sending;
  };
  return {
    add(userId) {
      waiting.add(userId);
      if (!timer) {
        timer = setTimeout(() => void flush(), options.intervalMs);
        timer.unref();
      }
    },
    flush() {
      if (timer) clearTimeout(timer);
      return flush();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting.clear();
    },
  };
}
