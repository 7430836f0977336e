import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web build's pages (apps/web/scripts/build.mjs writes dist/prerendered.json): which file to send for
 * which route of the app, each naming its route's chunks (decision 085), the guest pages with their markup
 * rendered (decision 084), and the hashes of the inline script those carry, which the content security
 * policy must allow. `pages` is keyed by route path, as the app declares it (`/smes/:id`).
 */
export type PrerenderedPages = {
  pages: ReadonlyMap<string, string>;
  scriptHashes: readonly string[];
};

export const NO_PRERENDERED_PAGES: PrerenderedPages = { pages: new Map(), scriptHashes: [] };

/** One segment of a route path: a word, or `:name` for any one segment. */
const ROUTE_SEGMENT = /^(?::\w+|[\w-]+)$/;

const isRoutePath = (path: string) =>
  path === '/' ||
  (path.startsWith('/') &&
    path
      .slice(1)
      .split('/')
      .every((part) => ROUTE_SEGMENT.test(part)));

/**
 * The page for a request's path: the route's own (exact paths before patterns, as the app's router ranks
 * them), or undefined for a path no route has; a trailing slash or an empty segment matches nothing.
 */
export function pageForPath(pages: PrerenderedPages['pages'], path: string): string | undefined {
  const exact = pages.get(path);
  if (exact !== undefined) return exact;
  const parts = path.split('/');
  for (const [route, page] of pages) {
    const routeParts = route.split('/');
    if (
      route.includes(':') &&
      routeParts.length === parts.length &&
      routeParts.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
    )
      return page;
  }
  return undefined;
}

const PAGE_FILE = /^prerendered\/[\w-]+\.html$/;
const SCRIPT_HASH = /^sha256-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Reads the manifest of `webDist`, if the build wrote one. An older build has none: every app route then
 * gets index.html, as before. A manifest that is not what the build writes is an error at start-up, not
 * a page that silently never hydrates.
 */
export function readPrerenderedPages(webDist: string | undefined): PrerenderedPages {
  const file = webDist ? join(webDist, 'prerendered.json') : '';
  if (!webDist || !existsSync(file)) return NO_PRERENDERED_PAGES;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown; scriptHashes?: unknown };
  const pages = Object.entries(manifest.pages ?? {});
  const hashes = manifest.scriptHashes;
  const valid =
    pages.every(
      ([path, page]) =>
        isRoutePath(path) &&
        typeof page === 'string' &&
        PAGE_FILE.test(page) &&
        existsSync(join(webDist, page)),
    ) &&
    Array.isArray(hashes) &&
    hashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash));
  if (!valid) throw new Error(`${file} is not a manifest the web build writes: rebuild the web app`);
  return { pages: new Map(pages as [string, string][]), scriptHashes: hashes as string[] };
}
