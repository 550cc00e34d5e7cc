/**
 * The relative-import graph of the project's own source (tests excepted), read from the text of
 * each file: static imports, `import type`, re-exports and dynamic `import('./…')` are all edges,
 * since a circle of types is as tangled to read as one of values. No parser, no dependency.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../support/corpus.ts';

/** Repository-relative path of a file. */
export const rel = (file: string): string => path.relative(repoRoot, file);

/** Every .ts/.tsx file under a folder of the repository, tests excepted (absolute paths). */
export function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
    }
  };
  walk(path.join(repoRoot, folder));
  return out;
}

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'(\.[^']+)'/g;
const DYNAMIC_IMPORT = /\bimport\(\s*'(\.[^']+)'\s*\)/g;

/** Repository-relative paths of the files a file imports (relative imports only), as written. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) =>
    rel(path.resolve(path.dirname(file), m[1] ?? '')),
  );
}

/** The file an import names: as written, or with the extension or index file left out. */
function resolved(target: string): string | null {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) {
    const full = path.join(repoRoot, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

/**
 * Every import circle among the files under `folders`, one line each ("a → b → c → a"): one
 * circle per strongly connected group of files (Tarjan's algorithm), shown as a shortest way
 * round from its first file.
 */
export function importCycles(folders: string[]): string[] {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const targets = importsOf(file).flatMap((target) => resolved(target) ?? []);
    graph.set(rel(file), [...new Set(targets)]);
  }
  return stronglyConnected(graph)
    .filter((group) => group.length > 1 || (graph.get(group[0]!) ?? []).includes(group[0]!))
    .map((group) => wayRound(graph, group).join(' → '));
}

function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue; // outside the folders walked
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups;
}

/** A shortest path from the group's first file back to itself, through the group only. */
function wayRound(graph: Map<string, string[]>, group: string[]): string[] {
  const start = group[0]!;
  const inGroup = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!inGroup.has(next)) continue;
      if (next === start) {
        const way = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at))
          way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...group, start];
}
