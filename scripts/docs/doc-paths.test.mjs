import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { missingDocPaths } from './doc-paths.mjs';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the paths the docs name', () => {
  it('all exist in this repository', () => {
    expect(missingDocPaths(repository)).toEqual([]);
  });
});

describe('missingDocPaths', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A small repository: its files by path, with their text. */
  function repositoryOf(files) {
    root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('finds a backticked repository path, a folder-relative file and a link that do not exist', () => {
    const root = repositoryOf({
      'apps/api/src/db/client.ts': '',
      'apps/api/src/db/README.md': 'See `client.ts`, `pool.ts` and [the map](../../../../docs/map.md).',
      'docs/architecture.md': 'The client: `apps/api/src/db/client.ts`; the pool: `apps/api/src/db/pool.ts`.',
      'README.md': 'Read [the architecture](docs/architecture.md#a-game) and `db/client.ts`.',
    });
    expect(missingDocPaths(root)).toEqual([
      'apps/api/src/db/README.md: ../../../../docs/map.md',
      'apps/api/src/db/README.md: pool.ts',
      'docs/architecture.md: apps/api/src/db/pool.ts',
    ]);
  });

  it('passes by URLs, routes, globs that match, run-time paths and prose with a slash', () => {
    const root = repositoryOf({
      'apps/api/test/scale-out/two.test.ts': '',
      'README.md':
        'Call `POST /api/games/odds` or `/api/health`, see [docs](https://example.com/x.md), run ' +
        '`apps/api/test/scale-out/*.test.ts`, keep `./data/secrets.json`, read `text/plain` and `and/or`.',
    });
    expect(missingDocPaths(root)).toEqual([]);
  });

  it('finds a glob whose folder does not exist', () => {
    const root = repositoryOf({ 'README.md': 'Run `apps/api/test/scale-up/*.test.ts`.' });
    expect(missingDocPaths(root)).toEqual(['README.md: apps/api/test/scale-up/*.test.ts']);
  });
});
