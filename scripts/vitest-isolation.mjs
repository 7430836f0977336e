import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The test files under `dirs` (relative to `root`) that need a module graph of their own: those that replace
 * a module with `vi.mock` or `vi.doMock`, and those that say why in a `// @own-module-graph: …` comment (a
 * test of what happens before a lazily loaded module has loaded, say).
 *
 * The server and web suites share one module graph between the files a worker runs (`isolate: false`,
 * decision 098). A replaced module needs a graph of its own: in a shared one the mock does not apply when the
 * real module is already loaded, or leaks into the files after it. Such files run in each suite's
 * `-isolated` project. They are found by reading them, so a new test that mocks runs apart without anyone
 * listing it.
 */
export function testFilesNeedingOwnGraph(root, dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split('\\').join('/')}`)
      .filter((file) =>
        /\bvi\.(?:mock|doMock)\(|^\s*\/\/ @own-module-graph:/m.test(readFileSync(join(root, file), 'utf8')),
      ),
  );
}

/**
 * What a suite's project `which` runs: `shared`, every file of `include` but those that need a graph of their
 * own, in one module graph per worker; `isolated`, those files, each in its own.
 */
export function graphSplit(which, root, dirs, include) {
  const ownGraph = testFilesNeedingOwnGraph(root, dirs);
  return which === 'shared'
    ? { include, exclude: ownGraph, isolate: false }
    : { include: ownGraph, exclude: [], isolate: true };
}
