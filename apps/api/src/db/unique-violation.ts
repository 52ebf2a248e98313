// PostgreSQL reports a unique violation as SQLSTATE 23505 with the index's name. Drizzle wraps driver
// errors (DrizzleQueryError), so the code may sit on the error or on its cause.
const UNIQUE_VIOLATION = '23505';

/** The name of the violated unique index or constraint, or undefined when `error` is something else. */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === UNIQUE_VIOLATION)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
