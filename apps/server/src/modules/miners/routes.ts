import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZNoContentSchema, ZIdParamSchema } from '@ared/contract/common';
import {
  ZMinerCreateRequestSchema,
  ZMinerListQuerySchema,
  ZMinerSchema,
  ZMinerUpdateRequestSchema,
  ZWalletStatsSchema,
} from '@ared/contract/miners';
import { ownPartnerId } from '../../plugins/auth/caller';
import { addMiners, listMiners, removeMiner, setMinerStatus, walletStats } from './service';

const ZPartnerParams = z.object({ partnerId: ZIdParamSchema });
const ZMinerParams = z.extend(ZPartnerParams, { minerId: ZIdParamSchema });
const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** The Hash Hub is part of Router Management (not in the Kiosk plan); wallet earnings are the admin's. */
const routerArea = { plan: 'routers' } as const;
const adminOnly = (action: string) => ({ ...routerArea, role: 'partner_admin', action }) as const;

/** The mining Hash Hub (the spec's yocto paths). A partner id in the path other than the user's is a 404. */
export async function minerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['hash hub'];

  r.get(
    '/yocto/partner/mining-wallet-stats',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'Wallet totals from the miners telemetry',
        response: { 200: ZWalletStatsSchema, ...errors },
      },
    },
    async (request) => walletStats(db(), ownPartnerId(request)),
  );
  r.get(
    '/yocto/partner/:partnerId/miner/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'Miners of the partner',
        params: ZPartnerParams,
        querystring: ZMinerListQuerySchema,
        response: { 200: z.array(ZMinerSchema), ...errors },
      },
    },
    async (request) =>
      listMiners(db(), ownPartnerId(request, request.params.partnerId), request.query.ordering),
  );
  r.post(
    '/yocto/partner/:partnerId/miner/',
    {
      config: { requires: adminOnly('add miners') },
      schema: {
        tags,
        summary: 'Add routers (a list of ids) to the Hash Hub',
        params: ZPartnerParams,
        body: ZMinerCreateRequestSchema,
        response: { 201: z.array(ZMinerSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addMiners(db(), ownPartnerId(request, request.params.partnerId), request.body)),
  );
  r.delete(
    '/yocto/partner/:partnerId/miner/:minerId/',
    {
      config: { requires: adminOnly('remove miners') },
      schema: {
        tags,
        summary: 'Remove a router from the Hash Hub',
        params: ZMinerParams,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await removeMiner(db(), ownPartnerId(request, request.params.partnerId), request.params.minerId);
      return reply.code(204).send(null);
    },
  );
  r.patch(
    '/yocto/partner/:partnerId/miner/:minerId/',
    {
      config: { requires: adminOnly('start, pause or resume mining') },
      schema: {
        tags,
        summary: 'Start, pause or resume mining',
        params: ZMinerParams,
        body: ZMinerUpdateRequestSchema,
        response: { 200: ZMinerSchema, ...errors },
      },
    },
    async (request) =>
      setMinerStatus(
        db(),
        ownPartnerId(request, request.params.partnerId),
        request.params.minerId,
        request.body.status,
      ),
  );
}
