import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routers } from '../routers/schema';
import { hashDeviceKey } from './device-keys';

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Device key → router id, cached for 30 s so heartbeats do not read the routers table each time. A key
 * rotated on this replica is dropped at once; other replicas forget the old key within 30 s.
 */
export function createDeviceKeyResolver(db: Db) {
  const cache = new Map<string, { routerId: number | null; expires: number }>();
  return {
    async resolve(key: string): Promise<number | null> {
      const hash = hashDeviceKey(key);
      const now = Date.now();
      const hit = cache.get(hash);
      if (hit && hit.expires > now) return hit.routerId;
      const [row] = await db
        .select({ id: routers.id })
        .from(routers)
        .where(eq(routers.deviceKeyHash, hash))
        .limit(1);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(hash, { routerId: row?.id ?? null, expires: now + TTL_MS });
      return row?.id ?? null;
    },
    forgetRouter(routerId: number): void {
      for (const [hash, entry] of cache) if (entry.routerId === routerId) cache.delete(hash);
    },
  };
}
export type DeviceKeyResolver = ReturnType<typeof createDeviceKeyResolver>;
