import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ALL_BOXES } from './schema';
import { routers } from '../routers/schema';
import { notFound } from '../../lib/http-errors';

export type Box = {
  id: number;
  serialNumber: string;
  ssid: string | null;
  realmId: number | null;
  smeId: number | null;
  kioskId: number | null;
  lat: number | null;
  lon: number | null;
};

/**
 * The boxes an analytics call is about. `scope` is what the rollups are read with: the box ids, or
 * [ALL_BOXES] when every box of the partner is meant (its total rows, one per bucket however many boxes).
 */
export type Boxes = { scope: number[]; all: boolean; routers: Box[] };

const columns = {
  id: routers.id,
  serialNumber: routers.serialNumber,
  ssid: routers.ssid,
  realmId: routers.realmId,
  smeId: routers.smeId,
  kioskId: routers.kioskId,
  lat: routers.lat,
  lon: routers.lon,
};

/**
 * Resolves the serials a call names, within the caller's partner: one (`serial`), several (`serials`, the
 * All Boxes choice) or none (every box). A serial that is not one of the partner's boxes answers 404, like
 * every other tenant miss (decision 003).
 */
export async function resolveBoxes(
  db: Db,
  partnerId: number,
  { serial, serials }: { serial?: string | undefined; serials?: readonly string[] | undefined },
): Promise<Boxes> {
  const wanted =
    serial !== undefined && serial !== ''
      ? [serial]
      : serials && serials.length > 0
        ? [...new Set(serials)]
        : null;
  if (!wanted) {
    const rows = await db
      .select(columns)
      .from(routers)
      .where(eq(routers.partnerId, partnerId))
      .orderBy(asc(routers.id));
    return { scope: [ALL_BOXES], all: true, routers: rows };
  }
  const rows = await db
    .select(columns)
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), inArray(routers.serialNumber, wanted)))
    .orderBy(asc(routers.id));
  if (rows.length !== wanted.length) throw notFound();
  if (serial === undefined || serial === '') {
    // Every box of the partner named one by one is All Boxes: read the total rows.
    const total = await db.$count(routers, eq(routers.partnerId, partnerId));
    if (total === rows.length) return { scope: [ALL_BOXES], all: true, routers: rows };
  }
  return { scope: rows.map((r) => r.id), all: false, routers: rows };
}
