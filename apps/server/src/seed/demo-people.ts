import { smes, users } from '../db/schema';
import { ROLE_OF_USER_TYPE, type TPartnerUserType } from '@ared/contract/plans';
import { SME_TYPES } from '@ared/contract/smes';
import { planAmountRwf } from '../modules/billing/cycle';
import { DEMO_USD_TO_RWF, type DemoPartner, FIRST_NAMES, LAST_NAMES, SME_STATES } from './demo-partners';
import { RWANDA_PLACES } from './places';
import type { Random } from './random';
import { DAY, type Tx, daysAgo, isoDate } from './seed-helpers';

/** SMEs in every state, each with its own admin account (not a dashboard role). */
export async function seedSmes(
  tx: Tx,
  demo: DemoPartner,
  partnerId: number,
  plans: { id: number; price: number }[],
  passwordHash: string,
  random: Random,
) {
  const rows = [];
  for (const [i, name] of demo.smeNames.entries()) {
    const state = SME_STATES[i % SME_STATES.length]!;
    // Pro first: the first SMEs' realms hold the first boxes, whose portals the demo customises and whose
    // offline files it shows (Pro, decision 069); Starter and Plus follow, so every plan has an SME realm.
    const plan = plans[(i + 2) % plans.length];
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
        // One SME has a negotiated price: its plan's, less about a tenth, in whole thousands of francs.
        customPrice: i === 2 && plan ? negotiatedPrice(plan.price) : null,
        autoSuspend: i !== 3,
        isActive: state !== 'suspended' && state !== 'terminated',
        isTerminated: state === 'terminated',
        trialEndDate: isoDate(
          state === 'trial' ? new Date(Date.now() + random.int(0, 20) * DAY) : daysAgo(random.int(40, 200)),
        ),
        subscriptionPlanId: plan?.id ?? null,
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

/** A custom price is in RWF, like the billings; the plans are priced in USD. */
const negotiatedPrice = (planUsd: number) =>
  Math.round((planAmountRwf(planUsd, DEMO_USD_TO_RWF) * 0.9) / 1000) * 1000;

export async function seedStaff(tx: Tx, demo: DemoPartner, partnerId: number, random: Random) {
  const people: { type: TPartnerUserType; count: number }[] = [
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
          role: ROLE_OF_USER_TYPE[type],
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
