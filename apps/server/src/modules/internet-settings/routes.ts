import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZInternetSettingCreateRequestSchema,
  ZInternetSettingListQuerySchema,
  ZInternetSettingPageSchema,
  ZInternetSettingSchema,
} from '@ared/contract/internet-settings';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { createInternetSetting, internetSettingListSource } from './internet-settings';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/**
 * Services belong to Micro Franchisee Management (part 1 §2), which the SME plan lacks (decision 011). Both
 * roles read the packs; pricing is money, so only a partner admin adds one (decision 036).
 */
const servicesArea = { plan: 'micro_franchisees' } as const;

export async function internetSettingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['internet-settings'];

  r.get(
    '/internet-settings/',
    {
      config: { requires: servicesArea },
      schema: {
        tags,
        summary: "The partner's internet packs, newest first, with the prices computed when each was added",
        querystring: ZInternetSettingListQuerySchema,
        response: { 200: ZInternetSettingPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = internetSettingListSource(db(), ownPartnerId(request, q.partner));
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/internet-settings/',
    {
      config: {
        requires: { ...servicesArea, role: 'partner_admin', action: 'add internet packs' },
      },
      schema: {
        tags,
        summary:
          'Add an internet pack (name, price_per_gb, minimum_profit_percentage, max_speed_in_mbps below 10): the server computes total_internet_price and price_per_minute; a total sent that disagrees is refused',
        body: ZInternetSettingCreateRequestSchema,
        response: { 201: ZInternetSettingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { partner, ...body } = request.body;
      const created = await createInternetSetting(db(), ownPartnerId(request, partner), body);
      return reply.code(201).send(created);
    },
  );
}
