// Query keys of the console: every key starts with 'admin', so an action can refresh all it may have changed.
export const ADMIN_KEY = ['admin'] as const;
export const adminKey = (...parts: Array<string | Record<string, string>>) => [...ADMIN_KEY, ...parts] as const;

/** A query string from the filled-in filters only. */
export function queryString(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
