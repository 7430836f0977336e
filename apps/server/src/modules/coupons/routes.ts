import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ZAddonSchema,
  ZCouponCreateRequestSchema,
  ZCouponListQuerySchema,
  ZCouponPageSchema,
  ZCouponSchema,
} from '@ared/contract/billing';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { couponListSource, findCoupon } from './list';
import { createCoupon, listAddons } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Coupons and add-ons are under Billing, which the Kiosk plan lacks (decision 011). */
const billingArea = { plan: 'billing' } as const;

export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['coupons'];

  r.get(
    '/addon/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The platform's add-ons",
        response: { 200: z.array(ZAddonSchema), ...errors },
      },
    },
    async () => listAddons(db()),
  );

  r.get(
    '/discount-coupon/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The partner's discount coupons, newest first (paginated)",
        querystring: ZCouponListQuerySchema,
        response: { 200: ZCouponPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = couponListSource(db(), ownPartnerId(request, q.partner), { smeId: q.sme }, q.ordering);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.post(
    '/discount-coupon/',
    {
      config: { requires: { ...billingArea, role: 'partner_admin', action: 'create discount coupons' } },
      schema: {
        tags,
        summary: 'Create a discount coupon for an SME (applied to its next subscription billing)',
        body: ZCouponCreateRequestSchema,
        response: { 201: ZCouponSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const id = await createCoupon(db(), partnerId, request.body);
      const coupon = await findCoupon(db(), partnerId, id);
      if (!coupon) throw new Error('created coupon not found');
      return reply.code(201).send(coupon);
    },
  );
}
