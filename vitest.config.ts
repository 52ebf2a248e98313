import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// One run covers the contract, the web units and the API. The API suite runs on the embedded PGlite and,
// when TEST_DATABASE_URL points at a PostgreSQL server, its database-backed half (apps/api/test) a second time on
// it. The unit tests next to the code touch no database chosen by TEST_DB_DRIVER, so they run once: a second run
// would test nothing new and cost about a minute of CI.
const apiUnitTests = 'apps/api/src/**/*.test.ts';
const apiDatabaseTests = 'apps/api/test/**/*.test.ts';

const projects: TestProjectConfiguration[] = [
  { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
  { test: { name: 'tooling', include: ['eslint-rules/**/*.test.js'], environment: 'node', testTimeout: 30_000 } },
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // Whole screens driven click by click: on a busy 2-core machine one can take several seconds.
      testTimeout: 15_000,
    },
  },
  {
    test: {
      name: 'api-pglite',
      include: [apiUnitTests, apiDatabaseTests],
      environment: 'node',
      env: { TEST_DB_DRIVER: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: [apiDatabaseTests],
      environment: 'node',
      env: { TEST_DB_DRIVER: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
}

// A worker per core. Vitest's own default in a run is one fewer, which on a 2-core machine runs the files one after
// another: most of a file's time is importing the app and migrating its database, and the tests wait on sockets,
// PostgreSQL and timers, so two workers took the suite from 20 to 10 minutes here with the same results.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
