import type { Db } from '../db/client';
import { partners, realms, subscriptionPlans, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { seedKiosks, seedRouters } from './demo-devices';
import { DEMO_PARTNERS, DEMO_PASSWORD, type DemoPartner } from './demo-partners';
import { seedBillingHistory } from './demo-billing';
import { seedSmes, seedStaff } from './demo-people';
import { seedDemoVouchers } from './demo-vouchers';
import { seedSupportAgent } from './demo-support-agent';
import { type Random, seededRandom } from './random';
import { type Tx, daysAgo } from './seed-helpers';
import { demoPartnerId } from './demo-partner-id';

export type SeedResult = { created: string[]; skipped: string[] };

/**
 * Seeds the demo partners. Idempotent per partner: a partner whose slug exists is left as it is, so the
 * seed can run on every start and by `npm run seed` without duplicating rows.
 */
export async function seedDemoData(db: Db): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [index, demo] of DEMO_PARTNERS.entries()) {
    if ((await demoPartnerId(db, demo.slug)) !== null) {
      result.skipped.push(demo.name);
      continue;
    }
    await db.transaction((tx) => seedPartner(tx, demo, passwordHash, seededRandom(1000 + index)));
    result.created.push(demo.name);
  }
  // After the partners, and for those seeded before vouchers existed too (it skips any that have some).
  await seedDemoVouchers(db);
  // The platform's support agent, of no partner (issue 31 §5).
  await seedSupportAgent(db, passwordHash);
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

  const smeRows = await seedSmes(tx, demo, partnerId, plans, passwordHash, random);
  await seedBillingHistory(tx, {
    partnerId,
    smeRows,
    plans,
    random,
    isPremium: demo.plan === 'Premium',
  });
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
