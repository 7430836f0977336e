// `node scripts/bundle-budget.mjs`: each route's JavaScript, gzipped, against its budget (issue 29 §7).
// A partner on a phone and a slow link pays for every byte a page needs before it can draw. A route needs
// the entry (index.html's script), the signed-in shell when the route is behind the sign-in, its page's
// lazy chunk, and every chunk those import statically; chunks they import dynamically (the dashboard's
// charts, a map) are left out: they come after the page is on screen, and only where they are drawn.
// Reads the Vite build's manifest (apps/web/dist/.vite/manifest.json; run `node scripts/build.mjs` first)
// and the routes each feature declares (apps/web/src/features/*/routes.ts, app/route-table.ts). Prints the
// heaviest routes and exits 1 when a route is over budget, naming its largest chunks. `npm test` runs it.
// Every route is within 170 KB (decision 104): the ceilings that held routes still over it (decision 058)
// are gone, and a route that grows past the budget fails.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isCommand } from './lib.mjs';
import { entryKey, staticImportsOf } from './vite-manifest.mjs';
import { routeModules, webRoutes } from './web-routes.mjs';

// Re-exported: the route budget's tests and scripts read routes through this module.
export { SHELL_MODULE, routeModules, routesOf, webRoutes } from './web-routes.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps/web');
export const BUDGET_BYTES = 170 * 1024;

/** The chunk files `keys` need: each key's own file and its static imports, transitively; CSS aside. */
export const staticClosure = (manifest, keys) =>
  new Set(
    staticImportsOf(manifest, keys)
      .map((key) => manifest[key].file)
      .filter((file) => file.endsWith('.js')),
  );

/**
 * The chunk files index.html asks for with `<link rel="modulepreload">`: the entry's static imports, and
 * what the entry imports dynamically at once (React DOM: apps/web/vite.config.ts, preloadFirstImports).
 */
export const preloadedFiles = (indexHtml) =>
  [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]);

/**
 * Each route's JavaScript: `{ path, bytes, chunks: [{ file, bytes }] }` heaviest first, where `gzipped(file)`
 * gives a chunk's gzipped size. The entry is the manifest's `isEntry` chunk; `preloaded` are the files
 * index.html preloads (`preloadedFiles`), which every route loads too.
 */
export function routeWeights(manifest, routes, gzipped, preloaded = []) {
  const entry = entryKey(manifest);
  return routes
    .map((route) => {
      const chunks = [...new Set([...staticClosure(manifest, routeModules(entry, route)), ...preloaded])]
        .map((file) => ({ file, bytes: gzipped(file) }))
        .sort((a, b) => b.bytes - a.bytes);
      return { path: route.path, bytes: chunks.reduce((sum, c) => sum + c.bytes, 0), chunks };
    })
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The lines to print, and whether every route is within `budget`. */
export function budgetReport(weights, budget = BUDGET_BYTES) {
  const over = weights.filter((w) => w.bytes > budget);
  const lines = over.map(
    (w) =>
      `over budget: ${w.path} loads ${kb(w.bytes)} of JavaScript gzipped (budget ${kb(budget)}); ` +
      `largest chunks: ${w.chunks
        .slice(0, 5)
        .map((c) => `${c.file} ${kb(c.bytes)}`)
        .join(', ')}`,
  );
  const heaviest = weights.slice(0, 5).map((w) => `${w.path} ${kb(w.bytes)}`);
  lines.push(
    `${weights.length} routes: ${weights.length - over.length} within ${kb(budget)}, ` +
      `${over.length} over budget; heaviest: ${heaviest.join(', ')}`,
  );
  return { ok: over.length === 0, lines };
}

if (isCommand(import.meta.url)) {
  const dist = join(WEB, 'dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No web build: run `node scripts/build.mjs` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const preloaded = preloadedFiles(readFileSync(join(dist, 'index.html'), 'utf8'));
  const weights = routeWeights(manifest, webRoutes(), gzipped, preloaded);
  const { ok, lines } = budgetReport(weights, BUDGET_BYTES);
  console.log(lines.join('\n'));
  process.exitCode = ok ? 0 : 1;
}
