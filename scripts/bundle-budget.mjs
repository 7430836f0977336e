// `node scripts/bundle-budget.mjs`: each route's JavaScript, gzipped, against its budget (issue 29 §7).
// A partner on a phone and a slow link pays for every byte a page needs before it can draw. A route needs
// the entry (index.html's script), the signed-in shell when the route is behind the sign-in, its page's
// lazy chunk, and every chunk those import statically; chunks they import dynamically (the dashboard's
// charts, a map) are left out: they come after the page is on screen, and only where they are drawn.
// Reads the Vite build's manifest (apps/web/dist/.vite/manifest.json; run `node scripts/build.mjs` first)
// and the routes each feature declares (apps/web/src/features/*/routes.ts, app/route-table.ts). Prints the
// heaviest routes and exits 1 when a route is over budget, naming its largest chunks. `npm test` runs it.
// Routes not yet within 170 KB (React, React Router, Mantine and zod alone weigh ~150 KB; decision 058)
// are held at a recorded ceiling instead, in scripts/bundle-budget-ceilings.json: such a route fails when
// it grows past its ceiling, any other route when it passes 170 KB. `--record` rewrites the ceilings from
// the current build (each route's weight rounded up to the next KB, plus 1 KB for zlib differences), and
// drops routes now within budget: run it after making a route lighter, never to let one grow.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
const CEILINGS_FILE = join(ROOT, 'scripts/bundle-budget-ceilings.json');

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

/**
 * The lines to print, and whether every route is within its budget: `budget`, or its recorded ceiling
 * (bytes, by path) for a route still over it.
 */
export function budgetReport(weights, budget = BUDGET_BYTES, ceilings = {}) {
  const limitOf = (w) => Math.max(budget, ceilings[w.path] ?? 0);
  const over = weights.filter((w) => w.bytes > limitOf(w));
  const held = weights.filter((w) => w.bytes > budget && w.bytes <= limitOf(w));
  const lines = over.map(
    (w) =>
      `over budget: ${w.path} loads ${kb(w.bytes)} of JavaScript gzipped (budget ${kb(limitOf(w))}` +
      `${limitOf(w) > budget ? `, its recorded ceiling; the target is ${kb(budget)}` : ''}); ` +
      `largest chunks: ${w.chunks
        .slice(0, 5)
        .map((c) => `${c.file} ${kb(c.bytes)}`)
        .join(', ')}`,
  );
  const heaviest = weights.slice(0, 5).map((w) => `${w.path} ${kb(w.bytes)}`);
  lines.push(
    `${weights.length} routes: ${weights.length - over.length - held.length} within ${kb(budget)}, ` +
      `${held.length} over it but within their recorded ceilings, ${over.length} over budget; ` +
      `heaviest: ${heaviest.join(', ')}`,
  );
  return { ok: over.length === 0, lines };
}

/** The ceilings to record: each route over `budget`, at its weight rounded up to a KB, plus 1 KB. */
export function ceilingsOf(weights, budget = BUDGET_BYTES) {
  return Object.fromEntries(
    weights
      .filter((w) => w.bytes > budget)
      .map((w) => [w.path, (Math.ceil(w.bytes / 1024) + 1) * 1024])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
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
  if (process.argv.includes('--record')) {
    writeFileSync(CEILINGS_FILE, `${JSON.stringify(ceilingsOf(weights), null, 2)}\n`);
    console.log(
      `Recorded the ceilings of ${Object.keys(ceilingsOf(weights)).length} routes in ${CEILINGS_FILE}.`,
    );
  }
  const ceilings = existsSync(CEILINGS_FILE) ? JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')) : {};
  const { ok, lines } = budgetReport(weights, BUDGET_BYTES, ceilings);
  console.log(lines.join('\n'));
  process.exitCode = ok ? 0 : 1;
}
