// Reading the web build's Vite manifest (apps/web/dist/.vite/manifest.json): shared by the route budget
// (scripts/bundle-budget.mjs) and the prerendering pass (apps/web/scripts/build.mjs).

/**
 * The manifest keys `keys` need: each one and its static imports, transitively, in the order first met.
 * `skip(chunk)` leaves a chunk (and what only it imports) out. Throws on a key the build does not have.
 */
export function staticImportsOf(manifest, keys, skip = () => false) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (skip(chunk)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The manifest key of the entry chunk (index.html's script). */
export function entryKey(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  return entry;
}
