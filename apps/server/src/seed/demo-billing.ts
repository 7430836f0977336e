import { and, eq } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@ared/contract/billing';
import {
  addons,
  billings,
  couponAddons,
  discountCoupons,
  invoices,
  payments,
  smes,
  smsPackages,
  users,
} from '../db/schema';
import { addDays, localDate } from '../lib/calendar';
import { CYCLE_DAYS, cycleStartingOn, discounted, planAmountRwf } from '../modules/billing/cycle';
import { DEMO_USD_TO_RWF, SME_STATES } from './demo-partners';
import type { Random } from './random';
import type { Tx } from './seed-helpers';

type SeededSme = typeof smes.$inferSelect;
type Plan = { id: number; name: string; price: number };
type State = (typeof SME_STATES)[number];

/** Where the SME's latest cycle starts (days before today) and whether it is still unpaid, by state. */
function latestCycle(state: State, index: number, random: Random, isPremium: boolean) {
  switch (state) {
    case 'overdue':
      return { startDaysAgo: 7 + random.int(1, 4), unpaid: true }; // due 1 to 4 days ago
    case 'due':
      return { startDaysAgo: random.int(0, 5), unpaid: true }; // due in the coming days
    case 'suspended':
      // Non-payment (more than five days late) for the SME-plan partner; a manual suspension, paid up, for Premium.
      return { startDaysAgo: 12 + random.int(3, 10), unpaid: !isPremium };
    case 'terminated':
      return { startDaysAgo: 60 + random.int(0, 20), unpaid: false };
    default:
      // The last 'active' SME has its current billing paused: it shows as Paused, the SME as Active.
      return { startDaysAgo: random.int(0, 20), unpaid: index === SME_STATES.length - 1 };
  }
}

/**
 * A believable billing history built with the engine's own calendar: paid cycles since the trial ended,
 * the states' unpaid, overdue and paused billings, payments marked by the partner admin, SMS package
 * billings for two SMEs, and coupons (one used, one waiting for the next cycle). The partner of the SME
 * plan has an SME suspended for non-payment; the Premium partner's suspension is a manual one, so its
 * late flag stays false in the demo.
 */
export async function seedBillingHistory(
  tx: Tx,
  {
    partnerId,
    smeRows,
    plans,
    random,
    isPremium,
  }: {
    partnerId: number;
    smeRows: SeededSme[];
    plans: Plan[];
    random: Random;
    isPremium: boolean;
  },
): Promise<void> {
  if (smeRows.length === 0) return;
  const today = localDate(new Date(), 'Africa/Kigali');
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.partnerId, partnerId), eq(users.role, 'partner_admin')))
    .limit(1);
  const packages = await tx
    .insert(smsPackages)
    .values([
      { partnerId, name: 'SMS 500', smsCount: 500, price: 5000 },
      { partnerId, name: 'SMS 2000', smsCount: 2000, price: 15000 },
    ])
    .returning();
  const addonRows = await tx.select().from(addons);

  for (const [index, sme] of smeRows.entries()) {
    const state = SME_STATES[index % SME_STATES.length]!;
    if (state === 'trial') continue;
    const plan = plans.find((p) => p.id === sme.subscriptionPlanId);
    if (!plan) continue;
    const latest = latestCycle(state, index, random, isPremium);
    const cycles = random.int(2, 6);
    const firstStart = addDays(today, -latest.startDaysAgo - (cycles - 1) * CYCLE_DAYS);
    const smsPackage = index === 0 || index === 4 ? packages[index === 0 ? 0 : 1] : undefined;
    await tx
      .update(smes)
      .set({
        trialEndDate: addDays(firstStart, -1),
        smsPackageId: smsPackage?.id ?? null,
        suspendedReason: state === 'suspended' ? (isPremium ? 'manual' : 'non_payment') : null,
      })
      .where(eq(smes.id, sme.id));
    const usedCoupon =
      index === 0 ? await seedCoupon(tx, partnerId, sme.id, 'WELCOME10', 10, addonRows.slice(0, 2)) : null;

    for (let c = 0; c < cycles; c += 1) {
      const cycle = cycleStartingOn(addDays(firstStart, c * CYCLE_DAYS));
      const isLatest = c === cycles - 1;
      const unpaid = isLatest && latest.unpaid;
      const paused = unpaid && state === 'active';
      const amount = sme.customPrice ?? planAmountRwf(plan.price, DEMO_USD_TO_RWF);
      const coupon = usedCoupon && c === 1 ? usedCoupon : null;
      await seedBilling(tx, {
        partnerId,
        smeId: sme.id,
        kind: 'subscription',
        planId: plan.id,
        itemName: plan.name,
        cycle,
        amount,
        rate: sme.customPrice === null ? DEMO_USD_TO_RWF : null,
        coupon,
        unpaid,
        paused,
        markedBy: admin?.id ?? null,
        random,
      });
      if (smsPackage)
        await seedBilling(tx, {
          partnerId,
          smeId: sme.id,
          kind: 'sms',
          packageId: smsPackage.id,
          itemName: smsPackage.name,
          cycle,
          amount: smsPackage.price,
          rate: null,
          coupon: null,
          unpaid,
          paused: false,
          markedBy: admin?.id ?? null,
          random,
        });
    }
  }
  // A coupon waiting for its SME's next cycle.
  const waiting = smeRows[6];
  if (waiting) await seedCoupon(tx, partnerId, waiting.id, 'LOYAL15', 15, addonRows.slice(2, 5));
}

async function seedCoupon(
  tx: Tx,
  partnerId: number,
  smeId: number,
  code: string,
  percentage: number,
  addonRows: { id: number }[],
) {
  const [coupon] = await tx
    .insert(discountCoupons)
    .values({ partnerId, smeId, code, percentageDiscount: percentage })
    .returning();
  if (!coupon) throw new Error('coupon insert returned nothing');
  if (addonRows.length > 0)
    await tx
      .insert(couponAddons)
      .values(addonRows.map((a) => ({ partnerId: coupon.partnerId, couponId: coupon.id, addonId: a.id })));
  return coupon;
}

async function seedBilling(
  tx: Tx,
  b: {
    partnerId: number;
    smeId: number;
    kind: 'subscription' | 'sms';
    planId?: number;
    packageId?: number;
    itemName: string;
    cycle: ReturnType<typeof cycleStartingOn>;
    amount: number;
    rate: number | null;
    coupon: { id: number; percentageDiscount: number } | null;
    unpaid: boolean;
    paused: boolean;
    markedBy: number | null;
    random: Random;
  },
): Promise<void> {
  const opened = new Date(`${b.cycle.startDate}T06:00:00Z`);
  // Paid a few days before the due date, and never later than now (the current cycle may be prepaid).
  const paidOn = new Date(`${addDays(b.cycle.dueDate, -b.random.int(0, 5))}T09:30:00Z`);
  const paidAt = new Date(Math.min(paidOn.getTime(), Math.max(opened.getTime(), Date.now() - 3600_000)));
  const percentage = b.coupon?.percentageDiscount ?? 0;
  const [billing] = await tx
    .insert(billings)
    .values({
      partnerId: b.partnerId,
      smeId: b.smeId,
      kind: b.kind,
      subscriptionPlanId: b.planId ?? null,
      smsPackageId: b.packageId ?? null,
      itemName: b.itemName,
      ...b.cycle,
      amount: b.amount,
      exchangeRate: b.rate,
      discountPercentage: percentage,
      couponId: b.coupon?.id ?? null,
      finalAmount: discounted(b.amount, percentage),
      isPaid: !b.unpaid,
      isPaused: b.paused,
      paidAt: b.unpaid ? null : paidAt,
      created: opened,
    })
    .returning();
  if (!billing) throw new Error('billing insert returned nothing');
  await tx.insert(invoices).values({
    partnerId: billing.partnerId,
    billingId: billing.id,
    invoiceNumber: `INV-${String(billing.id).padStart(7, '0')}`,
    created: opened,
  });
  if (b.coupon)
    await tx
      .update(discountCoupons)
      .set({ used: true, billingId: billing.id })
      .where(eq(discountCoupons.id, b.coupon.id));
  if (!b.unpaid)
    await tx.insert(payments).values({
      partnerId: b.partnerId,
      billingId: billing.id,
      amount: billing.finalAmount,
      method: b.random.pick([...PAYMENT_METHODS]),
      reference: `REF-${billing.id}-${b.random.int(1000, 9999)}`,
      markedById: b.markedBy,
      paidAt,
    });
}
