import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { looksLikeDeviceKey } from '../../modules/devices/device-keys';
import type { AuthDevice } from '../../types';
import type { AuthStrategy } from './strategy';

export const INVALID_DEVICE_KEY = 'Invalid device key.';

/**
 * A box, by its per-device key (`Authorization: Device <key>`), never by a user's token. The key is
 * resolved through a short cache so heartbeats do not read the routers table each time.
 */
export const deviceKey: AuthStrategy = async (_app, request, { keys }) => {
  const key = request.headers.authorization?.match(/^Device\s+(\S+)$/)?.[1];
  if (!key || !looksLikeDeviceKey(key)) throw new HttpError(401, INVALID_DEVICE_KEY);
  const routerId = await keys.resolve(key);
  if (routerId === null) throw new HttpError(401, INVALID_DEVICE_KEY);
  request.device = { routerId };
};

/** The box calling a route behind the `device` strategy. */
export function currentDevice(request: FastifyRequest): AuthDevice {
  if (!request.device) throw new HttpError(401, INVALID_DEVICE_KEY);
  return request.device;
}
