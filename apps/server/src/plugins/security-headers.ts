import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';
const UPGRADE = 'upgrade-insecure-requests';

const directivesOf = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);

export const withUpgrade = (policy: string) => {
  const directives = directivesOf(policy);
  return (directives.includes(UPGRADE) ? directives : [...directives, UPGRADE]).join('; ');
};

export const withoutUpgrade = (policy: string) =>
  directivesOf(policy)
    .filter((directive) => directive !== UPGRADE)
    .join('; ');

/**
 * Helmet's headers, with HSTS and `upgrade-insecure-requests` only for HTTPS: sent over plain HTTP (a
 * LAN deployment by address) they would make the browser ask for https:// pages and assets that do not
 * exist. HTTPS means the request came over TLS (request.protocol, which believes a trusted proxy's
 * X-Forwarded-Proto) or PUBLIC_URL is https (TLS ends before the server).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const isPublicHttps = publicUrl.startsWith('https:');
  const isHttps = (request: FastifyRequest) => isPublicHttps || request.protocol === 'https';
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // onSend sees the final policy, also the one a plugin sets itself (Swagger UI's own adds the upgrade).
  app.addHook('onSend', async (request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (isHttps(request)) {
      reply.header('strict-transport-security', HSTS);
      if (typeof policy === 'string') reply.header('content-security-policy', withUpgrade(policy));
    } else if (typeof policy === 'string') {
      reply.header('content-security-policy', withoutUpgrade(policy));
    }
    return payload;
  });
}
