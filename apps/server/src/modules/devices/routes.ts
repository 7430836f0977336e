import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDetailSchema, ZBadRequestSchema } from '@ared/contract/common';
import { ZHeartbeatRequestSchema, ZHeartbeatResponseSchema } from '@ared/contract/devices';
import { currentDevice } from '../../plugins/auth/device';
import { prepareHeartbeat } from './heartbeat-service';
import type { HeartbeatWriter } from './heartbeat-writer';

/** The boxes' reporting channel. Authenticated by the per-device key (the `device` strategy). */
export async function deviceRoutes(
  app: FastifyInstance,
  { writer }: { writer: HeartbeatWriter },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/heartbeat',
    {
      config: { auth: 'device' },
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
      const now = new Date();
      const heartbeat = prepareHeartbeat(currentDevice(request).routerId, request.body, now, {
        retentionDays: app.deps.config.telemetryRetentionDays,
      });
      await writer.write(heartbeat);
      return { accepted: heartbeat.accepted, server_time: now.toISOString() };
    },
  );
}
