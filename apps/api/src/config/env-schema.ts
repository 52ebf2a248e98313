import { z } from 'zod';

// The building blocks of the environment's schema. Each variable is a zod schema over its trimmed text
// (undefined when unset or blank, the way shells and .env files write "not set"); a bad value becomes one
// line, `NAME message (got "value")`, and a quiet variable's value is never echoed.

export type EnvShape = Record<string, z.ZodType>;
export type EnvValues<S extends EnvShape> = { [K in keyof S]: z.output<S[K]> };

const quiet = new WeakSet<z.ZodType>();

/** A variable whose value must never appear in a message: a secret, or a URL that may carry a password. */
export function quietly<T extends z.ZodType>(schema: T): T {
  quiet.add(schema);
  return schema;
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

export function matching(pattern: RegExp, message: string) {
  return z.string().regex(pattern, { error: message });
}

export function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, error: message });
}

/** A whole number from `min` to `max`; `message` names the range (and what its ends mean). */
export function wholeNumber(min: number, max: number, message = `must be a whole number from ${min} to ${max}`) {
  return z.string().transform((raw, context) => {
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

export function onOff() {
  return z.string().transform((raw, context) => {
    const word = raw.toLowerCase();
    if (word === 'on' || word === 'true' || word === '1') return true;
    if (word === 'off' || word === 'false' || word === '0') return false;
    context.addIssue({ code: 'custom', message: 'must be on or off' });
    return z.NEVER;
  });
}

/** A secret of at least `minLength` characters; the message gives its length, never its text. */
export function secretText(minLength: number) {
  return quietly(
    z
      .string()
      .refine((value) => value.length >= minLength, {
        error: (issue) => `must be at least ${minLength} characters (got ${String(issue.input).length})`,
      })
      .optional(),
  );
}

/**
 * Parses every variable of `shape` on its own, so one bad value does not hide the next: the problems in the
 * shape's order, the names found bad, and for a bad variable its default (or undefined), so later rules can
 * still be checked.
 */
export function parseEnv<S extends EnvShape>(
  shape: S,
  env: NodeJS.ProcessEnv,
): { values: EnvValues<S>; problems: string[]; invalid: Set<keyof S> } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  const invalid = new Set<keyof S>();
  for (const [name, schema] of Object.entries(shape)) {
    const result = schema.safeParse(env[name]?.trim() || undefined);
    if (result.success) {
      values[name] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      problems.push(
        quiet.has(schema) ? `${name} ${issue.message}` : `${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
      );
    }
    invalid.add(name);
    const fallback = schema.safeParse(undefined);
    values[name] = fallback.success ? fallback.data : undefined;
  }
  return { values: values as EnvValues<S>, problems, invalid };
}
