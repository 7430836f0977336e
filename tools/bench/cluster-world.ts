import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { partners, routers } from '../../apps/server/src/db/schema';
import type { Cluster } from '../cluster/cluster';
import { seedBenchPartner } from './bench-data';
import { signInSession } from './bench-server';
import { seedBenchMediaFiles } from './files/seed';
import type { BenchBox } from './vouchers/packets';
import { seedBenchVouchers } from './vouchers/seed';

/** The bench partner's slug (bench-data.ts), in the voucher service's paths. */
export const BENCH_SLUG = 'bench-partner';

export type ClusterWorld = {
  partnerId: number;
  access: string;
  refresh: string;
  /** Boxes that send heartbeats: their router id and device key. */
  heartbeatBoxes: { routerId: number; key: string }[];
  /** Boxes that send RADIUS: their serial and issued secret, and their router id. */
  radiusBoxes: (BenchBox & { routerId: number })[];
  /** How many vouchers the RADIUS logins cycle through (multi-user, active). */
  loginPool: number;
  realmId: number;
  categoryId: number;
};

/**
 * The bench partner (Premium) on the cluster's primary: `boxes` routers with device keys, vouchers to log in
 * with, a realm and category for uploads; its admin signed in through the first replica (the OTP is read
 * from that replica's outbox), and RADIUS secrets issued to `radiusBoxes` of the routers through the API.
 */
export async function seedClusterWorld(
  cluster: Cluster,
  { boxes, radiusBoxes, loginPool }: { boxes: number; radiusBoxes: number; loginPool: number },
): Promise<ClusterWorld> {
  const database = await openDatabase({ databaseUrl: cluster.postgres.current(), migrate: false });
  let partnerId: number;
  let rows: { id: number; serial: string }[];
  let keys: string[];
  let media: { realmId: number; categoryId: number };
  try {
    const seeded = await seedBenchPartner(database.db, boxes);
    partnerId = seeded.partnerId;
    // Creating vouchers wants a subscription plan (as bench:vouchers sets it); uploads, the Content add-on.
    await database.db
      .update(partners)
      .set({ subscriptionPlan: 'Pro', hasEntertainmentEnabled: true })
      .where(eq(partners.id, partnerId));
    keys = seeded.keys;
    rows = await database.db
      .select({ id: routers.id, serial: routers.serialNumber })
      .from(routers)
      .where(eq(routers.partnerId, partnerId));
    await seedBenchVouchers(database.db, partnerId, loginPool * 2, loginPool);
    media = await seedBenchMediaFiles(database.db, partnerId, 200);
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  const idOf = new Map(rows.map((r) => [r.serial, r.id]));
  const first = cluster.replicas[0]!;
  const { access, refresh } = await signInSession(first.url, join(first.dataDir, 'mail'));
  const byIndex = (i: number) => idOf.get(`BENCH${String(i).padStart(6, '0')}`)!;
  const radius: ClusterWorld['radiusBoxes'] = [];
  for (let i = 0; i < radiusBoxes; i += 1) {
    const routerId = byIndex(i);
    const response = await fetch(`${first.url}/v1/routers/${routerId}/radius-secret/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    });
    if (!response.ok) throw new Error(`radius-secret: ${response.status} ${await response.text()}`);
    const { secret } = (await response.json()) as { secret: string };
    radius.push({ serial: `BENCH${String(i).padStart(6, '0')}`, secret, routerId });
  }
  return {
    partnerId,
    access,
    refresh,
    heartbeatBoxes: keys.map((key, i) => ({ routerId: byIndex(i), key })),
    radiusBoxes: radius,
    loginPool,
    ...media,
  };
}
