import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../types';
import { routers } from '../routers/schema';
import { openRadiusSecret } from './radius-secrets';

/**
 * The opened RADIUS secrets of boxes the server sends requests to (Disconnect and CoA, RFC 5176): a box
 * without one is absent from the map and gets no request.
 */
export async function openBoxSecrets(
  deps: AppDeps,
  routerIds: readonly number[],
): Promise<Map<number, string>> {
  const ids = [...new Set(routerIds)];
  if (ids.length === 0) return new Map();
  const rows = await deps.database.db
    .select({ id: routers.id, sealed: routers.radiusSecretSealed })
    .from(routers)
    .where(inArray(routers.id, ids));
  const secrets = new Map<number, string>();
  for (const r of rows) {
    const secret = r.sealed ? openRadiusSecret(deps.config.jwtSecret, r.sealed) : null;
    if (secret) secrets.set(r.id, secret);
  }
  return secrets;
}
