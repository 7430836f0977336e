// The web app's routes as its source declares them (apps/web/src/features/*/routes.ts, app/route-table.ts),
// each with the module its page is: read by the route budget (scripts/bundle-budget.mjs) and by the build,
// which names each route's chunks in the page it serves for that route (apps/web/scripts/build.mjs).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';

const WEB = resolve(import.meta.dirname, '..', 'apps/web');

/** The signed-in shell (header, sidebar), loaded by the root layout for every protected route. */
export const SHELL_MODULE = 'src/app/shell/app-shell-layout.tsx';
/**
 * The routes a routes file declares: each entry's path, access and the module its `load` imports, as a
 * manifest key (relative to apps/web). Entries are object literals with `path:`, `access:` and a literal
 * `import('./…')`, in that order (lib/route-entry.ts); a file that has one without the other is reported.
 */
export function routesOf(fileText, fileDir) {
  const routes = [];
  const entry = /path:\s*'([^']+)'[\s\S]*?access:\s*'(\w+)'[\s\S]*?import\('([^']+)'\)/g;
  for (const [, path, access, specifier] of fileText.matchAll(entry)) {
    const base = posix.normalize(posix.join(fileDir, specifier));
    routes.push({ path, access, module: /\.tsx?$/.test(base) ? base : `${base}.tsx` });
  }
  const declared = fileText.match(/\bpath:\s*'/g)?.length ?? 0;
  if (declared !== routes.length)
    throw new Error(`${fileDir}: ${declared} routes declared, ${routes.length} read with their import()`);
  return routes;
}

/** Every route of the web app, read from the features' routes files and the route table. */
export function webRoutes(webDir = WEB) {
  const files = readdirSync(join(webDir, 'src/features'))
    .map((feature) => `src/features/${feature}/routes.ts`)
    .filter((file) => existsSync(join(webDir, file)));
  files.push('src/app/route-table.ts');
  return files.flatMap((file) => routesOf(readFileSync(join(webDir, file), 'utf8'), posix.dirname(file)));
}

/** The modules a route needs before it can draw: the entry, the shell when signed in, its page. */
export const routeModules = (entry, route) => [
  entry,
  ...(route.access === 'protected' ? [SHELL_MODULE] : []),
  route.module,
];
