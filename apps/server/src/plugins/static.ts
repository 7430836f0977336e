import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ensurePrivateDirSync } from '../lib/private-files';
import { MEDIA_PREFIX } from '../lib/uploads';

const API_PREFIXES = ['/v1', '/api', '/media', '/radius', '/assistant', '/device'];

/** Uploaded files under /media/, the built web app at /, and index.html for the app's own routes. */
export async function registerStatic(
  app: FastifyInstance,
  { uploadsDir, webDist }: { uploadsDir: string; webDist?: string | undefined },
) {
  ensurePrivateDirSync(uploadsDir);
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
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
        // Vite names assets by content hash: they never change, so browsers may keep them.
        if (path.includes(`${join(webDist, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist!);
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });
}
