import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The migrations live in apps/api/drizzle. This module runs from apps/api/src/db (tsx, vitest) or is
// bundled into apps/api/dist/server.js, so look at both distances rather than trusting the cwd.
const CANDIDATES = ['../../drizzle', '../drizzle'];
const JOURNAL = 'meta/_journal.json';

export function findMigrationsFolder(): string {
  for (const candidate of CANDIDATES) {
    const folder = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(`${folder}/${JOURNAL}`)) return folder;
  }
  throw new Error(`Cannot find the migrations folder (looked for ${CANDIDATES.join(', ')} from ${import.meta.url})`);
}
