import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdvertListQuerySchema, ZAdvertPageSchema, ZAdvertSchema } from '@ared/contract/adverts';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { advertListSource, deleteAdvert, getAdvert } from './adverts';
import { ownRealm } from '../realms';
import { createAdvert, patchAdvert } from './upload';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/**
 * Adverts are Content Management, like the offline files (decision 011: 'content', hidden from the Kiosk
 * plan); both roles manage them, as the other daily content (decision 030).
 */
const contentArea = { plan: 'content' } as const;
const FORM_FIELDS =
  'text fields first: title, short_description, ad_type (Image, Video, Link), realm, is_active (true|false), youtube_url (Link), start_date and end_date (YYYY-MM-DD, both or none), partner; then file';

export async function advertRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['adverts'];

  r.get(
    '/verts/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary:
          "The partner's adverts, newest first (partner, realm, search in title, description or realm)",
        querystring: ZAdvertListQuerySchema,
        response: { 200: ZAdvertPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      if (q.realm !== undefined) await ownRealm(db(), partnerId, q.realm);
      const source = advertListSource(db(), app.deps.files, partnerId, { realm: q.realm, search: q.search });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/verts/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: `Add an advert (multipart, ${FORM_FIELDS}: an image (PNG, JPG, GIF, WEBP, at most 5 MB) or video (MP4, WebM, at most 200 MB) by content, landscape (width/height ≥ 1.7); none for a Link)`,
        consumes: ['multipart/form-data'],
        response: { 201: ZAdvertSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files, config } = app.deps;
      return reply
        .code(201)
        .send(await createAdvert({ db: db(), files, config }, request, ownPartnerId(request)));
    },
  );
  r.get(
    '/verts/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'One advert',
        params: ZIdParamsSchema,
        response: { 200: ZAdvertSchema, ...errors },
      },
    },
    async (request) => getAdvert(db(), app.deps.files, ownPartnerId(request), request.params.id),
  );
  r.patch(
    '/verts/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: `Change an advert (multipart, any of the ${FORM_FIELDS} only when it changes; the advert it makes is checked whole)`,
        params: ZIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ZAdvertSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { files, config } = app.deps;
      return patchAdvert({ db: db(), files, config }, request, ownPartnerId(request), request.params.id);
    },
  );
  r.delete(
    '/verts/:id/',
    {
      config: { requires: contentArea },
      schema: {
        tags,
        summary: 'Delete an advert, its views and its stored file',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAdvert({ db: db(), files: app.deps.files }, ownPartnerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
