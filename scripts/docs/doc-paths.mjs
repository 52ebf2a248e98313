// The paths the documentation names, and those of them that do not exist. A doc is the root README.md, every
// file under docs/, and every folder's README.md. It names a path in two ways:
// - a relative markdown link, `[text](target)`, resolved from the doc's folder;
// - a backticked path: one that starts at a top-level folder of the repository (`apps/api/src/db/client.ts`),
//   or any file name or path ending in a source file's extension (`client.ts`, `engine/gated-links.ts`), which
//   may be written from the doc's folder, from the root, or as the tail of a path in the repository, as the docs
//   name files inside the folder they describe. A glob names the folder before its first `*`.
// Paths the product writes at run time (under `data/`, `dist/`, `DATA_DIR/`) and the product's design, which
// sits beside the repository (`shared/`, or a relative path out of it), are not looked for.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const NOT_IN_A_CLONE = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
]);
const FILE_EXTENSION = /\.(ts|tsx|mts|js|mjs|cjs|json|sql|md|yaml|yml|css|html|sh)$/;
const WRITTEN_AT_RUN_TIME_OR_OUTSIDE = ['data/', 'dist/', 'DATA_DIR/', 'shared/'];

/** Every file and folder of the repository at `root` (relative, with `/`), skipping what a clone does not hold. */
export function listRepository(root) {
  const files = [];
  const folders = [];
  (function walk(folder) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (NOT_IN_A_CLONE.has(entry.name)) continue;
      const path = join(folder, entry.name);
      const name = relative(root, path).split(sep).join('/');
      if (entry.isDirectory()) {
        folders.push(name);
        walk(path);
      } else files.push(name);
    }
  })(root);
  return { files, folders };
}

/** The docs among a repository's files: README.md, docs/**\/*.md and every folder's README.md. */
export function docsAmong(files) {
  return files.filter(
    (file) => file.endsWith('.md') && (file === 'README.md' || file.startsWith('docs/') || file.endsWith('/README.md')),
  );
}

/** The paths a doc's text names: `{ kind: 'link' | 'code', path }`, as written. */
export function pathsNamedIn(text, topLevel) {
  const named = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
    named.push({ kind: 'link', path: target.split('#')[0] });
  }
  for (const [, token] of text.matchAll(/(?<!`)`([^`\s]+)`(?!`)/g)) {
    if (token.startsWith('/') || /^[a-z][a-z+.-]*:/i.test(token) || /[{}:<>=$]/.test(token)) continue;
    const path = token.replace(/^\.\//, '');
    if (WRITTEN_AT_RUN_TIME_OR_OUTSIDE.some((prefix) => path.startsWith(prefix))) continue;
    const isFile = FILE_EXTENSION.test(path);
    if (!isFile && !(path.includes('/') && topLevel.has(path.split('/')[0]))) continue;
    named.push({ kind: 'code', path });
  }
  return named;
}

/** The paths named in the repository's docs that do not exist, as `doc: path` lines. */
export function missingDocPaths(root) {
  const { files, folders } = listRepository(root);
  const everything = [...files, ...folders];
  const topLevel = new Set(readdirSync(root));
  const missing = [];
  for (const doc of docsAmong(files)) {
    const folder = dirname(join(root, doc));
    for (const { kind, path } of pathsNamedIn(readFileSync(join(root, doc), 'utf8'), topLevel)) {
      if (kind === 'link') {
        const target = resolve(folder, path);
        // A link out of the repository (to the product's design beside it) cannot be checked from a clone.
        if (!target.startsWith(root + sep)) continue;
        if (!existsSync(target)) missing.push(`${doc}: ${path}`);
        continue;
      }
      // A glob is looked for by its folder; one without a folder (a build's `index-*.js`) names no path.
      const stem = (path.includes('*') ? path.slice(0, path.indexOf('*')).replace(/[^/]*$/, '') : path).replace(
        /\/$/,
        '',
      );
      if (stem === '') continue;
      if (!resolve(folder, stem).startsWith(root + sep) && stem.startsWith('../')) continue;
      const found =
        existsSync(join(root, stem)) ||
        existsSync(join(folder, stem)) ||
        (!topLevel.has(stem.split('/')[0]) && everything.some((name) => name.endsWith(`/${stem}`)));
      if (!found) missing.push(`${doc}: ${path}`);
    }
  }
  return missing;
}
