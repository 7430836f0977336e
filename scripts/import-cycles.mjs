// `node scripts/import-cycles.mjs`: the server's import cycles, type-only imports included (issue 28 §2).
// A cycle between files means neither can be understood, tested or moved without the other; a type-only
// one still ties the files' declarations together (types.ts importing from modules closed a 27-file cycle).
// Prints each cycle and exits 1 when there is one; `npm test` runs it beside the linter.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { isCommand, sourceFiles } from './lib.mjs';

const ROOT = resolve(import.meta.dirname, '..');

/** The file a relative specifier names (`./x`, `./x.js`, `./x/index`), or null for packages. */
function resolveSpecifier(from, specifier, known) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.(m?js)$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/**
 * Every file's imports within `dir`: `import`, `import type`, `export … from`, `import()` and
 * `require()`, as TypeScript's own pre-processor reads them.
 */
export function importGraph(dir) {
  const files = sourceFiles(resolve(dir));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const imported of importedFiles) {
      const target = resolveSpecifier(file, imported.fileName, known);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The graph's cycles: each strongly connected set of two or more files (or a file importing itself). */
export function cycles(graph) {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const to = edges[frame.edge];
        frame.edge += 1;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work.at(-1).node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node))
        found.push(members.sort());
    }
  }
  return found;
}

/** One line per cycle: its files, relative to `root`. */
export function describeCycles(found, root = ROOT) {
  return found.map(
    (members) => `cycle of ${members.length}: ${members.map((m) => relative(root, m)).join(', ')}`,
  );
}

if (isCommand(import.meta.url)) {
  const found = cycles(importGraph(join(ROOT, 'apps/server/src')));
  for (const line of describeCycles(found)) console.log(line);
  if (found.length > 0) {
    console.log(`${found.length} import cycle(s) in apps/server/src (type-only imports count too).`);
    process.exit(1);
  }
  console.log('No import cycles in apps/server/src.');
}
