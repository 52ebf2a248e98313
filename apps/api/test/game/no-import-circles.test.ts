import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The live pipeline's stages import their values from game-event-types.ts, never a stage from a stage that imports
// it back: domain/game has no import circle (type-only imports count too: they tie the files' meaning alike).

const GAME = fileURLToPath(new URL('../../src/domain/game', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+\.ts)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each file's imports of other files of the folder. */
function importGraph(folder: string): Map<string, string[]> {
  const files = new Set(sourceFiles(folder));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(dirname(file), match[1]!));
    graph.set(
      file,
      targets.filter((target) => files.has(target)),
    );
  }
  return graph;
}

/** The first circle found, as the files along it, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const circle = visit(target);
      if (circle) return circle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

describe('domain/game imports', () => {
  it('form no circle', () => {
    const graph = importGraph(GAME);
    expect(graph.size).toBeGreaterThan(20);
    const circle = findCircle(graph);
    expect(circle?.map((file) => relative(GAME, file)) ?? null).toBeNull();
  });

  it('finds a circle where there is one', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', []],
    ]);
    expect(findCircle(graph)).toEqual(['/a.ts', '/b.ts', '/c.ts', '/a.ts']);
    expect(
      findCircle(
        new Map([
          ['/a.ts', ['/b.ts']],
          ['/b.ts', []],
        ]),
      ),
    ).toBeNull();
  });
});
