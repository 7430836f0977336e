import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './database-check';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Outside the authenticated scopes: anyone (load balancers) may ask.
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await checkDatabase(app.deps.database);
      return { status: 'ok' as const, database: app.deps.database.engine };
    },
  );
}
