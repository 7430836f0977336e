import type { Db } from '../../apps/server/src/db/client';
import { partners, routerState, routers, users } from '../../apps/server/src/db/schema';
import { generateDeviceKey } from '../../apps/server/src/modules/devices/device-keys';
import { hashPassword } from '../../apps/server/src/lib/passwords';

export const BENCH_ADMIN = 'bench.admin@example.com';
export const BENCH_PASSWORD = 'Bench@2345';

/** Who a bench partner is: its name and slug, its admin's e-mail, and the prefix of its routers' serials. */
export type BenchAccount = { name: string; slug: string; email: string; serialPrefix: string };

const DEFAULT_ACCOUNT: BenchAccount = {
  name: 'Bench Partner',
  slug: 'bench-partner',
  email: BENCH_ADMIN,
  serialPrefix: 'BENCH',
};

/** A Premium partner (every plan area) and its partner admin, who signs in with BENCH_PASSWORD. */
export async function seedBenchAdmin(db: Db, account: BenchAccount = DEFAULT_ACCOUNT): Promise<number> {
  const [partner] = await db
    .insert(partners)
    .values({ name: account.name, slug: account.slug, plan: 'Premium' })
    .returning();
  await db.insert(users).values({
    email: account.email,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Admin',
    role: 'partner_admin',
    userType: 'Partner Admin',
    changedPasswordAfterInitialLogin: true,
    partnerId: partner!.id,
  });
  return partner!.id;
}

/**
 * `count` routers of the partner, all with a current state and a device key. Router i is i minutes old,
 * so the list (newest first) shows serials 0–9 on its first page and the highest serials on its last.
 */
export async function seedBenchRouters(
  db: Db,
  partnerId: number,
  count: number,
  serialPrefix: string,
): Promise<{ serials: string[]; keys: string[] }> {
  const serials: string[] = [];
  const keys: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j;
      const { key, hash } = generateDeviceKey();
      keys.push(key);
      serials.push(`${serialPrefix}${String(i).padStart(6, '0')}`);
      return {
        partnerId,
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
      .values(
        inserted.map((r) => ({ routerId: r.id, partnerId, lastSeen: new Date(), intervalSeconds: 30 })),
      );
  }
  return { serials, keys };
}

/** One partner with `count` routers (all with a current state and a device key) and a signed-in admin. */
export async function seedBenchPartner(
  db: Db,
  count: number,
  account: BenchAccount = DEFAULT_ACCOUNT,
): Promise<{ partnerId: number; serials: string[]; keys: string[] }> {
  const partnerId = await seedBenchAdmin(db, account);
  return { partnerId, ...(await seedBenchRouters(db, partnerId, count, account.serialPrefix)) };
}
