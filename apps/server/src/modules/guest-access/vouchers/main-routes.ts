import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZPartnerQuerySchema,
  ZRealmVoucherPageSchema,
  ZRealmVoucherQuerySchema,
  ZTokenPurchaseOptionSchema,
  ZTokenPurchasePreferenceRequestSchema,
  ZVoucherAutomationPreferenceRequestSchema,
  ZVoucherAutomationPreferenceSchema,
} from '@ared/contract/vouchers';
import { ownRealm } from '../../realms';
import { pagedList } from '../../../lib/list/paged-list';
import { ownPartnerId } from '../../../plugins/auth/caller';
import {
  automationPreference,
  purchaseTiers,
  saveAutomationPreference,
  savePurchaseTiers,
} from './preferences';
import { realmVoucherSource, voucherListSource } from './voucher-list';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const routersArea = { plan: 'routers' } as const;
/**
 * The token purchase tiers are the Token Purchase add-on's (decision 066). The automation preference is not
 * gated: it holds both the SMS Package's durations and Auto-Connect's daily usage, and either add-on's popup
 * reads it.
 */
const tokenPurchase = { ...routersArea, flag: 'has_token_purchase_addon_enabled' } as const;

/** The voucher calls of the main API (part 2 §7): a realm's vouchers, the automation and purchase settings. */
export async function voucherMainRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['vouchers'];

  r.get(
    '/vouchers/',
    {
      config: { requires: routersArea },
      schema: {
        tags,
        summary: "The partner's vouchers, newest first; realm= keeps those created for one of its realms",
        querystring: ZRealmVoucherQuerySchema,
        response: { 200: ZRealmVoucherPageSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request);
      const { realm, page, page_size } = request.query;
      const now = app.deps.clock.now();
      if (realm === undefined) {
        const all = voucherListSource(app.deps.database, partnerId, {}, now);
        return pagedList(request, db(), { page, pageSize: page_size }, all);
      }
      await ownRealm(db(), partnerId, realm); // another partner's realm answers 404
      const source = realmVoucherSource(db(), partnerId, realm, now);
      return pagedList(request, db(), { page, pageSize: page_size }, source);
    },
  );

  r.get(
    '/vouchers/automation-preference/',
    {
      config: { requires: routersArea },
      schema: {
        tags,
        summary: 'The Auto-Connect and SMS voucher durations (defaults until saved)',
        querystring: ZPartnerQuerySchema,
        response: { 200: ZVoucherAutomationPreferenceSchema, ...errors },
      },
    },
    async (request) => automationPreference(db(), ownPartnerId(request, request.query.partner)),
  );

  r.post(
    '/vouchers/automation-preference/',
    {
      config: {
        requires: { ...routersArea, role: 'partner_admin', action: 'change the voucher settings' },
      },
      schema: {
        tags,
        summary: 'Save the Auto-Connect and SMS voucher durations',
        body: ZVoucherAutomationPreferenceRequestSchema,
        response: { 200: ZVoucherAutomationPreferenceSchema, ...errors },
      },
    },
    async (request) => {
      const { partner_id, ...preference } = request.body;
      return saveAutomationPreference(db(), ownPartnerId(request, partner_id), preference);
    },
  );

  r.get(
    '/vouchers/purchase-preference/',
    {
      config: { requires: tokenPurchase },
      schema: {
        tags,
        summary: 'The token purchase tiers (the defaults of part 2 §9 until saved)',
        querystring: ZPartnerQuerySchema,
        response: { 200: z.array(ZTokenPurchaseOptionSchema), ...errors },
      },
    },
    async (request) => purchaseTiers(db(), ownPartnerId(request, request.query.partner)),
  );

  r.post(
    '/vouchers/purchase-preference/',
    {
      config: {
        requires: { ...tokenPurchase, role: 'partner_admin', action: 'change the token purchase tiers' },
      },
      schema: {
        tags,
        summary: 'Replace the token purchase tiers with the list sent',
        querystring: ZPartnerQuerySchema,
        body: ZTokenPurchasePreferenceRequestSchema,
        response: { 200: z.array(ZTokenPurchaseOptionSchema), ...errors },
      },
    },
    async (request) => savePurchaseTiers(db(), ownPartnerId(request, request.query.partner), request.body),
  );
}
