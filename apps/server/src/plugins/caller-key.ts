import type { FastifyRequest } from 'fastify';
import type { TokenSigner } from '../lib/tokens';
import { readDeviceKey } from '../modules/devices/device-keys';
import type { DeviceKeyResolver } from '../modules/devices/key-cache';

/** Whose budget a request spends: one box, one signed-in user, or one client address. */
export type CallerScope = 'device' | 'user' | 'address';

export const scopeOfKey = (key: string): CallerScope => key.slice(0, key.indexOf(':')) as CallerScope;

const bearerToken = (header: string | undefined) => header?.match(/^(?:Bearer|JWT)\s+(\S+)$/i)?.[1];

/**
 * The rate-limit key of a request. It runs before authentication, so that refused attempts (bad tokens,
 * made-up device keys) are counted too: people spend their own budget wherever they sign in from (a token
 * we signed names them; whether its session is still live is the auth hook's business), and a box spends
 * its device key's budget, so boxes behind one address (a load balancer, a carrier's NAT) never use up the
 * users'. Only a key that belongs to a router counts as a box: made-up keys and tokens spend their
 * address's budget, so inventing them buys nothing.
 */
export function createCallerKey(keys: DeviceKeyResolver, tokens: TokenSigner) {
  return async (request: FastifyRequest): Promise<string> => {
    if (request.user) return `user:${request.user.id}`;
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyAccess(token) : null;
    if (claims) return `user:${claims.userId}`;
    if (request.routeOptions.url?.startsWith('/device/')) {
      const key = readDeviceKey(request.headers.authorization);
      const routerId = key ? await keys.resolve(key) : null;
      if (routerId !== null) return `device:${routerId}`;
    }
    return `address:${request.ip}`;
  };
}
