import { eq } from 'drizzle-orm';
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
import { partners } from '../../db/schema';
import { billingToday } from '../../lib/today';
import { notFound } from '../../lib/http-errors';
import { pageOf } from '../../lib/pagination';
import { currentUser, ownPartnerId } from '../../plugins/auth';
import { issuePasswordLink } from '../passwords/service';
import { smeWelcomeMail } from './mails';
import { findSme, listSmes } from './queries';
import { SME_NOT_FOUND, registerSme, updateSme } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const WELCOME_LINK_DAYS = 7;

export async function smeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const today = () => billingToday(app.deps);
  const tags = ['smes'];
  const smeOr404 = async (request: FastifyRequest, id: number) => {
    const sme = await findSme(db(), currentUser(request).partnerId, id, today());
    if (!sme) throw notFound(SME_NOT_FOUND);
    return sme;
  };

  r.get(
    '/smes/',
    {
      schema: {
        tags,
        summary: "The partner's SMEs with their billing status; tabs, flags and search (paginated)",
        querystring: ZSmeListQuerySchema,
        response: { 200: ZSmePageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listSmes(
        db(),
        ownPartnerId(request, q.partner),
        today(),
        {
          tab: q.tab,
          isActive: q.is_active,
          isTerminated: q.is_terminated,
          hasOverdueBilling: q.has_overdue_billing,
          search: q.search,
        },
        { page: q.page, pageSize: q.page_size, ordering: q.ordering },
      );
      return pageOf(request, { page: q.page, pageSize: q.page_size, count, results });
    },
  );

  r.post(
    '/smes/',
    {
      schema: {
        tags,
        summary: 'Register an SME (starts its trial; mails its admin a link to set a password)',
        body: ZSmeCreateRequestSchema,
        response: { 201: ZSmeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = currentUser(request).partnerId;
      const { smeId, adminUserId } = await registerSme(db(), partnerId, request.body, {
        today: today(),
        trialDays: app.deps.config.billing.trialDays,
      });
      const sme = await smeOr404(request, smeId);
      const [partner] = await db()
        .select({ name: partners.name })
        .from(partners)
        .where(eq(partners.id, partnerId));
      const link = await issuePasswordLink(
        { db: db(), secret: app.deps.config.jwtSecret, publicUrl: app.deps.config.publicUrl },
        adminUserId,
        WELCOME_LINK_DAYS * 86_400_000,
      );
      await app.deps.mailer.send(
        smeWelcomeMail({
          to: sme.admin_email,
          adminName: sme.admin_name,
          smeName: sme.name,
          partnerName: partner?.name ?? 'Your provider',
          link,
          validDays: WELCOME_LINK_DAYS,
        }),
      );
      return reply.code(201).send(sme);
    },
  );

  r.get(
    '/smes/:id/',
    {
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
      schema: {
        tags,
        summary: 'Change an SME (only the fields sent); also suspend/activate and terminate/restore',
        params: ZIdParamsSchema,
        body: ZSmeUpdateRequestSchema,
        response: { 200: ZSmeSchema, ...errors },
      },
    },
    async (request) => {
      await updateSme(db(), currentUser(request).partnerId, request.params.id, request.body);
      return smeOr404(request, request.params.id);
    },
  );
}
