import type { FastifyRequest } from 'fastify';
import { readDeviceKey } from '../modules/devices/device-keys';
import type { DeviceKeyResolver } from '../modules/devices/key-cache';

/** Whose budget a request spends: one box, one signed-in user, or one client address. */
export type CallerScope = 'device' | 'user' | 'address';

export const scopeOfKey = (key: string): CallerScope => key.slice(0, key.indexOf(':')) as CallerScope;

/**
 * The rate-limit key of a request. It runs after authentication, so a signed-in user is known: people
 * spend their own budget wherever they sign in from, and a box spends its device key's budget, so boxes
 * behind one address (a load balancer, a carrier's NAT) never use up the users'. Only a key that belongs
 * to a router counts as a box: made-up keys spend their address's budget, so inventing keys buys nothing.
 */
export function createCallerKey(keys: DeviceKeyResolver) {
  return async (request: FastifyRequest): Promise<string> => {
    if (request.user) return `user:${request.user.id}`;
    if (request.routeOptions.url?.startsWith('/device/')) {
      const key = readDeviceKey(request.headers.authorization);
      const routerId = key ? await keys.resolve(key) : null;
      if (routerId !== null) return `device:${routerId}`;
    }
    return `address:${request.ip}`;
  };
}
