import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type FileStore, MEDIA_PREFIX, PUBLIC_FOLDERS, folderOfKey } from '../lib/file-store';
import { NO_PRERENDERED_PAGES, type PrerenderedPages, pageForPath } from '../lib/prerendered-pages';
import { sendStoredFile } from '../lib/serve-file';

const API_PREFIXES = ['/v1', '/api', '/media', '/radius', '/assistant', '/device', '/portal'];

/**
 * Uploaded files under /media/, the built web app at /, and for the app's own routes the build's page for
 * that route (decisions 084, 085), or index.html for a path no route has (the app shows its not-found page).
 */
export async function registerStatic(
  app: FastifyInstance,
  {
    files,
    webDist,
    prerendered = NO_PRERENDERED_PAGES,
  }: { files: FileStore; webDist?: string | undefined; prerendered?: PrerenderedPages },
) {
  // Public uploads come from the file store; its keys are random, so a file under one never changes.
  // Private folders (offline files, menus) are served only by their modules' routes, to their owners.
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const folder = folderOfKey(key);
    if (!folder || !PUBLIC_FOLDERS.has(folder)) return reply.code(404).send({ detail: 'Not found.' });
    return sendStoredFile(request, reply, files, key, { caching: 'public' });
  });
  const hasWeb = Boolean(webDist && existsSync(join(webDist, 'index.html')));
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: they never change, so browsers may keep them. Everything
        // else (index.html, the favicon) is revalidated on each visit, so a new build is seen at once.
        res.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    // A missing hashed asset (a chunk of an older build) is a 404, not index.html: the page's module
    // loader then fails cleanly instead of trying to run HTML as a script.
    const isAsset = path.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pageForPath(prerendered.pages, path) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page, webDist!);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}
