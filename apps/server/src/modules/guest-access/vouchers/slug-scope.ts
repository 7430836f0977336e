import { getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preparedSql } from '../../../db/prepared';
import { notFound } from '../../../lib/http-errors';
import { registerAuth } from '../../../plugins/auth/hook';
import type { AuthContext } from '../../../plugins/auth/strategy';
import { partners } from '../../partners/schema';

/**
 * The voucher service's scope, `/radius/{slug}/admin/...` (part 2 §4): the same bearer token as the main
 * API, and a slug that is not the caller's own partner's answers 404, as another partner's id does
 * (decision 003). Checked after authentication, before the body is validated.
 */
export function registerVoucherServiceScope(app: FastifyInstance, ctx: AuthContext): void {
  registerAuth(app, ctx);
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url || !request.user) return;
    const slug = (request.params as { slug?: unknown }).slug;
    if (typeof slug !== 'string' || slug !== (await partnerSlug(app, request))) throw notFound();
  });
}

const SLUG_SQL = `select slug from ${getTableName(partners)} where id = $1`;

async function partnerSlug(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const partnerId = request.user?.partnerId;
  if (partnerId === null || partnerId === undefined) return null;
  const [row] = await preparedSql<{ slug: string }>(app.deps.database, SLUG_SQL)([partnerId]);
  return row?.slug ?? null;
}
