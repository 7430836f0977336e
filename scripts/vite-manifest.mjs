// Reading the web build's Vite manifest (apps/web/dist/.vite/manifest.json): shared by the route budget
// (scripts/bundle-budget.mjs) and the prerendering pass (apps/web/scripts/build.mjs).

/**
 * The manifest keys `keys` need: each one and its static imports, transitively, in the order first met.
 * `skip(chunk)` leaves a chunk (and what only it imports) out. Throws on a key the build does not have.
 */
export function staticImportsOf(manifest, keys, skip = () => false) {
  const seen = new Set();
  const visit = (asked) => {
    const key = chunkKeyOf(manifest, asked);
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (skip(chunk)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The manifest key of the chunk holding `key`, a module of the app (`src/…/x.tsx`) or a chunk's key. A
 * module that starts a chunk is its key. Merging small shared chunks into the chunks that use them
 * (apps/web/vite.config.ts, decision 096) can leave a page's module in a chunk it shares with code another
 * part imports; that chunk has no module of its own in the manifest, and its key is `_<name>-<hash>.js`,
 * named after the page's module. Throws on a key the build does not have, or a name two chunks share.
 */
export function chunkKeyOf(manifest, key) {
  if (manifest[key]) return key;
  const name = key
    .split('/')
    .pop()
    .replace(/\.[cm]?[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k].name === name);
  if (named.length === 1) return named[0];
  throw new Error(`${key} is not in the build's manifest`);
}

/** The manifest key of the entry chunk (index.html's script). */
export function entryKey(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry;
}
