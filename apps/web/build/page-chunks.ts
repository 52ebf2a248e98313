// How the build groups modules into files. Left to itself the bundler makes one chunk per set of
// lazy routes that share a module, so the signed-in dashboard loaded 52 files, most under 1 KB. The page
// server speaks HTTP/1.1 (six connections per origin), so on a phone's network each extra file is another
// round trip on the dashboard's critical path. Here modules are grouped by which kinds of page need them
// on their first load:
//
//   entry           everything the entry imports statically (React, the router, the query client)
//   landing-shared  what the landing page shares with any other page: the landing still loads exactly the
//                   modules it needs (its JavaScript budget is tight), only in fewer files
//   shared          what the guest pages (sign-in, sign-up, ...) share with the signed-in frame
//   signed-in       the signed-in frame and the dashboard, where every sign-in lands
//
// Everything else (other screens, their own shared pieces, the operator console) keeps the default split.
// A module's importers reach it through the same pages or fewer, so its static dependencies always fall in
// the same group or a more widely shared one. `assertPageChunks` checks the result: a page that loaded a
// group it does not need would carry every other page's code.
import { resolve } from 'node:path';
import type { ChunkingContext, CodeSplittingOptions, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const WEB_ROOT = resolve(import.meta.dirname, '..');
const source = (path: string) => resolve(WEB_ROOT, path);

/** The lazy modules each kind of first load starts from (see src/app/router.tsx). */
const PAGE_ROOTS = {
  landing: [source('src/app/routes/landing.tsx')],
  guest: [
    source('src/app/routes/login.tsx'),
    source('src/app/routes/signup.tsx'),
    source('src/app/routes/forgot-password.tsx'),
    source('src/app/routes/not-found.tsx'),
    // The toaster mounts on every page but the landing.
    source('src/components/ui/sonner.tsx'),
    // The guest forms' schemas, loaded after their page (performance note 0047): what they need of the contract must not
    // sit in a signed-in group, or loading them would fetch the signed-in frame as well.
    source('../../packages/contract/src/auth.ts'),
  ],
  signedIn: [source('src/app/routes/app/shell.tsx'), source('src/app/routes/app/dashboard.tsx')],
} as const;

type PageKind = keyof typeof PAGE_ROOTS;

/** The groups each kind of page must never load (checked after the build). */
const NEVER_LOADED: Record<Exclude<PageKind, 'signedIn'>, readonly string[]> = {
  landing: ['shared', 'signed-in'],
  guest: ['signed-in'],
};

// Packages such as `lucide-react` and `radix-ui` are barrels: one module re-exporting hundreds. Following
// every import of a barrel would make the landing page "reach" every icon and primitive the app uses
// anywhere, so a barrel is followed only along the names its importer takes from it.

const NODE_MODULES = '/node_modules/';
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const USE_STRICT = /(["'])use strict\1;?/g;
const FROM_STATEMENT = /\b(?:import|export)\b[^;"']*?\bfrom\s*(["'])([^"']+)\1;?/g;
const LOCAL_EXPORT = /\bexport\s*\{[^}]*\};?/g;
const NAMED_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2/g;
const NAMESPACE_IMPORT = /\bimport\s*\*\s*as\s+(\w+)\s+from\s*(["'])([^"']+)\2/g;
const NAMED_REEXPORT = /\bexport\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2/g;
const LOCAL_EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;?/g;

type Barrel = { exports: Map<string, string>; all: string[] };

/** `{ a, b as c, default as d }` as [imported or local name, name it goes by]. */
function specifierPairs(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/);
      return [from!.trim(), (to ?? from!).trim()];
    });
}

/** The module a specifier names among `importedIds` (a relative path or a package name). */
function resolveSpecifier(specifier: string, importedIds: readonly string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const tail = specifier.replace(/^(\.\.?\/)+/, '/');
    return importedIds.find((id) => id.endsWith(tail));
  }
  return importedIds.find((id) => id.includes(`${NODE_MODULES}${specifier}/`));
}

function readBarrel(ctx: ChunkingContext, id: string): Barrel | null {
  const info = ctx.getModuleInfo(id);
  if (!id.includes(NODE_MODULES) || !info?.code) return null;
  const code = info.code.replace(COMMENTS, '');
  const rest = code.replace(USE_STRICT, '').replace(FROM_STATEMENT, '').replace(LOCAL_EXPORT, '');
  if (rest.trim() !== '') return null;
  const exports = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, name, , specifier] of code.matchAll(NAMESPACE_IMPORT)) namespaces.set(name!, specifier!);
  for (const [, list, , specifier] of code.matchAll(NAMED_REEXPORT)) {
    for (const [, exported] of specifierPairs(list!)) exports.set(exported, specifier!);
  }
  for (const [, list] of code.matchAll(LOCAL_EXPORT_LIST)) {
    for (const [local, exported] of specifierPairs(list!)) {
      const specifier = namespaces.get(local);
      if (specifier) exports.set(exported, specifier);
    }
  }
  return { exports, all: info.importedIds };
}

/** Every module reachable from `roots` through static imports, barrels followed by name. */
function staticallyReachable(ctx: ChunkingContext, roots: readonly string[], barrels: Map<string, Barrel | null>) {
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, readBarrel(ctx, id));
    return barrels.get(id)!;
  };
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const followedBarrels = new Set<string>();
    const code = info.code?.replace(COMMENTS, '') ?? '';
    for (const [, list, , specifier] of code.matchAll(NAMED_IMPORT)) {
      const dependency = resolveSpecifier(specifier!, info.importedIds);
      const barrel = dependency && barrelOf(dependency);
      if (!dependency || !barrel) continue;
      followedBarrels.add(dependency);
      for (const [imported] of specifierPairs(list!)) {
        const target = barrel.exports.get(imported);
        const targetId = target && resolveSpecifier(target, barrel.all);
        // A name the barrel does not map plainly: follow all of it rather than guess.
        pending.push(...(targetId ? [targetId] : barrel.all));
      }
    }
    pending.push(...info.importedIds.filter((dependency) => !followedBarrels.has(dependency)));
  }
  return seen;
}

// Every contract module imports zod, but the browser needs it only where a form validates: elsewhere the
// contract's schemas are dropped as unused (`manualPureFunctions` in vite.config.ts) and the import with
// them. Import edges overstate who needs zod and the modules that define schemas, so those keep the
// default split, which follows what each page really uses: the dashboard loads no schema library.
const SCHEMA_LIBRARY = /[\\/]node_modules[\\/]zod[\\/]/;

function groupOf(kinds: Set<PageKind>): string | null {
  if (kinds.has('landing')) return kinds.size > 1 ? 'landing-shared' : null;
  if (kinds.has('guest') && kinds.has('signedIn')) return 'shared';
  if (kinds.has('signedIn')) return 'signed-in';
  return null;
}

export function pageChunks(): CodeSplittingOptions {
  // One chunking pass asks for every module with the same context: compute the reach once per pass.
  const reachByPass = new WeakMap<ChunkingContext, Record<PageKind, Set<string>>>();
  function pageGroup(id: string, ctx: ChunkingContext): string | null {
    let reach = reachByPass.get(ctx);
    if (!reach) {
      const barrels = new Map<string, Barrel | null>();
      reach = {
        landing: staticallyReachable(ctx, PAGE_ROOTS.landing, barrels),
        guest: staticallyReachable(ctx, PAGE_ROOTS.guest, barrels),
        signedIn: staticallyReachable(ctx, PAGE_ROOTS.signedIn, barrels),
      };
      reachByPass.set(ctx, reach);
    }
    if (SCHEMA_LIBRARY.test(id) || ctx.getModuleInfo(id)?.importedIds.some((dep) => SCHEMA_LIBRARY.test(dep))) {
      return null;
    }
    const kinds = new Set((Object.keys(reach) as PageKind[]).filter((kind) => reach[kind].has(id)));
    return groupOf(kinds);
  }
  return {
    groups: [
      { name: 'entry', tags: ['$initial'], priority: 2 },
      { name: pageGroup, debugName: 'pages', priority: 1, includeDependenciesRecursively: false },
    ],
  };
}

/** Fails the build when a page's first load would include a group meant for other pages. */
export function assertPageChunks(): Plugin {
  return {
    name: 'gom-assert-page-chunks',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const [kind, forbidden] of Object.entries(NEVER_LOADED)) {
        for (const root of PAGE_ROOTS[kind as keyof typeof NEVER_LOADED]) {
          const start = chunks.find((chunk) => chunk.facadeModuleId === root || chunk.moduleIds.includes(root));
          if (!start) this.error(`no chunk holds ${root}`);
          const loaded = new Set<string>();
          const pending = [start.fileName];
          while (pending.length > 0) {
            const file = pending.pop()!;
            if (loaded.has(file)) continue;
            loaded.add(file);
            pending.push(...(byFile.get(file)?.imports ?? []));
          }
          for (const file of loaded) {
            const group = byFile.get(file)?.name;
            if (group && forbidden.includes(group)) this.error(`${root} would load the '${group}' chunk (${file})`);
          }
        }
      }
    },
  };
}
