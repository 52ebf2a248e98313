// An ESLint rule that keeps layers apart by where an import points, not how it is spelled: a relative
// `../../wallet/x` and an aliased `@/features/wallet/x` resolve to the same folder and are caught alike.
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** `path` (relative to the repository, with `/`) is `folder` or inside it. */
function isInside(path, folder) {
  return path === folder || path.startsWith(`${folder}/`);
}

function toRepoPath(absolute) {
  return relative(REPO_ROOT, absolute).split('\\').join('/');
}

/**
 * Options: `{ aliases: { '@': 'apps/web/src' }, zones: [{ files, forbidden, allowed?, packages?, message }] }`.
 * A file inside a zone's `files` folder may not import a module inside any `forbidden` folder (unless it is
 * inside an `allowed` one), nor a package whose name is or starts with one of `packages`.
 */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep layers and features from importing each other, by resolved path.' },
    schema: [
      {
        type: 'object',
        properties: {
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                files: { type: 'string' },
                forbidden: { type: 'array', items: { type: 'string' } },
                allowed: { type: 'array', items: { type: 'string' } },
                packages: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['files', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ aliases = {}, zones }] = context.options;
    const file = toRepoPath(context.filename);
    const active = zones.filter((zone) => isInside(file, zone.files));
    if (active.length === 0) return {};

    /** The module's path relative to the repository, or undefined for a package. */
    function resolveSource(source) {
      if (source.startsWith('.')) return toRepoPath(resolve(dirname(context.filename), source));
      if (isAbsolute(source)) return toRepoPath(source);
      for (const [alias, folder] of Object.entries(aliases)) {
        if (source === alias || source.startsWith(`${alias}/`)) return `${folder}${source.slice(alias.length)}`;
      }
      return undefined;
    }

    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveSource(source);
      for (const zone of active) {
        const refused =
          target === undefined
            ? (zone.packages ?? []).some((name) => source === name || source.startsWith(name))
            : (zone.forbidden ?? []).some((folder) => isInside(target, folder)) &&
              !(zone.allowed ?? []).some((folder) => isInside(target, folder));
        if (refused) context.report({ node, message: `${zone.message} ('${source}')` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
