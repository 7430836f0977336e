// Writes apps/web/dist/route-preloads.json: for each route of the web app, the chunks its page needs beyond
// the entry's (which index.html already preloads), and a pattern matching its paths. The server adds them to
// index.html as <link rel="modulepreload"> when it serves that path (apps/server/src/plugins/web-app-html.ts),
// so a phone fetches the page's code beside the entry instead of after running it: one round trip of a slow
// link fewer before the page can draw (decision 064). Same routes and same static closure as the bundle budget.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryKey, routeModules, staticClosure, webRoutes } from './bundle-budget.mjs';
import { isCommand } from './lib.mjs';

/** A route path ('/realms/:id/details') as an anchored pattern over a pathname; a trailing slash is allowed. */
export function pathPattern(path) {
  if (path === '/') return '^/$';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}/?$`;
}

/** `[{ path, pattern, files }]`: each route's chunk files (under the build root) not already the entry's. */
export function routePreloads(manifest, routes) {
  const entry = entryKey(manifest);
  const entryFiles = staticClosure(manifest, [entry]);
  return routes.map((route) => ({
    path: route.path,
    pattern: pathPattern(route.path),
    files: [...staticClosure(manifest, routeModules(entry, route))].filter((file) => !entryFiles.has(file)),
  }));
}

export function writeRoutePreloads(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(routePreloads(manifest, webRoutes())));
}

if (isCommand(import.meta.url)) writeRoutePreloads(join(import.meta.dirname, '../apps/web/dist'));
