import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit prefixes paths with './', so they must be relative to where it runs. Computing them from
// this file's folder keeps `npm run db:generate` (repo root) and a run from apps/api in agreement.
const here = relative(process.cwd(), fileURLToPath(new URL('.', import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/db/schema.ts`,
  out: `${here}/drizzle`,
});
