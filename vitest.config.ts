import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// One run covers the contract, the web units and the API. The API suite runs on the embedded PGlite and,
// when TEST_DATABASE_URL points at a PostgreSQL server, its database-backed half (apps/api/test) a second time on
// it. The unit tests next to the code touch no database chosen by TEST_DB_DRIVER, so they run once: a second run
// would test nothing new and cost about a minute of CI.
//
// Test files run a worker per core (vitest's own default leaves one core idle, which on this 2-core machine is one
// file at a time: 20 minutes instead of 10). The files below run after all the others, one at a time: they render
// real video in their setup or start API processes, HAProxy and their ports, and beside another heavy file on a
// busy machine they went past their time limits (performance notes 0031 and 0032).
const alone = [
  'apps/api/test/clips/single-use-clips.test.ts',
  'apps/api/test/clips/pre-answer-statistics.test.ts',
  'apps/api/test/clips/clip-library.test.ts',
  'apps/api/test/scale-out/*.test.ts',
  'apps/api/test/lifecycle/*.test.ts',
  'apps/api/test/readiness.test.ts',
];
const apiUnitTests = 'apps/api/src/**/*.test.ts';
const apiDatabaseTests = 'apps/api/test/**/*.test.ts';

const projects: TestProjectConfiguration[] = [
  { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' } },
  {
    test: {
      name: 'tooling',
      include: ['eslint-rules/**/*.test.js', 'bench/**/*.test.mjs', 'scripts/**/*.test.mjs'],
      environment: 'node',
      testTimeout: 30_000,
    },
  },
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
  ...apiProjects('pglite', [apiUnitTests, apiDatabaseTests]),
];

if (process.env.TEST_DATABASE_URL) projects.push(...apiProjects('postgres', [apiDatabaseTests]));

/** The API's tests on one database: those that may run beside others, and those that run alone (`alone`). */
function apiProjects(driver: 'pglite' | 'postgres', include: string[]): TestProjectConfiguration[] {
  const test = {
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  } as const;
  return [
    // One module graph per worker, not per file (performance note 0053): each file opens its own database and app, so
    // loading the app's modules afresh for every file only repeated work (about half the API suite's time).
    // Whatever a test stubs (globals, environment variables) is put back after it, so no file sees another's.
    {
      test: {
        ...test,
        name: `api-${driver}`,
        include,
        exclude: [...configDefaults.exclude, ...alone],
        isolate: false,
        unstubEnvs: true,
        unstubGlobals: true,
      },
    },
    // One worker and the default group order: vitest runs these files last, one after another.
    { test: { ...test, name: `api-${driver}-alone`, include: alone, maxWorkers: 1 } },
  ];
}

export default defineConfig({ test: { maxWorkers: availableParallelism(), projects } });
