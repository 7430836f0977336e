// `npm run build` (this workspace; `-- --logLevel warn` passed on to Vite): `vite build`, then a copy of
// dist/index.html for every route of the app, which names the route's chunks and stylesheets in its head
// (decision 085), the guest pages' copies with the page rendered in them (src/prerender.tsx, decision 084),
// the signed-in routes' with the page's frame (decision 086), and dist/prerendered.json for the server,
// which serves each copy at its route and allows the inline scripts by hash.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { entryKey, staticImportsOf } from '../../../scripts/vite-manifest.mjs';
import { routeModules, webRoutes } from '../../../scripts/web-routes.mjs';

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
const {
  PRERENDERED_PAGES,
  planScript,
  renderFrame,
  renderPage,
  titleOf,
  typographyWarmUpScript,
  visitScript,
} = await import(pathToFileURL(join(ssrOut, 'prerender.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entry = entryKey(manifest);
const linkedByIndex = (file) => template.includes(`href="/${file}"`);

/**
 * What `route` needs besides what index.html already links: its page's chunk, the signed-in shell's for a
 * protected route, the chunks they import and their stylesheets. Named in the page's head, the browser
 * fetches them all while it reads the HTML, instead of when the entry has run and asks for them: on a slow
 * phone the entry's own request for each (a link element appended per chunk) was a long task of ~0.3 s
 * (issue 29 §7). The stylesheets are needed before the page can draw (and the prerendered markup uses
 * their class names), so they are linked, not merely preloaded. Pages drawn in the HTML use only the
 * stylesheets (`pageOf`).
 */
function routeLinks(route) {
  const chunks = staticImportsOf(manifest, routeModules(entry, route), (chunk) => chunk.isEntry);
  const sheets = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))].filter(
    (f) => !linkedByIndex(f),
  );
  // The entry too: index.html loads it with a script element, which Vite's loader does not look for, so it
  // would append a link for the entry when a chunk imported from it comes.
  const scripts = [entry, ...chunks].map((key) => manifest[key].file).filter((f) => !linkedByIndex(f));
  return {
    sheets: sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    '),
    scripts: scripts
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('\n    '),
  };
}

// The root element and what index.html draws in it before any script (the start-up spinner).
const rootPattern = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/;
const boot = template.match(rootPattern)?.[1]?.trim();
if (!boot) throw new Error('dist/index.html has no <div id="root"> followed by <noscript>');

/**
 * index.html with `route`'s title and head, and what the route draws (`drawingOf`): the root element's markup in
 * place of its own, a script before the title. A page that draws something in the HTML (a guest page, a
 * signed-in route's frame) names only its stylesheets: it is on screen before any script, and its scripts
 * named too would compete with its stylesheets (sign-in's largest paint 1.8 → 2.3–2.6 s, the router list's
 * 2.0 → 5.1–6.2 s, Lighthouse's slow 4G; decisions 085, 086).
 */
const pageOf = (route, { root, headScript }) => {
  const { sheets, scripts } = routeLinks(route);
  // Before the stylesheets: a script after them would wait for them.
  const first = headScript ? `<script>${headScript}</script>\n    ` : '';
  const html = template
    .replace(/<title>[^<]*<\/title>/, `${first}<title>${titleOf(route.path)}</title>`)
    .replace('</head>', `  ${root === undefined ? `${sheets}\n    ${scripts}` : sheets}\n  </head>`);
  // A function, not a string: the markup may hold `$&` and the like, which a string would expand.
  return root === undefined ? html : html.replace(rootPattern, () => `${root}\n    <noscript>`);
};

/** The file a route's page is written to: its path's words joined by dashes. */
const fileOf = (path) => `${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.html`;

const inlineScripts = {
  guest: visitScript(boot, 'guest'),
  'signed-in': visitScript(boot, 'signed-in'),
  plan: planScript(),
  typography: typographyWarmUpScript(),
};
const hashOf = (script) => `sha256-${createHash('sha256').update(script).digest('base64')}`;
const pages = {};
const routes = webRoutes(webRoot);
for (const path of Object.keys(PRERENDERED_PAGES))
  if (!routes.some((route) => route.path === path)) throw new Error(`${path} is not a route of the app`);
rmSync(join(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(join(dist, 'prerendered'));
/**
 * What the HTML of `route` draws in the root element (`root`): a guest page itself (hydrated by the app), a
 * signed-in route's frame (drawn again by the app until the page replaces it), each with the script that
 * puts the spinner back for the visitor it was not drawn for; any other route keeps index.html's spinner.
 * A frame may be drawn for every plan: its page reads the visitor's plan before the body (`headScript`).
 */
async function drawingOf(route) {
  if (PRERENDERED_PAGES[route.path])
    return {
      root: `<div id="root" data-prerendered="${route.path}">${await renderPage(route.path)}</div>\n    <script>${inlineScripts.guest}</script>`,
    };
  if (route.access === 'protected')
    return {
      root: `<div id="root" data-frame>${await renderFrame(route.path)}</div>\n    <script>${inlineScripts['signed-in']}</script>\n    <script>${inlineScripts.typography}</script>`,
      headScript: inlineScripts.plan,
    };
  return {};
}
for (const route of routes) {
  const file = PRERENDERED_PAGES[route.path];
  const html = pageOf(route, await drawingOf(route));
  const page = `prerendered/${file ?? fileOf(route.path)}`;
  if (Object.values(pages).includes(page)) throw new Error(`two routes would be written to ${page}`);
  writeFileSync(join(dist, page), html);
  pages[route.path] = page;
}
writeFileSync(
  join(dist, 'prerendered.json'),
  `${JSON.stringify({ pages, scriptHashes: Object.values(inlineScripts).map(hashOf) }, null, 2)}\n`,
);
rmSync(ssrOut, { recursive: true, force: true });
