import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Features depend on each other one way only (docs/architecture.md): a feature that builds on
 * another may read it, never the reverse, so each can be understood, tested and changed from the
 * bottom up. Lint's `import-x/no-cycle` sees value imports between files; this sees every import
 * (types too) between feature folders, where a cycle hides in files that never import each other.
 */

const ROOT = path.join(import.meta.dirname, '..');
const AREAS = ['server/features', 'web/features'];
const ALIASES: Record<string, string> = { '#domain/': 'domain/', '#server/': 'server/', '#web/': 'web/' };

/** A feature and, for each feature it imports, the imports that make it: "file -> imported path". */
type FeatureGraph = Map<string, Map<string, string[]>>;

function featureOf(file: string): string | undefined {
  return /^((?:server|web)\/features\/[^/]+)\//.exec(file)?.[1];
}

/** The repository paths a file imports (relative, aliased, type-only, re-exported or dynamic). */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => {
    if (fileName.startsWith('.')) return [path.posix.join(path.posix.dirname(file), fileName)];
    const alias = Object.keys(ALIASES).find((prefix) => fileName.startsWith(prefix));
    return alias ? [ALIASES[alias] + fileName.slice(alias.length)] : [];
  });
}

function sourceFiles(area: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, area), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.posix.join(area, name.split(path.sep).join('/')));
}

function featureGraph(): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const file of AREAS.flatMap(sourceFiles)) {
    const from = featureOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const imported of importsOf(file)) {
      const to = featureOf(imported);
      if (to && to !== from) edges.set(to, [...(edges.get(to) ?? []), `${file} -> ${imported}`]);
    }
  }
  return graph;
}

/**
 * The cycles among the features, each as its features in order (from the first by name) and the
 * imports that close it: for every import between two features, the shortest way back, if any.
 */
function cyclesIn(graph: FeatureGraph): { cycle: string; imports: string[] }[] {
  const found = new Map<string, string[]>();
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      const back = shortestPath(graph, to, from);
      if (!back) continue;
      const ring = [from, ...back.slice(0, -1)];
      const first = ring.indexOf([...ring].sort()[0]!);
      const ordered = [...ring.slice(first), ...ring.slice(0, first)];
      const key = [...ordered, ordered[0]].join(' -> ');
      if (found.has(key)) continue;
      found.set(
        key,
        ordered.flatMap((feature, i) => graph.get(feature)!.get(ordered[(i + 1) % ordered.length]!)!),
      );
    }
  }
  return [...found].sort().map(([cycle, imports]) => ({ cycle, imports }));
}

/** The features from `start` to `goal` (both included) along the fewest imports; undefined if none. */
function shortestPath(graph: FeatureGraph, start: string, goal: string): string[] | undefined {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let feature = queue.shift(); feature !== undefined; feature = queue.shift()) {
    if (feature === goal) {
      const path: string[] = [];
      for (let at: string | null = goal; at !== null; at = cameFrom.get(at)!) path.unshift(at);
      return path;
    }
    for (const next of graph.get(feature)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        queue.push(next);
      }
    }
  }
  return undefined;
}

describe('the features import each other one way', () => {
  test('no feature of the server or the web reaches itself through the features it imports', () => {
    expect(cyclesIn(featureGraph())).toEqual([]);
  });

  test('the graph is read from the files: a feature that builds on orders imports it', () => {
    const graph = featureGraph();
    expect(graph.get('server/features/event-requests')?.has('server/features/orders')).toBe(true);
    expect(graph.get('server/features/order-life')?.has('server/features/notifications')).toBe(true);
  });

  test('a cycle is found through any number of features, with the imports on it', () => {
    const graph: FeatureGraph = new Map([
      ['b', new Map([['c', ['b.ts -> c.ts']]])],
      [
        'c',
        new Map([
          ['a', ['c.ts -> a.ts']],
          ['d', ['c.ts -> d.ts']],
        ]),
      ],
      ['a', new Map([['b', ['a.ts -> b.ts']]])],
      ['d', new Map([['e', ['d.ts -> e.ts']]])],
    ]);
    expect(cyclesIn(graph)).toEqual([
      { cycle: 'a -> b -> c -> a', imports: ['a.ts -> b.ts', 'b.ts -> c.ts', 'c.ts -> a.ts'] },
    ]);
  });
});
