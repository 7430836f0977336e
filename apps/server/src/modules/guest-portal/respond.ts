import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The portal's Content-Security-Policy: no script at all (the pages need none), styles inline, images and
 * media from here (logos and adverts under /media/) or https, YouTube adverts in a frame, and forms sent
 * here or, for the UAM hand-off, to the guest's box (Chromium checks form-action on the redirect too).
 */
export function portalPolicy(boxOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    'frame-src https://www.youtube-nocookie.com',
    `form-action 'self'${boxOrigin ? ` ${boxOrigin}` : ''}`,
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A portal page: never cached (it carries the guest's state), gzipped when the browser takes it. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  document: string,
  boxOrigin: string | null = null,
) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', portalPolicy(boxOrigin))
    .header('vary', 'accept-encoding, accept-language, cookie');
  const body = Buffer.from(document);
  if (body.length > 1024 && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  }
  return reply.send(body);
}
