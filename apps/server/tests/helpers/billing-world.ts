import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { billings, invoices, payments, smes, subscriptionPlans } from '../../src/db/schema';
import { addDays } from '../../src/lib/calendar';
import { createTestClock } from '../../src/lib/clock';
import { type TestContext, createTestContext } from './app';
import { requester } from './session';
import { twoPartners } from './world';

/** "Today" of the billing tests: 08:00Z is 10:00 in Kigali, the same calendar day. */
export const TODAY = '2026-03-10';
export const NOW = `${TODAY}T08:00:00Z`;
export const day = (offset: number) => addDays(TODAY, offset);

/** The app on a clock fixed at NOW; every response is also checked against its contract schema. */
export const billingContext = (env: Record<string, string> = {}) =>
  createTestContext({ RESPONSE_VALIDATION: 'on', ...env }, { clock: createTestClock(NOW) });

export async function createPlan(
  db: Db,
  partnerId: number,
  values: Partial<typeof subscriptionPlans.$inferInsert> = {},
) {
  const [row] = await db
    .insert(subscriptionPlans)
    .values({ partnerId, name: 'Starter', price: 20, currency: 'USD', ...values })
    .returning();
  return row!;
}

type BillingValues = {
  kind?: 'subscription' | 'sms';
  /** The due date; the cycle starts a week before it unless `start` says otherwise. */
  due?: string;
  start?: string;
  amount?: number;
  finalAmount?: number;
  isPaid?: boolean;
  isPaused?: boolean;
  itemName?: string;
  invoiceNumber?: string;
};

/** A billing of one SME with its invoice (number INV-T{billing id} unless given). */
export async function insertBilling(
  db: Db,
  sme: { id: number; partnerId: number },
  values: BillingValues = {},
) {
  const due = values.due ?? TODAY;
  const start = values.start ?? addDays(due, -7);
  const amount = values.amount ?? 29_000;
  const kind = values.kind ?? 'subscription';
  const [billing] = await db
    .insert(billings)
    .values({
      partnerId: sme.partnerId,
      smeId: sme.id,
      kind,
      itemName: values.itemName ?? (kind === 'subscription' ? 'Starter' : 'SMS 500'),
      startDate: start,
      endDate: addDays(start, 29),
      dueDate: due,
      amount,
      finalAmount: values.finalAmount ?? amount,
      isPaid: values.isPaid ?? false,
      isPaused: values.isPaused ?? false,
      paidAt: values.isPaid ? new Date(NOW) : null,
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      partnerId: billing!.partnerId,
      billingId: billing!.id,
      invoiceNumber: values.invoiceNumber ?? `INV-T${billing!.id}`,
    })
    .returning();
  return { billing: billing!, invoice: invoice! };
}

export const billingRow = async (db: Db, id: number) =>
  (await db.select().from(billings).where(eq(billings.id, id)))[0]!;

export const smeRow = async (db: Db, id: number) => (await db.select().from(smes).where(eq(smes.id, id)))[0]!;

export const paymentsOf = (db: Db, billingId: number) =>
  db.select().from(payments).where(eq(payments.billingId, billingId));

/** twoPartners with a Starter plan (20 USD) each, and `as` / `asTheirs` requesters for the two admins. */
export async function billingWorld(ctx: TestContext) {
  const world = await twoPartners(ctx);
  const minePlan = await createPlan(ctx.db, world.mine.partner.id);
  const theirsPlan = await createPlan(ctx.db, world.theirs.partner.id);
  return {
    ...world,
    minePlan,
    theirsPlan,
    as: requester(ctx, () => world.mine.tokens.access),
    asTheirs: requester(ctx, () => world.theirs.tokens.access),
  };
}
export type BillingWorld = Awaited<ReturnType<typeof billingWorld>>;
