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

export default defineConfig({ test: { projects } });
