import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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

/** Helmet's headers for these options, computed once: helmet writes them with setHeader/removeHeader. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's headers, with HSTS and `upgrade-insecure-requests` only for HTTPS: sent over plain HTTP (a
 * LAN deployment by address) they would make the browser ask for https:// pages and assets that do not
 * exist. HTTPS means the request came over TLS (request.protocol, which believes a trusted proxy's
 * X-Forwarded-Proto) or PUBLIC_URL is https (TLS ends before the server).
 *
 * The headers are the same for every response, so they are computed once at start-up and copied onto each
 * reply (@fastify/helmet builds helmet's middleware, and parses the policy, on every request).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, scriptHashes = [] }: { publicUrl: string; scriptHashes?: readonly string[] },
): Promise<void> {
  const isPublicHttps = publicUrl.startsWith('https:');
  const isHttps = (request: FastifyRequest) => isPublicHttps || request.protocol === 'https';
  const headers = helmetHeaders({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The web build's prerendered pages carry one small inline script each, allowed by its hash alone.
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Policies seen so far (ours, and the one Swagger UI sets itself), with and without the upgrade.
  const variants = new Map<string, { https: string; http: string }>();
  const variantsOf = (policy: string) => {
    let known = variants.get(policy);
    if (!known) {
      known = { https: withUpgrade(policy), http: withoutUpgrade(policy) };
      if (variants.size < 32) variants.set(policy, known);
    }
    return known;
  };
  // onSend sees the final policy, also the one a plugin sets itself (Swagger UI's own adds the upgrade).
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = reply.getHeader('content-security-policy');
    const https = isHttps(request);
    if (https) reply.header('strict-transport-security', HSTS);
    if (typeof policy === 'string') {
      const variant = variantsOf(policy);
      reply.header('content-security-policy', https ? variant.https : variant.http);
    }
    done(null, payload);
  });
}
