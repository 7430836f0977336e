import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZApkListQuerySchema, ZApkPageSchema, ZApkSchema } from '@ared/contract/apks';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import { pagedList } from '../../lib/list/paged-list';
import { sendStoredFile } from '../../lib/serve-file';
import { currentUser, ownPartnerId } from '../../plugins/auth/caller';
import { apkListSource, deleteApk, ownApk } from './apks';
import { APK_BYTES_RESPONSES, apkDownloadName } from './download';
import { uploadApk } from './upload';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** The App Store (/apps): open to every plan; uploading and deleting are for partner admins (decision 011). */
export async function apkRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['apks'];

  r.get(
    '/apks/',
    {
      schema: {
        tags,
        summary: "The partner's APKs, newest first (Recent APKs; the page pages them in the browser)",
        querystring: ZApkListQuerySchema,
        response: { 200: ZApkPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      return pagedList(
        request,
        db(),
        { page: q.page, pageSize: q.page_size },
        apkListSource(db(), ownPartnerId(request)),
      );
    },
  );
  r.post(
    '/apks/',
    {
      config: { requires: { role: 'partner_admin', action: 'upload APKs' } },
      schema: {
        tags,
        summary:
          'Upload an APK (multipart, text fields first: name, apk_type; then file). The file must be an Android package by content (a ZIP with a binary AndroidManifest.xml and classes.dex); its package name, version name and version code are read from the manifest',
        consumes: ['multipart/form-data'],
        response: { 201: ZApkSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files, config } = app.deps;
      const apk = await uploadApk(
        { db: db(), files, maxBytes: config.apkMaxBytes },
        request,
        ownPartnerId(request),
        currentUser(request).id,
      );
      return reply.code(201).send(apk);
    },
  );
  r.get(
    '/apks/:id/download/',
    {
      schema: {
        tags,
        summary: 'The APK file (attachment), with range requests',
        params: ZIdParamsSchema,
        response: { ...APK_BYTES_RESPONSES, ...errors },
      },
    },
    async (request, reply) => {
      const apk = await ownApk(db(), ownPartnerId(request), request.params.id);
      return sendStoredFile(request, reply, app.deps.files, apk.fileKey, {
        downloadName: apkDownloadName(apk.packageName, apk.versionName),
      });
    },
  );
  r.delete(
    '/apks/:id/',
    {
      config: { requires: { role: 'partner_admin', action: 'delete APKs' } },
      schema: {
        tags,
        summary: 'Delete an APK and its stored file',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteApk({ db: db(), files: app.deps.files }, ownPartnerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
