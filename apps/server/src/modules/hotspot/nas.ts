import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners, routers } from '../../db/schema';
import { openRadiusSecret } from './radius-secrets';

/** What the hotspot calls need to know of the box asking (its NAS). */
export type Box = {
  routerId: number;
  serial: string;
  partnerId: number;
  realmId: number | null;
  /** The opened RADIUS shared secret; null when none was issued (HTTPS only). */
  secret: string | null;
  /** The partner's speed settings in bit/s, when set. */
  bandwidthDown: number | null;
  bandwidthUp: number | null;
};

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;
const mbpsToBits = (mbps: number | null) => (mbps !== null && mbps > 0 ? Math.round(mbps * 1_000_000) : null);

/**
 * Serial (NAS-Identifier) or router id → the box, cached for 30 s so an Access-Request costs no routers read.
 * Unknown serials are cached too, so a flood of made-up names is not a flood of queries. Issuing a secret or
 * moving a box to another partner or realm forgets it on this replica at once; other replicas within 30 s.
 */
export function createNasDirectory(db: Db, serverSecret: string) {
  const bySerial = new Map<string, { box: Box | null; expires: number }>();
  const byRouter = new Map<number, { box: Box | null; expires: number }>();

  const load = async (where: ReturnType<typeof eq>): Promise<Box | null> => {
    const [row] = await db
      .select({
        routerId: routers.id,
        serial: routers.serialNumber,
        partnerId: routers.partnerId,
        realmId: routers.realmId,
        sealed: routers.radiusSecretSealed,
        down: partners.internetDownloadSpeed,
        up: partners.internetUploadSpeed,
      })
      .from(routers)
      .leftJoin(partners, eq(partners.id, routers.partnerId))
      .where(where)
      .limit(1);
    if (!row || row.partnerId === null) return null;
    return {
      routerId: row.routerId,
      serial: row.serial,
      partnerId: row.partnerId,
      realmId: row.realmId,
      secret: row.sealed ? openRadiusSecret(serverSecret, row.sealed) : null,
      bandwidthDown: mbpsToBits(row.down),
      bandwidthUp: mbpsToBits(row.up),
    };
  };
  const remember = <K>(map: Map<K, { box: Box | null; expires: number }>, key: K, box: Box | null) => {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { box, expires: Date.now() + TTL_MS });
  };

  return {
    /** The box whose serial number is `serial` (RADIUS NAS-Identifier), if it has a partner. */
    async bySerial(serial: string): Promise<Box | null> {
      const hit = bySerial.get(serial);
      if (hit && hit.expires > Date.now()) return hit.box;
      const box = await load(eq(routers.serialNumber, serial));
      remember(bySerial, serial, box);
      return box;
    },
    /** The box calling an HTTPS hotspot route (its device key names the router). */
    async byRouterId(routerId: number): Promise<Box | null> {
      const hit = byRouter.get(routerId);
      if (hit && hit.expires > Date.now()) return hit.box;
      const box = await load(eq(routers.id, routerId));
      remember(byRouter, routerId, box);
      return box;
    },
    /** After a secret is issued, or routers change partner or realm. */
    forget(routerIds: readonly number[], serials: readonly string[] = []): void {
      const ids = new Set(routerIds);
      for (const id of ids) byRouter.delete(id);
      for (const serial of serials) bySerial.delete(serial);
      for (const [serial, entry] of bySerial)
        if (entry.box && ids.has(entry.box.routerId)) bySerial.delete(serial);
    },
    /** Forgets everything (a partner's speed settings changed). */
    clear(): void {
      bySerial.clear();
      byRouter.clear();
    },
  };
}
export type NasDirectory = ReturnType<typeof createNasDirectory>;
