import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { ZSmeStorageSchema, packageOf } from '@ared/contract/packages';
import { notFound } from '../../lib/http-errors';
import { ownPartnerId } from '../../plugins/auth/caller';
import { ownSmePlan } from '../subscriptions';
import { contentArea } from './category-routes';
import { smeStorageUsed } from './sme-storage';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/** An SME's plan and how much of its storage its realms' offline files use (decision 069). */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  r.get(
    '/smes/:id/storage/',
    {
      config: { requires: contentArea },
      schema: {
        tags: ['media'],
        summary:
          "An SME's plan, its features, and the bytes its realms' offline files use (uploads in progress included) of its plan's storage",
        params: ZIdParamsSchema,
        response: { 200: ZSmeStorageSchema, ...errors },
      },
    },
    async (request) => {
      // Another partner's SME answers like one that does not exist (decision 003).
      const sme = await ownSmePlan(db(), ownPartnerId(request), request.params.id);
      if (!sme) throw notFound();
      const used = await smeStorageUsed(db(), sme.smeId, app.deps.clock.now());
      return { ...packageOf(sme.plan), sme: sme.smeId, storage_used_bytes: used };
    },
  );
}
