// `npm run build` (this workspace; `-- --logLevel warn` passed on to Vite): `vite build`, then the guest
// pages rendered (src/prerender.tsx) into copies of dist/index.html, and dist/prerendered.json for the
// server, which serves each copy at its path and allows its inline script by hash (decision 084).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { staticImportsOf } from '../../../scripts/vite-manifest.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
// Inside the workspace, so the server-side bundle finds node_modules; .tmp is ignored by git and the
// build's freshness check.
const ssrOut = join(webRoot, '.tmp', 'prerender');

const levelAt = process.argv.indexOf('--logLevel');
const logLevel = levelAt > 0 ? process.argv[levelAt + 1] : 'info';
await build({ root: webRoot, logLevel });
await build({
  root: webRoot,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
});
const { PRERENDERED_PAGES, renderPage, signedInVisitScript, titleOf } = await import(
  pathToFileURL(join(ssrOut, 'prerender.js')).href
);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/**
 * The stylesheets of `module`'s chunk and of the chunks it imports, other than those index.html links:
 * without them the prerendered markup would be drawn unstyled and move when the page's script brings them.
 */
function stylesheetsOf(module) {
  const chunks = staticImportsOf(manifest, [module], (chunk) => chunk.isEntry);
  const sheets = new Set(chunks.flatMap((key) => manifest[key].css ?? []));
  return [...sheets].map((sheet) => `<link rel="stylesheet" crossorigin href="/${sheet}">`).join('');
}
// The root element and what index.html draws in it before any script (the start-up spinner).
const rootPattern = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;
const boot = template.match(rootPattern)?.[1]?.trim();
if (!boot) throw new Error('dist/index.html has no <div id="root"> followed by <noscript>');

const script = signedInVisitScript(boot);
const scriptHash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
const pages = {};
rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(join(dist, 'prerendered'));
for (const [path, { file, module }] of Object.entries(PRERENDERED_PAGES)) {
  const markup = await renderPage(path);
  const root = `<div id="root" data-prerendered="${path}">${markup}</div>\n    <script>${script}</script>`;
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${titleOf(path)}</title>`)
    .replace('</head>', `${stylesheetsOf(module)}</head>`)
    // A function, not a string: the markup may hold `$&` and the like, which a string would expand.
    .replace(rootPattern, () => `${root}\n    <noscript>`);
  writeFileSync(join(dist, 'prerendered', file), html);
  pages[path] = `prerendered/${file}`;
}
writeFileSync(
  join(dist, 'prerendered.json'),
  `${JSON.stringify({ pages, scriptHashes: [scriptHash] }, null, 2)}\n`,
);
rmSync(ssrOut, { recursive: true, force: true });
