// A starting server whose PostgreSQL does not answer yet (it is starting too, it restarts, the network blips) waits
// for it with backoff instead of exiting; past DATABASE_WAIT_SECONDS it stops, naming the database it could not
// reach and why. Errors that waiting cannot mend (a wrong password, a database that does not exist) stop it at once.

/** Causes that may pass: the server cannot be reached, is starting or shutting down, or has no connection free. */
const PASSING_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
]);
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;
const ATTEMPT_TIMEOUT_MS = 5_000;

export class DatabaseUnreachableError extends Error {
  constructor(
    readonly where: string,
    readonly reason: string,
    waitedMs: number | null,
  ) {
    super(
      `cannot reach the database at ${where} (DATABASE_URL): ${reason}` +
        (waitedMs === null ? '' : `; tried for ${Math.round(waitedMs / 1_000)} s`),
    );
    this.name = 'DatabaseUnreachableError';
  }
}

/** DATABASE_URL without its password: host, port and database. */
export function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The driver's own code and message under the error (a socket's errno code or PostgreSQL's SQLSTATE), past the
 * query wrappers; a connection dropped without one counts as a passing cause.
 */
function causeOf(error: unknown): { code: string | undefined; message: string } {
  let current = error;
  let message = error instanceof Error ? error.message : String(error);
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    message = current.message;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return { code, message };
    const inner = current.cause ?? (current as { errors?: unknown[] }).errors?.[0];
    if (!inner) break;
    current = inner;
  }
  return { code: /terminated|timeout|no answer|ended/i.test(message) ? 'ECONNRESET' : undefined, message };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function waitForDatabase(options: {
  ping: () => Promise<unknown>;
  url: string;
  waitMs: number;
  onRetry: (facts: { where: string; reason: string; retryInMs: number }) => void;
  sleep?: (ms: number) => Promise<void>;
}): Promise<void> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const where = databaseAddress(options.url);
  const started = Date.now();
  let backoff = FIRST_BACKOFF_MS;
  for (;;) {
    try {
      await withTimeout(options.ping(), ATTEMPT_TIMEOUT_MS);
      return;
    } catch (error) {
      const { code, message } = causeOf(error);
      const reason = code && !message.includes(code) ? `${message} (${code})` : message;
      if (!code || !PASSING_CODES.has(code)) throw new DatabaseUnreachableError(where, reason, null);
      const waited = Date.now() - started;
      if (waited + backoff > options.waitMs) throw new DatabaseUnreachableError(where, reason, waited);
      options.onRetry({ where, reason, retryInMs: backoff });
      await sleep(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }
}
