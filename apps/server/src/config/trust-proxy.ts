import { isIP } from 'node:net';
import { z } from 'zod/mini';

/** What Fastify's `trustProxy` gets: off, a number of proxy hops, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: off by default; a hop count (`1` behind one load balancer) or a comma-separated list of
 * the proxies' addresses or CIDR ranges. "Trust everything" is not offered: any client could then name
 * its own address in X-Forwarded-For and get a fresh rate-limit budget with each request.
 */
export const ZTrustProxySchema = z.pipe(
  z.string().check(z.trim()),
  z.transform((value, ctx): TrustProxy => {
    if (value === '' || /^(off|false|0)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 32) return hops;
    } else {
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every(isAddressOrRange)) return entries;
    }
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'must be off, a hop count (1-32) or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  }),
);

/**
 * Fastify's own hop-count setting trusts nobody (it cannot vouch for the immediate peer), so a hop count is
 * given as a function: the first `hops` addresses, counted from the socket, are proxies. Only safe when the
 * server cannot be reached except through those proxies; a list of addresses is safer.
 */
export function toFastifyTrustProxy(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}
