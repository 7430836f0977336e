import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZSmeSummaryPageSchema } from '@ared/contract/smes';
import { smes } from '../../db/schema';
import { likePattern, pageOf } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';

const ZQuery = z.object({
  partner: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

/** The SME picker (assign routers, SME realms). The SME issue replaces it with the full SME list. */
export async function smeRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/smes/',
    {
      schema: {
        tags: ['smes'],
        summary: "The partner's SMEs (id, name, unique_id)",
        querystring: ZQuery,
        response: {
          200: ZSmeSummaryPageSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const conditions = [eq(smes.partnerId, currentUser(request).partnerId), eq(smes.isTerminated, false)];
      if (q.search)
        conditions.push(
          or(ilike(smes.name, likePattern(q.search)), ilike(smes.uniqueId, likePattern(q.search)))!,
        );
      const where = and(...conditions);
      const db = app.deps.database.db;
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: smes.id, name: smes.name, unique_id: smes.uniqueId })
          .from(smes)
          .where(where)
          .orderBy(smes.name, smes.id)
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(smes).where(where),
      ]);
      return pageOf(request, { page: q.page, pageSize: q.page_size, count: total?.n ?? 0, results: rows });
    },
  );
}
