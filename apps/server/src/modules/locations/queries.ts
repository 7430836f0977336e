import { and, eq, isNotNull } from 'drizzle-orm';
import { MAP_DEVICE_LIMIT, type TDeviceLocation } from '@ared/contract/locations';
import type { Db } from '../../db/client';
import { kiosks } from '../kiosks/schema';
import { routers } from '../routers/schema';

/** Located routers and kiosks of the partner, at most 1000 (one more is read to tell whether there are more). */
export async function locations(db: Db, partnerId: number, type: 'all' | 'routers' | 'kiosks') {
  const points: TDeviceLocation[] = [];
  if (type !== 'kiosks') {
    const rows = await db
      .select({
        id: routers.id,
        serial: routers.serialNumber,
        ip: routers.ipAddress,
        lat: routers.lat,
        lon: routers.lon,
      })
      .from(routers)
      .where(and(eq(routers.partnerId, partnerId), isNotNull(routers.lat), isNotNull(routers.lon)))
      .orderBy(routers.id)
      .limit(MAP_DEVICE_LIMIT + 1);
    points.push(
      ...rows.map((r) => ({
        kind: 'router' as const,
        id: r.id,
        serial_number: r.serial,
        ip_address: r.ip,
        lat: r.lat!,
        lon: r.lon!,
      })),
    );
  }
  if (type !== 'routers' && points.length <= MAP_DEVICE_LIMIT) {
    const rows = await db
      .select({
        id: kiosks.id,
        serial: kiosks.serialNumber,
        lat: kiosks.lat,
        lon: kiosks.lon,
        ip: routers.ipAddress,
      })
      .from(kiosks)
      .leftJoin(routers, eq(routers.kioskId, kiosks.id))
      .where(and(eq(kiosks.partnerId, partnerId), isNotNull(kiosks.lat), isNotNull(kiosks.lon)))
      .orderBy(kiosks.id)
      .limit(MAP_DEVICE_LIMIT + 1 - points.length);
    points.push(
      ...rows.map((k) => ({
        kind: 'kiosk' as const,
        id: k.id,
        serial_number: k.serial,
        ip_address: k.ip,
        lat: k.lat!,
        lon: k.lon!,
      })),
    );
  }
  const truncated = points.length > MAP_DEVICE_LIMIT;
  const results = points.slice(0, MAP_DEVICE_LIMIT);
  return { count: results.length, truncated, results };
}
