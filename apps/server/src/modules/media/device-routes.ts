import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDetailSchema } from '@ared/contract/common';
import { ZDeviceContentSchema } from '@ared/contract/media';
import { currentDevice } from '../../plugins/auth/device';
import { deviceContent } from './device-content';

/** The boxes' side of offline files: the manifest of their realm's files, and the files (device key). */
export async function deviceContentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['devices'];

  r.get(
    '/content',
    {
      config: { auth: 'device' },
      schema: {
        tags,
        summary:
          "The box's realm's Enabled offline files (name, type, size, SHA-256, URL) to sync (header `Authorization: Device <key>`)",
        security: [{ device: [] }],
        response: { 200: ZDeviceContentSchema, 401: ZDetailSchema },
      },
    },
    async (request) => deviceContent(db(), currentDevice(request).routerId),
  );
}
