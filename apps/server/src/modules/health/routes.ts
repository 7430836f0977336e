import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZDetailSchema } from '@ared/contract/common';
import { HttpError } from '../../lib/http-errors';
import { checkDatabase } from './database-check';

const ZHealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/**
 * Health for load balancers and orchestrators (issue 33 §3), outside the authenticated scopes: anyone may
 * ask. `/api/health/live`: the process answers (restart it when not). `/api/health/ready`: it can serve,
 * the database answering (take it out of rotation when not: 503). `/api/health` is the older name of ready.
 * While the server shuts down Fastify answers 503 to all of them, so HAProxy stops sending first.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public' as const };
  const ready = async () => {
    try {
      await checkDatabase(app.deps.database);
    } catch {
      throw new HttpError(503, 'The database does not answer.');
    }
    return { status: 'ok' as const, database: app.deps.database.engine };
  };
  const readySchema = { tags: ['health'], response: { 200: ZHealthSchema, 503: ZDetailSchema } };
  r.get('/health', { config, schema: { ...readySchema, summary: 'Readiness (the older name)' } }, ready);
  r.get(
    '/health/ready',
    { config, schema: { ...readySchema, summary: 'Readiness: the database answers (503 when not)' } },
    ready,
  );
  r.get(
    '/health/live',
    {
      config,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
