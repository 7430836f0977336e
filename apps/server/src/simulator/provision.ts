import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners, routers } from '../db/schema';
import { generateDeviceKey } from '../modules/devices/device-keys';
import { generateRadiusSecret, sealRadiusSecret } from '../modules/guest-access';
import { DEMO_PARTNERS } from '../seed/demo-partners';
import type { BoxProfile } from './box-readings';
import { isSimulatedOnline } from './demo-boxes';

export type SimulatedBox = {
  routerId: number;
  serial: string;
  partnerId: number | null;
  key: string;
  /** Its RADIUS shared secret, when the simulator was given the server's secret to seal it with. */
  radiusSecret: string | null;
  profile: BoxProfile;
};

/** The server's JWT secret: RADIUS secrets are sealed with a key derived from it (decision 023). */
export type ProvisionOptions = { serverSecret?: string };

export const SYNTHETIC_PARTNER_SLUG = 'simulated-load';

/**
 * Issues fresh device keys (and RADIUS secrets, given the server's secret) to the given routers: the
 * simulator is the only holder of demo keys and secrets.
 */
async function issueKeys(
  db: Db,
  rows: { id: number; serialNumber: string; hasBeenAssignedXmrig: boolean; partnerId: number | null }[],
  { serverSecret }: ProvisionOptions = {},
): Promise<SimulatedBox[]> {
  const boxes: SimulatedBox[] = [];
  for (const row of rows) {
    const { key, hash } = generateDeviceKey();
    const radiusSecret = serverSecret ? generateRadiusSecret() : null;
    await db
      .update(routers)
      .set({
        deviceKeyHash: hash,
        ...(serverSecret &&
          radiusSecret && { radiusSecretSealed: sealRadiusSecret(serverSecret, radiusSecret) }),
      })
      .where(eq(routers.id, row.id));
    boxes.push({
      routerId: row.id,
      serial: row.serialNumber,
      partnerId: row.partnerId,
      radiusSecret,
      key,
      profile: { seed: row.id * 7919, isMining: row.hasBeenAssignedXmrig, updating: row.id % 11 === 0 },
    });
  }
  return boxes;
}

/** The demo partners' boxes that the simulator keeps alive (four in five deployed ones). */
export async function provisionDemoBoxes(db: Db, options: ProvisionOptions = {}): Promise<SimulatedBox[]> {
  const rows = await db
    .select({
      id: routers.id,
      partnerId: routers.partnerId,
      serialNumber: routers.serialNumber,
      hasBeenAssignedXmrig: routers.hasBeenAssignedXmrig,
      location: routers.location,
      functional: routers.functional,
    })
    .from(routers)
    .innerJoin(partners, eq(partners.id, routers.partnerId))
    .where(
      inArray(
        partners.slug,
        DEMO_PARTNERS.map((p) => p.slug),
      ),
    );
  return issueKeys(db, rows.filter(isSimulatedOnline), options);
}

/** N synthetic boxes of a separate load-test partner, created on first use. */
export async function provisionSyntheticBoxes(db: Db, count: number): Promise<SimulatedBox[]> {
  if (count <= 0) return [];
  let [partner] = await db.select().from(partners).where(eq(partners.slug, SYNTHETIC_PARTNER_SLUG)).limit(1);
  partner ??= (
    await db
      .insert(partners)
      .values({ name: 'Simulated Load', slug: SYNTHETIC_PARTNER_SLUG, plan: 'Premium' })
      .returning()
  )[0]!;
  const existing = await db
    .select({ id: routers.id })
    .from(routers)
    .where(and(eq(routers.partnerId, partner.id), like(routers.serialNumber, 'SIM%')));
  for (let start = existing.length; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => ({
      partnerId: partner.id,
      serialNumber: `SIM${String(start + i + 1).padStart(7, '0')}`,
      ssid: `Sim_WiFi_${start + i + 1}`,
      location: 'Kigali',
      locationName: 'Kigali',
    }));
    await db.insert(routers).values(batch).onConflictDoNothing();
  }
  const rows = await db
    .select({
      id: routers.id,
      partnerId: routers.partnerId,
      serialNumber: routers.serialNumber,
      hasBeenAssignedXmrig: routers.hasBeenAssignedXmrig,
    })
    .from(routers)
    .where(and(eq(routers.partnerId, partner.id), like(routers.serialNumber, 'SIM%')))
    .orderBy(routers.serialNumber)
    .limit(count);
  return issueKeys(db, rows);
}
