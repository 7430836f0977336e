import { pagedList } from '../../lib/list/paged-list';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZSmeCreateRequestSchema,
  ZSmeListQuerySchema,
  ZSmePageSchema,
  ZSmeSchema,
  ZSmeUpdateRequestSchema,
} from '@ared/contract/smes';
import { billingToday } from '../../lib/today';
import { notFound } from '../../lib/http-errors';
import { ownPartnerId } from '../../plugins/auth/caller';
import { assertPartnerAdmin } from '../../plugins/auth/requires';
import { enrolSme } from './enrolment';
import { findSme, smeListSource } from './queries';
import { SME_NOT_FOUND, updateSme } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** SMEs are not in the Kiosk plan (decision 011). */
const requires = { plan: 'smes' } as const;

/**
 * The SME fields only a partner admin may change (decision 011): money and access. Staff may edit the
 * profile (name, TIN, admin contact, location, type); a body touching any of these is refused whole.
 */
const PRICE_ACTION = "change an SME's price, subscription plan, auto-suspend or SMS package";
const ADMIN_ONLY_FIELDS = [
  { fields: ['is_active'], action: 'suspend or activate SMEs' },
  { fields: ['is_terminated'], action: 'terminate or restore SMEs' },
  { fields: ['custom_price', 'subscription_plan', 'auto_suspend', 'sms_package'], action: PRICE_ACTION },
] as const;

export async function smeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const today = () => billingToday(app.deps);
  const tags = ['smes'];
  const smeOr404 = async (request: FastifyRequest, id: number) => {
    const sme = await findSme(db(), ownPartnerId(request), id, today());
    if (!sme) throw notFound(SME_NOT_FOUND);
    return sme;
  };

  r.get(
    '/smes/',
    {
      config: { requires },
      schema: {
        tags,
        summary: "The partner's SMEs with their billing status; tabs, flags and search (paginated)",
        querystring: ZSmeListQuerySchema,
        response: { 200: ZSmePageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = smeListSource(
        app.deps.database,
        ownPartnerId(request, q.partner),
        today(),
        {
          tab: q.tab,
          isActive: q.is_active,
          isTerminated: q.is_terminated,
          hasOverdueBilling: q.has_overdue_billing,
          search: q.search,
        },
        q.ordering,
      );
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.post(
    '/smes/',
    {
      config: { requires },
      schema: {
        tags,
        summary: 'Register an SME (starts its trial; mails its admin a link to set a password)',
        body: ZSmeCreateRequestSchema,
        response: { 201: ZSmeSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Staff register an SME on a plan at its price, suspended when late; a price of its own or no
      // auto-suspend is the admin's, as on update (auto_suspend: true is the default, not a choice).
      if ((request.body.custom_price ?? null) !== null || request.body.auto_suspend === false) {
        assertPartnerAdmin(request, PRICE_ACTION);
      }
      const smeId = await enrolSme(app.deps, ownPartnerId(request), request.body);
      const sme = await smeOr404(request, smeId);
      return reply.code(201).send(sme);
    },
  );

  r.get(
    '/smes/:id/',
    {
      config: { requires },
      schema: {
        tags,
        summary: 'One SME',
        params: ZIdParamsSchema,
        response: { 200: ZSmeSchema, ...errors },
      },
    },
    async (request) => smeOr404(request, request.params.id),
  );

  r.patch(
    '/smes/:id/',
    {
      config: { requires },
      schema: {
        tags,
        summary: 'Change an SME (only the fields sent); also suspend/activate and terminate/restore',
        description: `Only a partner admin may send ${ADMIN_ONLY_FIELDS.flatMap((r) => r.fields).join(', ')}.`,
        params: ZIdParamsSchema,
        body: ZSmeUpdateRequestSchema,
        response: { 200: ZSmeSchema, ...errors },
      },
    },
    async (request) => {
      for (const { fields, action } of ADMIN_ONLY_FIELDS) {
        if (fields.some((field) => request.body[field] !== undefined)) assertPartnerAdmin(request, action);
      }
      await updateSme(db(), ownPartnerId(request), request.params.id, request.body);
      return smeOr404(request, request.params.id);
    },
  );
}
