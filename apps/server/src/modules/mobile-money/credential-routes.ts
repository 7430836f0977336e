import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import {
  MOBILE_MONEY_TEXTS,
  type TMobileMoneyCredentialsState,
  ZAirtelMoneyCredentialsSchema,
  ZMobileMoneyCredentialsListSchema,
  ZMobileMoneyCredentialsStateSchema,
  ZMtnMomoCredentialsSchema,
} from '@ared/contract/mobile-money';
import { notFound } from '../../lib/http-errors';
import { ownPartnerId } from '../../plugins/auth/caller';
import { type PartnerCredentials, credentialStates, removeCredentials, saveCredentials } from './credentials';
import type { MobileMoneyProvider } from './types';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Where the partner's money goes: the partner admin's, like every money action (decision 011). */
const adminOnly = { role: 'partner_admin', action: 'manage mobile-money credentials' } as const;
const SLUG: Record<MobileMoneyProvider, string> = { mtn_momo: 'mtn-momo', airtel_money: 'airtel-money' };

async function stateOf(
  app: FastifyInstance,
  partnerId: number,
  provider: MobileMoneyProvider,
): Promise<TMobileMoneyCredentialsState> {
  const states = await listStates(app, partnerId);
  const state = states.find((s) => s.provider === provider);
  if (!state) throw notFound();
  return state;
}

async function listStates(app: FastifyInstance, partnerId: number): Promise<TMobileMoneyCredentialsState[]> {
  const rows = await credentialStates(app.deps.database.db, partnerId);
  return rows.map((row) => ({
    provider: row.provider as MobileMoneyProvider,
    environment: row.environment as 'sandbox' | 'live',
    fields_set: row.fieldsSet,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * A partner's mobile-money credentials (issue 32 §1, decision 077): write-only. GET answers which
 * providers are set up, in which environment, which fields and when; the values never leave the server.
 */
export async function credentialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mobile-money'];

  r.get(
    '/partners/:id/mobile-money/',
    {
      config: { requires: adminOnly },
      schema: {
        tags,
        summary:
          "The partner's mobile-money providers: environment and which fields are set (never their values)",
        params: ZIdParamsSchema,
        response: { 200: ZMobileMoneyCredentialsListSchema, ...errors },
      },
    },
    async (request) => ({ results: await listStates(app, ownPartnerId(request, request.params.id)) }),
  );

  const save = async (partnerId: number, credentials: PartnerCredentials) => {
    await saveCredentials(
      app.deps.database.db,
      app.deps.config.jwtSecret,
      partnerId,
      credentials,
      app.deps.clock.now(),
    );
    return stateOf(app, partnerId, credentials.provider);
  };

  r.put(
    `/partners/:id/mobile-money/${SLUG.mtn_momo}/`,
    {
      config: { requires: adminOnly },
      schema: {
        tags,
        summary: "Set (replace) the partner's MTN MoMo Collections credentials; they are never shown back",
        params: ZIdParamsSchema,
        body: ZMtnMomoCredentialsSchema,
        response: { 200: ZMobileMoneyCredentialsStateSchema, ...errors },
      },
    },
    async (request) => {
      const { environment, ...fields } = request.body;
      return save(ownPartnerId(request, request.params.id), {
        provider: 'mtn_momo',
        environment,
        fields: {
          subscriptionKey: fields.subscription_key,
          apiUser: fields.api_user,
          apiKey: fields.api_key,
          targetEnvironment: fields.target_environment,
          callbackHost: fields.callback_host,
        },
      });
    },
  );

  r.put(
    `/partners/:id/mobile-money/${SLUG.airtel_money}/`,
    {
      config: { requires: adminOnly },
      schema: {
        tags,
        summary: "Set (replace) the partner's Airtel Money collection credentials; they are never shown back",
        params: ZIdParamsSchema,
        body: ZAirtelMoneyCredentialsSchema,
        response: { 200: ZMobileMoneyCredentialsStateSchema, ...errors },
      },
    },
    async (request) => {
      const { environment, ...fields } = request.body;
      return save(ownPartnerId(request, request.params.id), {
        provider: 'airtel_money',
        environment,
        fields: {
          clientId: fields.client_id,
          clientSecret: fields.client_secret,
          country: fields.country,
          currency: fields.currency,
        },
      });
    },
  );

  for (const provider of ['mtn_momo', 'airtel_money'] as const) {
    r.delete(
      `/partners/:id/mobile-money/${SLUG[provider]}/`,
      {
        config: { requires: adminOnly },
        schema: {
          tags,
          summary: `Remove the partner's ${provider === 'mtn_momo' ? 'MTN MoMo' : 'Airtel Money'} credentials; 404 when none`,
          params: ZIdParamsSchema,
          response: { 204: ZNoContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const partnerId = ownPartnerId(request, request.params.id);
        if (!(await removeCredentials(app.deps.database.db, partnerId, provider)))
          throw notFound(MOBILE_MONEY_TEXTS.noCredentials);
        return reply.code(204).send(null);
      },
    );
  }
}
