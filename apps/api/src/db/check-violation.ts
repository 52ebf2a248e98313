// PostgreSQL reports a failed CHECK (or a trigger raising check_violation) as SQLSTATE 23514 with the
// constraint's name. Drizzle wraps driver errors, so the code may sit on the error or on its cause.
const CHECK_VIOLATION = '23514';

/** The name of the violated check constraint, or undefined when `error` is something else. */
export function checkViolationConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === CHECK_VIOLATION) return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
