import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { ZDeviceContentSchema } from '@ared/contract/media';
import { currentDevice } from '../../plugins/auth/device';
import { sendStoredFile } from '../../lib/serve-file';
import { deviceContent, deviceFile } from './device-content';
import { downloadNameOf } from './download';

const bytes = {
  200: z.any().check(z.describe('the file')),
  206: z.any().check(z.describe('one range of the file')),
  304: z.any().check(z.describe('not modified')),
  401: ZDetailSchema,
  404: ZDetailSchema,
  416: ZDetailSchema,
};

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
  r.get(
    '/content/:id',
    {
      config: { auth: 'device' },
      schema: {
        tags,
        summary:
          "A file of the box's manifest, with range requests (resumed syncs); 404 unless Enabled and in the box's realm",
        security: [{ device: [] }],
        params: ZIdParamsSchema,
        response: bytes,
      },
    },
    async (request, reply) => {
      const file = await deviceFile(db(), currentDevice(request).routerId, request.params.id);
      return sendStoredFile(request, reply, app.deps.files, file.fileKey, {
        downloadName: downloadNameOf(file.fileType, file.fileKey),
      });
    },
  );
  r.get(
    '/content/:id/thumbnail',
    {
      config: { auth: 'device' },
      schema: {
        tags,
        summary: "The thumbnail of a file of the box's manifest; 404 when it has none",
        security: [{ device: [] }],
        params: ZIdParamsSchema,
        response: bytes,
      },
    },
    async (request, reply) => {
      const file = await deviceFile(db(), currentDevice(request).routerId, request.params.id);
      if (!file.thumbnailKey) return reply.code(404).send({ detail: 'Not found.' });
      return sendStoredFile(request, reply, app.deps.files, file.thumbnailKey, { inline: true });
    },
  );
}
