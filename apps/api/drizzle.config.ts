import { defineConfig } from 'drizzle-kit';

// Paths are relative to this file's folder by way of the cwd-independent URL below, so the root script
// (`npm run db:generate`) and a run from apps/api produce the same migrations.
const here = new URL('.', import.meta.url).pathname;

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}src/db/schema.ts`,
  out: `${here}drizzle`,
});
