import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/lib/local-file-store';
import { readPrerenderedPages } from '../src/lib/prerendered-pages';
import { registerStatic } from '../src/plugins/static';

// The built web app as a phone on a slow link gets it (issue 29 §7, decision 058): hashed assets sent
// pre-compressed (brotli, else gzip) and kept by the browser for good; index.html revalidated every time,
// so a new build reaches everyone on their next visit.
let dir: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'web-static-'));
  const webDist = join(dir, 'dist');
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  // As scripts/compress-dist.mjs writes them at build time.
  writeFileSync(join(webDist, 'assets/index-AbC123.js'), script);
  writeFileSync(join(webDist, 'assets/index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'assets/index-AbC123.js.br'), brotliCompressSync(script));
  app = Fastify();
  await registerStatic(app, { files: createLocalFileStore(join(dir, 'files')), webDist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends a hashed script as brotli, else gzip, else as is, cached for good', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html for the app routes and by name, to be revalidated on every visit', async () => {
    for (const url of ['/', '/dashboard', '/routers?page=2', '/index.html']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset and for unknown API paths, never index.html', async () => {
    expect((await get('/assets/index-Old999.js', 'br')).statusCode).toBe(404);
    expect((await get('/v1/nothing/')).statusCode).toBe(404);
    expect((await get('/media/nothing.png')).statusCode).toBe(404);
  });
});

describe('the pages the build writes for the routes: guest pages prerendered, every route naming its chunks (decisions 084, 085)', () => {
  let pagesDir: string;
  let pagesApp: FastifyInstance;
  const write = (path: string, text: string) => {
    mkdirSync(join(pagesDir, path, '..'), { recursive: true });
    writeFileSync(join(pagesDir, path), text);
  };
  const manifest = (value: unknown) => write('prerendered.json', JSON.stringify(value));
  const GOOD = {
    pages: {
      '/': 'prerendered/sign-in.html',
      '/smes/:id': 'prerendered/smes-id.html',
      '/smes/new': 'prerendered/smes-new.html',
    },
    scriptHashes: ['sha256-AbC+/9='],
  };
  beforeAll(async () => {
    pagesDir = mkdtempSync(join(tmpdir(), 'web-prerendered-'));
    write('index.html', '<!doctype html><div id="root">spinner</div>');
    write('prerendered/sign-in.html', '<!doctype html><div id="root" data-prerendered="/">Sign In</div>');
    write('prerendered/smes-id.html', '<!doctype html><div id="root">SME page</div>');
    write('prerendered/smes-new.html', '<!doctype html><div id="root">New SME page</div>');
    manifest(GOOD);
    pagesApp = Fastify();
    await registerStatic(pagesApp, {
      files: createLocalFileStore(join(pagesDir, 'files')),
      webDist: pagesDir,
      prerendered: readPrerenderedPages(pagesDir),
    });
    await pagesApp.ready();
  });
  afterAll(async () => {
    await pagesApp.close();
    rmSync(pagesDir, { recursive: true, force: true });
  });

  it('sends a prerendered page at its own path (with or without a query), index.html at every other', async () => {
    for (const url of ['/', '/?email=a', '/index.html?x', '/dashboard', '/forgot-password']) {
      const res = await pagesApp.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(url === '/' || url === '/?email=a' ? 'Sign In' : 'spinner');
    }
    expect((await pagesApp.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('sends a route with a parameter its page for any one segment, an exact route before it', async () => {
    const bodyOf = async (url: string) => (await pagesApp.inject({ method: 'GET', url })).body;
    expect(await bodyOf('/smes/12')).toContain('SME page');
    expect(await bodyOf('/smes/12?tab=billing')).toContain('SME page');
    expect(await bodyOf('/smes/new')).toContain('New SME page');
    // Not the route's shape: index.html, and the app shows its not-found page.
    for (const url of ['/smes', '/smes/', '/smes/12/x', '/smes//'])
      expect(await bodyOf(url), url).toContain('spinner');
  });

  it('reads the script hashes, and refuses at start a manifest the build would not write', () => {
    expect(readPrerenderedPages(pagesDir).scriptHashes).toEqual(['sha256-AbC+/9=']);
    expect(readPrerenderedPages(join(pagesDir, 'nowhere')).pages.size).toBe(0);
    const bad = [
      { pages: { '/': '../../etc/passwd' }, scriptHashes: [] },
      { pages: { '/': 'prerendered/missing.html' }, scriptHashes: [] },
      { pages: { '/': 'prerendered/sign-in.html' }, scriptHashes: ["'unsafe-inline'"] },
      { pages: { '/': 'prerendered/sign-in.html' } },
      { pages: { '/../x': 'prerendered/sign-in.html' }, scriptHashes: [] },
      { pages: { '/a b': 'prerendered/sign-in.html' }, scriptHashes: [] },
      { pages: { 'smes/:id': 'prerendered/smes-id.html' }, scriptHashes: [] },
    ];
    for (const value of bad) {
      manifest(value);
      expect(() => readPrerenderedPages(pagesDir), JSON.stringify(value)).toThrow(/rebuild the web app/);
    }
    manifest(GOOD);
  });
});
