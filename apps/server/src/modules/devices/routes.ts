import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDetailSchema, ZBadRequestSchema } from '@ared/contract/common';
import { ZHeartbeatRequestSchema, ZHeartbeatResponseSchema } from '@ared/contract/devices';
import { HttpError } from '../../lib/http-errors';
import { readDeviceKey } from './device-keys';
import { prepareHeartbeat } from './heartbeat-service';
import type { HeartbeatWriter } from './heartbeat-writer';
import type { DeviceKeyResolver } from './key-cache';

const INVALID_KEY = 'Invalid device key.';

/** The boxes' reporting channel. Authenticated by the per-device key, never by a user's token. */
export async function deviceRoutes(
  app: FastifyInstance,
  { keys, writer }: { keys: DeviceKeyResolver; writer: HeartbeatWriter },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/heartbeat',
    {
      config: { auth: 'public' },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['devices'],
        summary:
          'A box reports its state (header `Authorization: Device <key>`); buffered readings carry their own time',
        security: [{ device: [] }],
        body: ZHeartbeatRequestSchema,
        response: { 200: ZHeartbeatResponseSchema, 400: ZBadRequestSchema, 401: ZDetailSchema },
      },
    },
    async (request) => {
      const key = readDeviceKey(request.headers.authorization);
      if (!key) throw new HttpError(401, INVALID_KEY);
      const routerId = await keys.resolve(key);
      if (routerId === null) throw new HttpError(401, INVALID_KEY);
      const now = new Date();
      const heartbeat = prepareHeartbeat(routerId, request.body, now);
      await writer.write(heartbeat);
      return { accepted: heartbeat.accepted, server_time: now.toISOString() };
    },
  );
}
