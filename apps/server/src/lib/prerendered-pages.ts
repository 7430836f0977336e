import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web build's prerendered guest pages (apps/web/scripts/build.mjs writes dist/prerendered.json,
 * decision 084): which file to send for which path, and the hashes of their inline script, which the
 * content security policy must allow.
 */
export type PrerenderedPages = {
  pages: ReadonlyMap<string, string>;
  scriptHashes: readonly string[];
};

export const NO_PRERENDERED_PAGES: PrerenderedPages = { pages: new Map(), scriptHashes: [] };

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
        path.startsWith('/') &&
        typeof page === 'string' &&
        PAGE_FILE.test(page) &&
        existsSync(join(webDist, page)),
    ) &&
    Array.isArray(hashes) &&
    hashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash));
  if (!valid) throw new Error(`${file} is not a manifest the web build writes: rebuild the web app`);
  return { pages: new Map(pages as [string, string][]), scriptHashes: hashes as string[] };
}
