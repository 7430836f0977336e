import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One variant of index.html, with its pre-compressed forms. */
type HtmlVariant = { plain: Buffer; br: Buffer; gzip: Buffer };

/** A route's preloads as scripts/route-preloads.mjs writes them into the build (route-preloads.json). */
type RoutePreload = { path: string; pattern: string; files: string[] };

const variantOf = (html: string): HtmlVariant => {
  const plain = Buffer.from(html);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
};

const readPreloads = (webDist: string): RoutePreload[] => {
  const file = join(webDist, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreload[]) : [];
};

/**
 * index.html as each app route needs it: the build's index.html with `<link rel="modulepreload">` for the
 * chunks that route's page needs beyond the entry's, so the browser fetches them beside the entry instead
 * of after running it (decision 064). A path no route matches gets index.html as built. Read once, when
 * the server starts: a new build of the web app is served after a restart, as in production.
 */
export function loadWebAppHtml(webDist: string) {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const plain = variantOf(indexHtml);
  const routes = readPreloads(webDist).map((route) => {
    const links = route.files
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    // Vite's own preloads and the stylesheet come first: the entry's chunks are what the page needs soonest.
    return {
      pattern: new RegExp(route.pattern),
      html: variantOf(indexHtml.replace('</head>', `${links}  </head>`)),
    };
  });
  return {
    /** The variant for a pathname (no query string). */
    forPath(pathname: string): HtmlVariant {
      return routes.find((route) => route.pattern.test(pathname))?.html ?? plain;
    },
  };
}

/** The codings a client accepts (q above 0), from its Accept-Encoding header. */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const item of (header ?? '').split(',')) {
    const [coding = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (coding && !(q && Number(q.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/** The body and content-encoding to send a client whose Accept-Encoding is `header`: brotli, else gzip. */
export function encodedFor(variant: HtmlVariant, header: string | undefined) {
  const accepted = acceptedCodings(header);
  if (accepted.has('br')) return { body: variant.br, encoding: 'br' };
  if (accepted.has('gzip')) return { body: variant.gzip, encoding: 'gzip' };
  return { body: variant.plain, encoding: undefined };
}
