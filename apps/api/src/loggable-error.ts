import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

// What of an error may be written to the log. A failed query carries its parameters, which may be password
// hashes, token hashes or a player's email, in three places: Drizzle's message ("params: ..."), the stack
// (which starts with that message) and the driver's own message (`invalid input syntax for type uuid: "..."`)
// or detail (`Key (email)=(...)`). A database error is logged as its SQL text and the driver's codes only.

/** The quoted values PostgreSQL puts into its messages. */
const QUOTED_VALUE = /"[^"]*"|'[^']*'/g;
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DriverError {
  message?: string;
  code?: string;
  severity?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** A driver (node-postgres, PGlite) error: it carries a five-character SQLSTATE code. */
function isDriverError(error: unknown): error is Error & DriverError {
  return (
    error instanceof Error &&
    typeof (error as DriverError).code === 'string' &&
    SQLSTATE.test((error as DriverError).code ?? '')
  );
}

export function isDatabaseError(error: unknown): boolean {
  return error instanceof DrizzleQueryError || isDriverError(error);
}

/** A database error as it may be logged: no parameters, no values, no stack. */
export function loggableDatabaseError(error: Error): Record<string, unknown> {
  const driver = error instanceof DrizzleQueryError ? error.cause : error;
  const facts: DriverError = isDriverError(driver) ? driver : {};
  return {
    type: error instanceof DrizzleQueryError ? 'DrizzleQueryError' : 'DatabaseError',
    query: error instanceof DrizzleQueryError ? error.query : undefined,
    message: facts.message?.replace(QUOTED_VALUE, '"[redacted]"'),
    code: facts.code,
    severity: facts.severity,
    constraint: facts.constraint,
    table: facts.table,
    column: facts.column,
    routine: facts.routine,
  };
}

/** The first database error in `error`'s cause chain, if any. */
function databaseErrorIn(error: unknown): Error | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isDatabaseError(current)) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * pino's `err` serializer: an error that is or wraps a database error is logged as above (pino's own
 * serializer would fold the cause's message and stack into the line), anything else as pino logs it.
 */
export function serializeError(error: unknown): unknown {
  const database = databaseErrorIn(error);
  if (!database) return error instanceof Error ? stdSerializers.err(error) : error;
  const stripped = loggableDatabaseError(database);
  return database === error ? stripped : { type: (error as Error).name, cause: stripped };
}
