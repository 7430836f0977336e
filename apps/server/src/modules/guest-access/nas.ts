import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { radiusNasStates } from './schema';
import { routers } from '../routers/schema';
import { openRadiusSecret } from './radius-secrets';
import { type RateLimitFamily, rateLimitFamilyOf } from './radius/bandwidth';

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
  /** Which attributes carry those limits to this box, from its model (decision 063). */
  rateLimitFamily: RateLimitFamily;
  /**
   * Whether its Access-Requests must carry a Message-Authenticator (decision 045): 'yes', or 'auto' (once
   * it has sent one, `messageAuthenticatorSeen`). Mutable: the first one seen is marked at once.
   */
  messageAuthenticator: 'auto' | 'yes';
  messageAuthenticatorSeen: boolean;
};

/** How long an entry is fresh. */
export const NAS_TTL_MS = 30_000;
/**
 * How long past its freshness an entry is still answered while it is read again: a busy box sees no pause,
 * and a box quiet for longer waits for one read. Bounded, so what another replica changed (a rotated secret)
 * is in force here within NAS_TTL_MS + NAS_STALE_MS of the change (decision 082), however quiet the box.
 */
export const NAS_STALE_MS = 5_000;
const MAX_ENTRIES = 50_000;
/** Mbps to bit/s; 0, which every box reads as no limit, is no limit here too (decision 063). */
export const mbpsToBits = (mbps: number | null) =>
  mbps !== null && mbps > 0 ? Math.round(mbps * 1_000_000) : null;

type Entry = { box: Box | null; expires: number };

/**
 * Serial (NAS-Identifier) or router id → the box, cached for 30 s so an Access-Request costs no routers read.
 * Unknown serials are cached too, so a flood of made-up names is not a flood of queries. One read per box at
 * a time: the requests that arrive while it runs wait for it (at 1,000 logins a second, a cold or expired
 * entry would otherwise send hundreds of identical reads ahead of the logins). An entry expired less than
 * NAS_STALE_MS ago is still answered while it is read again in the background, so busy boxes see no pause
 * every 30 s. Issuing a secret or moving a box to another partner or realm forgets it on this replica at
 * once; other replicas within NAS_TTL_MS + NAS_STALE_MS (35 s).
 */
export function createNasDirectory(db: Db, serverSecret: string) {
  const bySerial = new Map<string, Entry>();
  const byRouter = new Map<number, Entry>();
  const loading = new Map<string, Promise<Box | null>>();
  /** Bumped by forget/clear: a read that started before must not put back what was forgotten. */
  let generation = 0;

  const load = async (where: ReturnType<typeof eq>): Promise<Box | null> => {
    const [row] = await db
      .select({
        routerId: routers.id,
        serial: routers.serialNumber,
        partnerId: routers.partnerId,
        realmId: routers.realmId,
        sealed: routers.radiusSecretSealed,
        model: routers.modelNumber,
        down: partners.internetDownloadSpeed,
        up: partners.internetUploadSpeed,
        requireMa: radiusNasStates.requireMessageAuthenticator,
        maSeenAt: radiusNasStates.messageAuthenticatorSeenAt,
      })
      .from(routers)
      .leftJoin(partners, eq(partners.id, routers.partnerId))
      .leftJoin(radiusNasStates, eq(radiusNasStates.routerId, routers.id))
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
      rateLimitFamily: rateLimitFamilyOf(row.model),
      messageAuthenticator: row.requireMa ?? 'auto',
      messageAuthenticatorSeen: row.maSeenAt !== null,
    };
  };
  const remember = <K>(map: Map<K, Entry>, key: K, box: Box | null) => {
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { box, expires: Date.now() + NAS_TTL_MS });
  };
  /** The read of one box, shared by everyone asking while it runs. */
  const refresh = <K>(map: Map<K, Entry>, key: K, flightKey: string, where: ReturnType<typeof eq>) => {
    const running = loading.get(flightKey);
    if (running) return running;
    const startedIn = generation;
    const flight = load(where)
      .then((box) => {
        if (startedIn === generation) remember(map, key, box);
        return box;
      })
      .finally(() => {
        if (loading.get(flightKey) === flight) loading.delete(flightKey);
      });
    loading.set(flightKey, flight);
    return flight;
  };
  const lookup = async <K>(
    map: Map<K, Entry>,
    key: K,
    flightKey: string,
    where: () => ReturnType<typeof eq>,
  ) => {
    const hit = map.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.box;
    if (hit && hit.expires + NAS_STALE_MS > now) {
      // Stale: answer with it, and read again once (a failed background read keeps the old entry).
      refresh(map, key, flightKey, where()).catch(() => undefined);
      return hit.box;
    }
    return refresh(map, key, flightKey, where());
  };

  return {
    /**
     * The box of `serial` when its entry is cached and fresh (null: known to be no box), undefined when it
     * must be read: the packet path takes a hit without a promise, and asks `bySerial` otherwise.
     */
    cachedBySerial(serial: string): Box | null | undefined {
      const hit = bySerial.get(serial);
      return hit && hit.expires > Date.now() ? hit.box : undefined;
    },
    /** The box whose serial number is `serial` (RADIUS NAS-Identifier), if it has a partner. */
    bySerial: (serial: string): Promise<Box | null> =>
      lookup(bySerial, serial, `s:${serial}`, () => eq(routers.serialNumber, serial)),
    /** The box calling an HTTPS hotspot route (its device key names the router). */
    byRouterId: (routerId: number): Promise<Box | null> =>
      lookup(byRouter, routerId, `r:${routerId}`, () => eq(routers.id, routerId)),
    /** After a secret is issued, or routers change partner or realm. */
    forget(routerIds: readonly number[], serials: readonly string[] = []): void {
      // Reads already running may have seen the old row: nobody waits for them any more.
      generation += 1;
      loading.clear();
      const ids = new Set(routerIds);
      for (const id of ids) byRouter.delete(id);
      for (const serial of serials) bySerial.delete(serial);
      for (const [serial, entry] of bySerial)
        if (entry.box && ids.has(entry.box.routerId)) bySerial.delete(serial);
    },
    /** Forgets everything (a partner's speed settings changed). */
    clear(): void {
      generation += 1;
      loading.clear();
      bySerial.clear();
      byRouter.clear();
    },
  };
}
export type NasDirectory = ReturnType<typeof createNasDirectory>;
