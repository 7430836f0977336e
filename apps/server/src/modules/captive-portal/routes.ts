import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZApplyPortalDesignRequestSchema,
  ZApplyPortalDesignResponseSchema,
  ZCaptivePortalListQuerySchema,
  ZCaptivePortalPageSchema,
  ZCaptivePortalResetQuerySchema,
  ZCaptivePortalSchema,
} from '@ared/contract/captive-portal';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { applyPortalDesign } from './apply-design';
import { getPortal, portalListSource, resetPortal } from './portals';
import { patchPortal } from './upload';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/**
 * The Landing Page Builder is hidden from the Kiosk plan (decision 011: 'landing_page'); both roles edit
 * it, like the other content of a partner's daily operations.
 */
const landingPage = { plan: 'landing_page' } as const;

export async function captivePortalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['captive-portal'];

  r.get(
    '/captive-portal/',
    {
      config: { requires: landingPage },
      schema: {
        tags,
        summary: "The partner's captive portals, one per router, with its serial number (router__partner)",
        querystring: ZCaptivePortalListQuerySchema,
        response: { 200: ZCaptivePortalPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = portalListSource(db(), app.deps.files, ownPartnerId(request, q.router__partner));
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  // Declared before /:id/ reads as clearer; find-my-way prefers the static segment either way.
  r.patch(
    '/captive-portal/reset/',
    {
      config: { requires: landingPage },
      schema: {
        tags,
        summary: 'Reset a captive portal to the defaults (?id=); its logo is removed',
        querystring: ZCaptivePortalResetQuerySchema,
        response: { 200: ZCaptivePortalSchema, ...errors },
      },
    },
    async (request) =>
      resetPortal({ db: db(), files: app.deps.files }, ownPartnerId(request), request.query.id),
  );
  r.get(
    '/captive-portal/:id/',
    {
      config: { requires: landingPage },
      schema: {
        tags,
        summary: 'One captive portal',
        params: ZIdParamsSchema,
        response: { 200: ZCaptivePortalSchema, ...errors },
      },
    },
    async (request) => getPortal(db(), app.deps.files, ownPartnerId(request), request.params.id),
  );
  r.patch(
    '/captive-portal/:id/',
    {
      config: { requires: landingPage },
      schema: {
        tags,
        summary:
          'Customize a captive portal (multipart, text fields first: name, primary_message, background_color, show_connect_message; then logo, a PNG, JPG, GIF or WEBP by content, at most 2 MB; SVG refused)',
        params: ZIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: ZCaptivePortalSchema, 413: ZDetailSchema, 415: ZDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { files, config } = app.deps;
      return patchPortal({ db: db(), files, config }, request, ownPartnerId(request), request.params.id);
    },
  );
  r.post(
    '/captive-portal/:id/apply/',
    {
      config: { requires: landingPage },
      schema: {
        tags,
        summary:
          "Apply this portal's design (name, message, colour, connect message, logo) to other portals of the partner: `portals` (ids, at most 500) or `all: true`; one transaction, another partner's id answers 404 and changes nothing",
        params: ZIdParamsSchema,
        body: ZApplyPortalDesignRequestSchema,
        response: { 200: ZApplyPortalDesignResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { portals } = request.body;
      return applyPortalDesign(
        { db: db(), files: app.deps.files },
        ownPartnerId(request),
        request.params.id,
        portals ? { portals } : { all: true },
      );
    },
  );
}
