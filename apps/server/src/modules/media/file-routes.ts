import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import {
  ZMediaFileListQuerySchema,
  ZMediaFilePageSchema,
  ZMediaFileSchema,
  ZMediaFileUpdateRequestSchema,
} from '@ared/contract/media';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { contentArea } from './category-routes';
import { fileListSource } from './file-list';
import { deleteFile, findFile, setFileStatus } from './files';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

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
