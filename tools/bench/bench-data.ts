import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { partners, routerState, routers, users } from '../../apps/server/src/db/schema';
import { generateDeviceKey } from '../../apps/server/src/modules/devices/device-keys';
import { hashPassword } from '../../apps/server/src/lib/passwords';

export const BENCH_ADMIN = 'bench.admin@example.com';
export const BENCH_PASSWORD = 'Bench@2345';

/** One partner with `count` routers (all with a current state and a device key) and a signed-in admin. */
export async function seedBenchPartner(
  db: Db,
  count: number,
): Promise<{ serials: string[]; keys: string[] }> {
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Bench Partner', slug: 'bench-partner', plan: 'Premium' })
    .returning();
  await db.insert(users).values({
    email: BENCH_ADMIN,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'partner_admin',
    userType: 'Partner',
    changedPasswordAfterInitialLogin: true,
    partnerId: partner!.id,
  });
  const serials: string[] = [];
  const keys: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j;
      const { key, hash } = generateDeviceKey();
      keys.push(key);
      serials.push(`BENCH${String(i).padStart(6, '0')}`);
      return {
        partnerId: partner!.id,
        serialNumber: serials.at(-1)!,
        ssid: `Bench_${i}`,
        location: 'Kigali',
        locationName: `Site ${i % 97}`,
        deviceKeyHash: hash,
        created: new Date(Date.now() - i * 60_000),
      };
    });
    const inserted = await db.insert(routers).values(batch).returning({ id: routers.id });
    await db
      .insert(routerState)
      .values(inserted.map((r) => ({ routerId: r.id, lastSeen: new Date(), intervalSeconds: 30 })));
  }
  await db.select().from(partners).where(eq(partners.id, partner!.id));
  return { serials, keys };
}
