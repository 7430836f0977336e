import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceKeyResolver } from '../../modules/devices/key-cache';

/** Whatever a strategy needs besides the app: the device key cache, shared with the key rotation. */
export type AuthContext = { keys: DeviceKeyResolver };

/**
 * One way of telling who calls. It sets `request.user` (or `request.device`) or throws the 401/403;
 * a strategy that lets anonymous callers through sets nothing.
 */
export type AuthStrategy = (app: FastifyInstance, request: FastifyRequest, ctx: AuthContext) => Promise<void>;
