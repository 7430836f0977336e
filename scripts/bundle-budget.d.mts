export type WebRoute = { path: string; access: string; module: string };
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type RouteWeight = { path: string; bytes: number; chunks: { file: string; bytes: number }[] };
/** 170 KB: the most JavaScript, gzipped, a route may load (issue 29 §7). */
export const BUDGET_BYTES: number;
/** The signed-in shell's module, loaded for every protected route. */
export const SHELL_MODULE: string;
/** The routes one routes file declares, with their page modules as manifest keys. */
export function routesOf(fileText: string, fileDir: string): WebRoute[];
/** Every route of the web app (apps/web by default). */
export function webRoutes(webDir?: string): WebRoute[];
/** The chunk files index.html preloads (`<link rel="modulepreload">`), as manifest file names. */
export function preloadedFiles(indexHtml: string): string[];
/** Each route's gzipped JavaScript, heaviest first; `preloaded` files count on every route. */
export function routeWeights(
  manifest: Record<string, ManifestChunk>,
  routes: readonly WebRoute[],
  gzipped: (file: string) => number,
  preloaded?: readonly string[],
): RouteWeight[];
/** The lines to print and whether every route is within `budget`. */
export function budgetReport(
  weights: readonly RouteWeight[],
  budget?: number,
): { ok: boolean; lines: string[] };
/** The manifest key of the entry chunk (index.html's script). */
export function entryKey(manifest: Record<string, ManifestChunk>): string;
/** The modules a route needs before it can draw: the entry, the shell when signed in, its page. */
export function routeModules(entry: string, route: WebRoute): string[];
/** The chunk files `keys` need: each key's own file and its static imports, transitively; CSS aside. */
export function staticClosure(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string>;
