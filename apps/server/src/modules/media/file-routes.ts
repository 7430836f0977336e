import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import {
  ZMediaFileListQuerySchema,
  ZMediaFilePageSchema,
  ZMediaFileSchema,
  ZMediaFileUpdateRequestSchema,
} from '@ared/contract/media';
import { pagedList } from '../../lib/list/paged-list';
import { sendStoredFile } from '../../lib/serve-file';
import { ownPartnerId } from '../../plugins/auth/caller';
import { contentArea } from './category-routes';
import { fileListSource } from './file-list';
import { downloadNameOf } from './download';
import { deleteFile, fileForServing, findFile, setFileStatus } from './files';
import { uploadMediaFile } from './upload';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** A stored file's bytes: whole (200) or one range (206); 416 for a range past its end. */
const bytes = {
  200: z.any().check(z.describe('the file')),
  206: z.any().check(z.describe('one range of the file')),
  304: z.any().check(z.describe('not modified')),
  416: ZDetailSchema,
  ...errors,
};

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['media'];

  r.get(
    '/files/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary:
          "The partner's offline files, newest first (realm__partner: its own realms; realm__sme__partner: its SMEs' realms; realm__sme; realm; category, status, file_type, search)",
        querystring: ZMediaFileListQuerySchema,
        response: { 200: ZMediaFilePageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.realm__partner);
      ownPartnerId(request, q.realm__sme__partner);
      const source = await fileListSource(app.deps.database, partnerId, {
        realm: q.realm,
        partnerRealms: q.realm__partner !== undefined,
        smeRealms: q.realm__sme__partner !== undefined,
        sme: q.realm__sme,
        category: q.category,
        status: q.status,
        fileType: q.file_type,
        search: q.search,
      });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/files/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary:
          'Add an offline file (multipart, text fields first: realm, category, file_type, status, description, title, original_file_name, original_thumbnail_name; then file and, for a Video, thumbnail); checked by content',
        consumes: ['multipart/form-data'],
        response: { 201: ZMediaFileSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files, config } = app.deps;
      const file = await uploadMediaFile(
        { db: db(), files, config, uploads: app },
        request,
        ownPartnerId(request),
      );
      return reply.code(201).send(file);
    },
  );
  r.get(
    '/files/:id/download/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'The file (file.png, file.mp4, file.pdf, file.zip; Audio: file.<ext>), with range requests',
        params: ZIdParamsSchema,
        response: bytes,
      },
    },
    async (request, reply) => {
      const file = await fileForServing(db(), ownPartnerId(request), request.params.id);
      return sendStoredFile(request, reply, app.deps.files, file.fileKey, {
        downloadName: downloadNameOf(file.fileType, file.fileKey),
      });
    },
  );
  r.get(
    '/files/:id/thumbnail/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary:
          "The file's thumbnail (a Video's uploaded one, an Image's generated one); 404 when it has none",
        params: ZIdParamsSchema,
        response: bytes,
      },
    },
    async (request, reply) => {
      const file = await fileForServing(db(), ownPartnerId(request), request.params.id);
      if (!file.thumbnailKey) return reply.code(404).send({ detail: 'Not found.' });
      return sendStoredFile(request, reply, app.deps.files, file.thumbnailKey, { inline: true });
    },
  );
  r.get(
    '/files/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'One offline file',
        params: ZIdParamsSchema,
        response: { 200: ZMediaFileSchema, ...errors },
      },
    },
    async (request) => findFile(db(), ownPartnerId(request), request.params.id),
  );
  r.patch(
    '/files/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: "Disable a file (the spec's delete: it leaves the lists and the boxes) or enable it",
        params: ZIdParamsSchema,
        body: ZMediaFileUpdateRequestSchema,
        response: { 200: ZMediaFileSchema, ...errors },
      },
    },
    async (request) => setFileStatus(db(), ownPartnerId(request), request.params.id, request.body.status),
  );
  r.delete(
    '/files/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'Delete a file and its stored bytes',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteFile({ db: db(), files: app.deps.files }, ownPartnerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
