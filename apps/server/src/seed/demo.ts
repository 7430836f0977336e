import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kiosks, partners, realms, routers, smes, subscriptionPlans, users } from '../db/schema';
import { SME_TYPES } from '../db/schema/smes';
import { hashPassword } from '../lib/passwords';
import {
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  FIRST_NAMES,
  LAST_NAMES,
  SME_NAMES,
  SME_STATES,
  type DemoPartner,
} from './demo-partners';
import { RWANDA_PLACES } from './places';
import { type Random, seededRandom } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3600 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

export type SeedResult = { created: string[]; skipped: string[] };

/**
 * Seeds the demo partners. Idempotent per partner: a partner whose slug exists is left as it is, so the
 * seed can run on every start and by `npm run seed` without duplicating rows.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, demo] of DEMO_PARTNERS.entries()) {
    const existing = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.slug, demo.slug))
      .limit(1);
    if (existing.length > 0) {
      result.skipped.push(demo.name);
      continue;
    }
    await db.transaction((tx) => seedPartner(tx, demo, passwordHash, seededRandom(1000 + index)));
    result.created.push(demo.name);
  }
  return result;
}

async function seedPartner(tx: Tx, demo: DemoPartner, passwordHash: string, random: Random): Promise<void> {
  const [partner] = await tx
    .insert(partners)
    .values({
      name: demo.name,
      slug: demo.slug,
      plan: demo.plan,
      subscriptionPlan: demo.subscriptionPlan,
      totalSmsSent: random.int(50, 900),
      ...demo.flags,
    })
    .returning();
  if (!partner) throw new Error('partner insert returned nothing');
  const partnerId = partner.id;

  for (const account of demo.accounts) {
    await tx.insert(users).values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: `+2507${random.int(20, 99)}${random.int(100000, 999999)}`,
      gender: account.gender,
      dateOfBirth: `19${random.int(75, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      country: 'Rwanda',
      role: account.role,
      userType: account.userType,
      changedPasswordAfterInitialLogin: account.changedPassword,
      partnerId,
      dateJoined: daysAgo(random.int(200, 600)),
    });
  }

  const plans = await tx
    .insert(subscriptionPlans)
    .values(
      [
        ['Starter', 10],
        ['Plus', 25],
        ['Pro', 50],
        ['Pro+', 80],
      ].map(([name, price]) => ({ partnerId, name: String(name), price: Number(price), currency: 'USD' })),
    )
    .returning();

  const smeRows = await seedSmes(
    tx,
    demo,
    partnerId,
    plans.map((p) => p.id),
    passwordHash,
    random,
  );
  const realmRows = await tx
    .insert(realms)
    .values([
      ...demo.realms.map((name, i) => ({ partnerId, name, created: daysAgo(300 - i * 20) })),
      ...smeRows.slice(0, 4).map((sme, i) => ({
        partnerId,
        smeId: sme.id,
        name: `${sme.name} Wi-Fi`,
        realmType: i % 2 === 0 ? ('Independent Realm' as const) : ('Sub Realm' as const),
        created: daysAgo(150 - i * 10),
      })),
    ])
    .returning();

  const staff = await seedStaff(tx, demo, partnerId, random);
  const kioskRows = await seedKiosks(tx, demo, partnerId, staff.microFranchiseeIds, random);
  await seedRouters(tx, demo, partnerId, { smes: smeRows, realms: realmRows, kiosks: kioskRows }, random);
}

async function seedSmes(
  tx: Tx,
  demo: DemoPartner,
  partnerId: number,
  planIds: number[],
  passwordHash: string,
  random: Random,
) {
  const rows = [];
  for (let i = 0; i < demo.smes; i += 1) {
    const state = SME_STATES[i % SME_STATES.length]!;
    const name = SME_NAMES[i % SME_NAMES.length]!;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const [sme] = await tx
      .insert(smes)
      .values({
        uniqueId: `${demo.serialPrefix}-SME-${String(i + 1).padStart(4, '0')}`,
        partnerId,
        name,
        tinNumber: String(random.int(100000000, 999999999)),
        adminName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        adminEmail: `admin@${slug}.${demo.slug}.example.com`,
        adminPhone: `+250 78${random.int(1, 9)} ${random.int(100, 999)} ${random.int(100, 999)}`,
        location: random.pick(RWANDA_PLACES).name,
        type: SME_TYPES[i % SME_TYPES.length]!,
        customPrice: i === 2 ? 18 : null,
        autoSuspend: i !== 3,
        isActive: state !== 'suspended' && state !== 'terminated',
        isTerminated: state === 'terminated',
        trialEndDate: isoDate(
          state === 'trial' ? new Date(Date.now() + random.int(0, 20) * DAY) : daysAgo(random.int(40, 200)),
        ),
        subscriptionPlanId: planIds[i % planIds.length] ?? null,
        created: daysAgo(random.int(60, 400)),
      })
      .returning();
    if (!sme) throw new Error('sme insert returned nothing');
    rows.push(sme);
    // The SME's own admin: a real account, but not one that may use the partner dashboard.
    await tx.insert(users).values({
      email: sme.adminEmail,
      passwordHash,
      firstName: sme.adminName.split(' ')[0] ?? sme.adminName,
      lastName: sme.adminName.split(' ')[1] ?? '',
      phone: sme.adminPhone,
      role: 'sme_admin',
      userType: 'SME',
      changedPasswordAfterInitialLogin: true,
      partnerId,
      smeId: sme.id,
    });
  }
  return rows;
}

async function seedStaff(tx: Tx, demo: DemoPartner, partnerId: number, random: Random) {
  const people: { type: string; count: number }[] = [
    { type: 'Micro Franchisee', count: demo.microFranchisees },
    { type: 'Field Officer', count: demo.fieldOfficers },
    { type: 'Maintenance Officer', count: demo.maintenanceOfficers },
  ];
  const microFranchiseeIds: number[] = [];
  for (const { type, count } of people) {
    for (let i = 0; i < count; i += 1) {
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const suspended = i % 5 === 4;
      const [user] = await tx
        .insert(users)
        .values({
          email: `${type.split(' ')[0]!.toLowerCase()}${i + 1}.${demo.slug}@example.com`,
          // No password: these people use the field apps; a reset mail sets one.
          passwordHash: null,
          firstName,
          lastName,
          phone: `+2507${random.int(20, 99)}${random.int(100000, 999999)}`,
          gender: i % 2 === 0 ? 'Female' : 'Male',
          dateOfBirth: `19${random.int(80, 99)}-1${random.int(0, 2)}-0${random.int(1, 9)}`,
          nationalIdNo: `1 19${random.int(80, 99)} ${random.int(1000000, 9999999)} ${random.int(10, 99)}`,
          country: 'Rwanda',
          areaOfOperation: random.pick(RWANDA_PLACES).name,
          role: 'partner_staff',
          userType: type,
          status: suspended ? 'suspended' : 'active',
          isActive: !suspended,
          changedPasswordAfterInitialLogin: false,
          partnerId,
          // Spread sign-ups over the past year so the monthly sign-up chart has a shape.
          dateJoined: daysAgo(random.int(5, 360)),
        })
        .returning({ id: users.id });
      if (type === 'Micro Franchisee' && user) microFranchiseeIds.push(user.id);
    }
  }
  return { microFranchiseeIds };
}

async function seedKiosks(tx: Tx, demo: DemoPartner, partnerId: number, mfIds: number[], random: Random) {
  if (demo.kiosks === 0) return [];
  return tx
    .insert(kiosks)
    .values(
      Array.from({ length: demo.kiosks }, (_, i) => {
        const place = random.pick(RWANDA_PLACES);
        return {
          partnerId,
          serialNumber: `${demo.serialPrefix}-KSK-${String(i + 1).padStart(4, '0')}`,
          functional: i % 7 !== 6,
          // About half the kiosks are with a micro franchisee; the rest wait to be assigned.
          assignedToId: i % 2 === 0 ? (mfIds[i / 2] ?? null) : null,
          lat: String((place.lat + (random.next() - 0.5) * 0.04).toFixed(6)),
          lon: String((place.lon + (random.next() - 0.5) * 0.04).toFixed(6)),
          created: daysAgo(random.int(30, 300)),
        };
      }),
    )
    .returning();
}

type Links = {
  smes: (typeof smes.$inferSelect)[];
  realms: (typeof realms.$inferSelect)[];
  kiosks: (typeof kiosks.$inferSelect)[];
};

async function seedRouters(tx: Tx, demo: DemoPartner, partnerId: number, links: Links, random: Random) {
  const partnerRealms = links.realms.filter((r) => r.smeId === null);
  const rows = Array.from({ length: demo.routers }, (_, i) => {
    const place = random.pick(RWANDA_PLACES);
    const stage = i % 12 === 10 ? 'In Transit' : i % 12 === 11 ? 'Manufacturer' : place.name;
    const deployed = stage !== 'In Transit' && stage !== 'Manufacturer';
    const sme = deployed && i % 3 === 0 ? links.smes[i % Math.max(links.smes.length, 1)] : undefined;
    const smeRealm = sme ? links.realms.find((r) => r.smeId === sme.id) : undefined;
    const realm =
      smeRealm ??
      (deployed && i % 4 !== 1 ? partnerRealms[i % Math.max(partnerRealms.length, 1)] : undefined);
    const kiosk = demo.plan !== 'SME' && !sme && i < links.kiosks.length ? links.kiosks[i] : undefined;
    const located = deployed && i % 9 !== 8;
    const online = deployed && i % 5 !== 3;
    const serial = `${demo.serialPrefix}${String(2400000 + i * 37).padStart(8, '0')}`;
    return {
      partnerId,
      serialNumber: serial,
      imei: String(350000000000000 + i * 7919 + partnerId * 100000),
      ssid: i % 15 === 14 ? null : `${sme ? sme.name.split(' ')[0] : demo.name.split(' ')[0]}_WiFi_${i + 1}`,
      locationName: deployed ? place.name : null,
      location: stage,
      osVersionName: i % 3 === 0 ? 'ARED OS 3.2' : 'ARED OS 3.4',
      osVersionId: i % 3 === 0 ? '3.2.7' : '3.4.1',
      modelNumber: i % 2 === 0 ? 'MS-200' : 'MS-300',
      ipAddress: `10.${partnerId}.${Math.floor(i / 250)}.${(i % 250) + 2}`,
      deployedTo: sme?.name ?? (kiosk ? 'Kiosk' : deployed ? demo.name : null),
      realmId: realm?.id ?? null,
      smeId: sme?.id ?? null,
      hasBeenAssignedXmrig: deployed && i % 6 === 0,
      nasidentifier: `mini-server_${serial}`,
      captivePortal: Boolean(realm),
      lat: located ? Number((place.lat + (random.next() - 0.5) * 0.06).toFixed(6)) : null,
      lon: located ? Number((place.lon + (random.next() - 0.5) * 0.06).toFixed(6)) : null,
      kioskId: kiosk?.id ?? null,
      superRealm: realm ? demo.name : null,
      functional: i % 17 !== 16,
      isOnline: online,
      lastSeen: deployed
        ? new Date(Date.now() - (online ? random.int(5, 50) * 1000 : random.int(2, 72) * 3600 * 1000))
        : null,
      created: daysAgo(random.int(10, 500)),
    };
  });
  await tx.insert(routers).values(rows);
}
