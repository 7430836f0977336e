import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import {
  ZMediaCategoryCreateRequestSchema,
  ZMediaCategoryListQuerySchema,
  ZMediaCategoryPageSchema,
  ZMediaCategorySchema,
} from '@ared/contract/media';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { categoryListSource, createCategory, deleteCategory } from './categories';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/**
 * Offline files are Content Management, which the Kiosk plan lacks (decision 011), and the Content add-on's
 * (has_entertainment_enabled): off, its calls answer 403 naming it and its files stay stored (decision 066).
 */
export const contentArea = { plan: 'content', flag: 'has_entertainment_enabled' } as const;

export async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['media'];

  r.get(
    '/categories/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: "The partner's media categories (realm, realm__partner, realm__sme__partner, realm__sme)",
        querystring: ZMediaCategoryListQuerySchema,
        response: { 200: ZMediaCategoryPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.realm__partner);
      ownPartnerId(request, q.realm__sme__partner);
      const source = await categoryListSource(db(), partnerId, {
        realm: q.realm,
        partnerRealms: q.realm__partner !== undefined,
        smeRealms: q.realm__sme__partner !== undefined,
        sme: q.realm__sme,
        search: q.search,
      });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/categories/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: "Add a category to one of the partner's realms (names unique per realm, any case)",
        body: ZMediaCategoryCreateRequestSchema,
        response: { 201: ZMediaCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(db(), ownPartnerId(request), request.body)),
  );
  r.delete(
    '/categories/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'Delete a category with its offline files and their stored bytes',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteCategory({ db: db(), files: app.deps.files }, ownPartnerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
