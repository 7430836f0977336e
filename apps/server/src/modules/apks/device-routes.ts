import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDeviceApkSchema, ZDeviceLatestApkQuerySchema } from '@ared/contract/apks';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { notFound } from '../../lib/http-errors';
import { sendStoredFile } from '../../lib/serve-file';
import { currentDevice } from '../../plugins/auth/device';
import { latestApk, ownApk, toDeviceApk } from './apks';
import { partnerOfBox } from './box-partner';
import { APK_BYTES_RESPONSES, apkDownloadName } from './download';

/** The boxes' side of the App Store (device key): the latest APK of a type, and its file. */
export async function deviceApkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['devices'];

  r.get(
    '/apks/latest',
    {
      config: { auth: 'device' },
      schema: {
        tags,
        summary:
          "The box's partner's APK of a type with the highest version code (version, size, SHA-256, URL); 404 when there is none (header `Authorization: Device <key>`)",
        security: [{ device: [] }],
        querystring: ZDeviceLatestApkQuerySchema,
        response: { 200: ZDeviceApkSchema, 400: ZBadRequestSchema, 401: ZDetailSchema, 404: ZDetailSchema },
      },
    },
    async (request) => {
      const partnerId = await partnerOfBox(db(), currentDevice(request).routerId);
      const apk = await latestApk(db(), partnerId, request.query.apk_type);
      if (!apk) throw notFound('No APK of this type.');
      return toDeviceApk(apk);
    },
  );
  r.get(
    '/apks/:id',
    {
      config: { auth: 'device' },
      schema: {
        tags,
        summary: "An APK of the box's partner, with range requests (resumed downloads)",
        security: [{ device: [] }],
        params: ZIdParamsSchema,
        response: { ...APK_BYTES_RESPONSES, 401: ZDetailSchema, 404: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const partnerId = await partnerOfBox(db(), currentDevice(request).routerId);
      const apk = await ownApk(db(), partnerId, request.params.id);
      return sendStoredFile(request, reply, app.deps.files, apk.fileKey, {
        downloadName: apkDownloadName(apk.packageName, apk.versionName),
      });
    },
  );
}
