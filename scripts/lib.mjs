// Helpers shared by the repository scripts (start, build, test). Plain Node: they run before any install.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Newest modification time under the given paths, skipping build output and dependencies. */
export function newestMtime(paths) {
  let newest = 0;
  const skip = new Set(['node_modules', 'dist', '.tmp', 'data', 'test-results']);
  const walk = (path) => {
    if (!existsSync(path)) return;
    const st = statSync(path);
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) if (!skip.has(name)) walk(join(path, name));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  for (const p of paths) walk(join(root, p));
  return newest;
}

/**
 * The node flags the server runs with, wherever it is started (npm start, the benches, the end-to-end
 * tests): apps/server/node-flags.json, why in docs/decisions/042-server-gc-flags-and-reply-cache.md.
 */
export function serverNodeFlags() {
  return JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
}

export const mtime = (path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0);

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** The TypeScript sources under `dir`, sorted: tests, declarations and dependencies left out. */
export function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...sourceFiles(path));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    )
      files.push(path);
  }
  return files;
}

/** Whether the script whose `import.meta.url` this is was run as a command (not imported by a test). */
export const isCommand = (moduleUrl) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href;
