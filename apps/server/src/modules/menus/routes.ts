import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import { ZMenuListQuerySchema, ZMenuPageSchema, ZMenuSchema } from '@ared/contract/menus';
import { pagedList } from '../../lib/list/paged-list';
import { sendStoredFile } from '../../lib/serve-file';
import { ownPartnerId } from '../../plugins/auth/caller';
import { deleteMenu, menuFileKey, menuListSource } from './menus';
import { ownRealm } from '../realms';
import { uploadMenu } from './upload';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Shiriki Add-Ons (the Kiosk plan lacks it) and the partner's food and drink menu add-on (decision 011). */
const menuFeature = { plan: 'shiriki', flag: 'has_food_drink_menu_feature_enabled' } as const;

export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['menus'];

  r.get(
    '/food-drink-menu/',
    {
      config: { requires: menuFeature },
      schema: {
        tags,
        summary: "The partner's food and drink menus (realm__partner, realm)",
        querystring: ZMenuListQuerySchema,
        response: { 200: ZMenuPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.realm__partner);
      if (q.realm !== undefined) await ownRealm(db(), partnerId, q.realm);
      const source = menuListSource(db(), partnerId, q.realm);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/food-drink-menu/',
    {
      config: { requires: menuFeature },
      schema: {
        tags,
        summary:
          "Upload a realm's menu (multipart, text fields first: realm, menu_type, original_file_name; then file, a PDF by content); it replaces the realm's menu of that type, and Food & Drinks replaces Food and Drinks (and back)",
        consumes: ['multipart/form-data'],
        response: { 201: ZMenuSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { files, config } = app.deps;
      return reply
        .code(201)
        .send(await uploadMenu({ db: db(), files, config }, request, ownPartnerId(request)));
    },
  );
  r.delete(
    '/food-drink-menu/:id/',
    {
      config: { requires: menuFeature },
      schema: {
        tags,
        summary: 'Delete a menu and its stored PDF',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteMenu({ db: db(), files: app.deps.files }, ownPartnerId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/food-drink-menu/:id/download/',
    {
      config: { requires: menuFeature },
      schema: {
        tags,
        summary: 'The menu PDF (inline), with range requests',
        params: ZIdParamsSchema,
        response: {
          200: z.any().check(z.describe('application/pdf')),
          206: z.any().check(z.describe('one range of the PDF')),
          304: z.any().check(z.describe('not modified')),
          416: ZDetailSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const key = await menuFileKey(db(), ownPartnerId(request), request.params.id);
      return sendStoredFile(request, reply, app.deps.files, key, { downloadName: 'menu.pdf', inline: true });
    },
  );
}
