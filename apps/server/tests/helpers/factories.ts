import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { kiosks, partners, routers, smes, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const PASSWORD = 'Test@2345';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

/**
 * Every add-on that can be on, on: a test partner reaches every call its plan allows, as the demo Premium
 * does; a test of an add-on off switches it off (decision 066). Camera System is coming soon.
 */
export const ADD_ONS_ON = {
  hasVoucherSmsFeatureEnabled: true,
  hasFoodDrinkMenuFeatureEnabled: true,
  hasAutoconnectAddonEnabled: true,
  hasTokenPurchaseAddonEnabled: true,
  hasQueueManagementAddonEnabled: true,
  hasSurveyAddonEnabled: true,
  hasHmsAddonEnabled: true,
  hasWebAppLoginEnabled: true,
  hasOpenCaptivePortal: true,
  hasEntertainmentEnabled: true,
} as const satisfies Partial<typeof partners.$inferInsert>;

/** Every add-on off, as a new partner starts: for the tests of what off means. */
export const ADD_ONS_OFF = Object.fromEntries(Object.keys(ADD_ONS_ON).map((key) => [key, false])) as {
  [K in keyof typeof ADD_ONS_ON]: false;
};

export async function createPartner(db: Db, values: Partial<typeof partners.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(partners)
    .values({ name: `Partner ${id}`, slug: `partner-${id}`, plan: 'Premium', ...ADD_ONS_ON, ...values })
    .returning();
  return row!;
}

export async function createUser(
  db: Db,
  values: Partial<typeof users.$inferInsert> & { partnerId: number | null },
) {
  passwordHash ??= hashPassword(PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.com`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      role: 'partner_admin',
      userType: 'Partner Admin',
      changedPasswordAfterInitialLogin: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function createSme(db: Db, partnerId: number, values: Partial<typeof smes.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(smes)
    .values({
      uniqueId: `SME-${id}`,
      partnerId,
      name: `SME ${id}`,
      tinNumber: '123456789',
      adminName: 'Admin Person',
      adminEmail: `sme-${id}@example.com`,
      adminPhone: '+250788000000',
      location: 'Kigali',
      type: 'Hotels',
      ...values,
    })
    .returning();
  return row!;
}

export async function createRouter(
  db: Db,
  partnerId: number | null,
  values: Partial<typeof routers.$inferInsert> = {},
) {
  const [row] = await db
    .insert(routers)
    .values({ partnerId, serialNumber: `R${unique().toUpperCase()}`, ...values })
    .returning();
  return row!;
}

export async function createKiosk(
  db: Db,
  partnerId: number,
  values: Partial<typeof kiosks.$inferInsert> = {},
) {
  const [row] = await db
    .insert(kiosks)
    .values({ partnerId, serialNumber: `K${unique().toUpperCase()}`, ...values })
    .returning();
  return row!;
}
