import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { DeviceKeyResolver } from '../modules/devices/key-cache';
import { createCallerKey, scopeOfKey } from './caller-key';

/**
 * A ceiling per caller and per minute, in this replica's memory (a guard against floods; the precise
 * sign-in, OTP and reset limits are counted in the database). Boxes have their own budget
 * (DEVICE_RATE_LIMIT_MAX); users and anonymous addresses have RATE_LIMIT_MAX each.
 *
 * Its `onRequest` hook runs before the auth hook (a `preParsing` hook), so refused attempts are counted as
 * well; the key reads the caller from the token or device key itself.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { keys }: { keys: DeviceKeyResolver },
): Promise<void> {
  const { rateLimitMax, deviceRateLimitMax } = app.deps.config;
  await app.register(rateLimit, {
    timeWindow: '1 minute',
    hook: 'onRequest',
    keyGenerator: createCallerKey(keys, app.deps.tokens),
    max: (_request, key) => (scopeOfKey(key) === 'device' ? deviceRateLimitMax : rateLimitMax),
  });
}
