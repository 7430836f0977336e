import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { partnerName } from '../../../partners';
import { realms } from '../../../realms/schema';
import { routers } from '../../../routers/schema';
import { vouchers } from '../../schema';

/** One voucher as its print card and CSV row show it. */
export type PrintableVoucher = {
  code: string;
  durationSeconds: number;
  multiUser: boolean;
  expiryDate: Date;
  /** The Wi-Fi network a guest joins to use it. */
  network: string;
};

/** The partner's batch ids are short tokens; anything else names no batch. */
const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The vouchers of one bulk create of the caller's partner, in the order they were made; [] when the partner
 * has no such batch (another partner's batch included), which the route answers with 404.
 *
 * Network name: the SSID of the voucher's realm's routers (the first one set, by router id), else the
 * realm's name; a voucher without a realm works on every router of the partner, so the partner's name.
 */
export async function loadBatch(db: Db, partnerId: number, batchId: string): Promise<PrintableVoucher[]> {
  if (!BATCH_ID.test(batchId)) return [];
  const rows = await db
    .select({
      code: vouchers.code,
      durationSeconds: vouchers.durationSeconds,
      multiUser: vouchers.multiUser,
      expiryDate: vouchers.expiryDate,
      realmId: vouchers.realmId,
      realmName: realms.name,
    })
    .from(vouchers)
    .leftJoin(realms, and(eq(realms.id, vouchers.realmId), eq(realms.partnerId, partnerId)))
    .where(and(eq(vouchers.partnerId, partnerId), eq(vouchers.batchId, batchId)))
    .orderBy(asc(vouchers.id));
  if (rows.length === 0) return [];

  const partner = await partnerName(db, partnerId);
  const ssids = await realmSsids(db, partnerId, [
    ...new Set(rows.flatMap((r) => (r.realmId === null ? [] : [r.realmId]))),
  ]);
  return rows.map((r) => ({
    code: r.code,
    durationSeconds: r.durationSeconds,
    multiUser: r.multiUser,
    expiryDate: r.expiryDate,
    network: r.realmId === null ? (partner ?? '') : (ssids.get(r.realmId) ?? r.realmName ?? partner ?? ''),
  }));
}

async function realmSsids(db: Db, partnerId: number, realmIds: number[]): Promise<Map<number, string>> {
  if (realmIds.length === 0) return new Map();
  const boxes = await db
    .select({ realmId: routers.realmId, ssid: routers.ssid })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), inArray(routers.realmId, realmIds), isNotNull(routers.ssid)))
    .orderBy(asc(routers.id));
  const byRealm = new Map<number, string>();
  for (const box of boxes)
    if (box.realmId !== null && box.ssid && !byRealm.has(box.realmId)) byRealm.set(box.realmId, box.ssid);
  return byRealm;
}
