import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TActiveCancelled, TSubscriber, TSubscriptionPlan } from '@ared/contract/subscriptions';
import type { Db } from '../../db/client';
import { billings, invoices } from '../billing/schema';
import { smes } from '../smes/schema';
import { subscriptionPlans } from './schema';
import { fieldError, notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { orderByOf, orderingField } from '../../lib/ordering';
import { smeStatus } from '@ared/contract/smes';
import { hasOverdueBilling, hasUnpaidBilling } from '../smes';

export const PLAN_EXISTS = 'This subscription plan already exists.';

/** The partner's plans with how many of its SMEs are on each, in trial and paying. */
export async function listPlans(db: Db, partnerId: number, today: string): Promise<TSubscriptionPlan[]> {
  const rows = await db
    .select({
      plan: subscriptionPlans,
      inTrial: sql<number>`(select count(*)::int from ${smes} s where s.subscription_plan_id = subscription_plans.id
        and not s.is_terminated and s.trial_end_date >= ${today}::date)`,
      paying: sql<number>`(select count(*)::int from ${smes} s where s.subscription_plan_id = subscription_plans.id
        and not s.is_terminated and (s.trial_end_date is null or s.trial_end_date < ${today}::date))`,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.partnerId, partnerId))
    .orderBy(asc(subscriptionPlans.price), asc(subscriptionPlans.id));
  return rows.map(({ plan, inTrial, paying }) => ({
    id: plan.id,
    name: plan.name,
    price: plan.price,
    currency: plan.currency,
    partner: plan.partnerId,
    trial_period_status: `${inTrial} in trial`,
    payment_status: `${paying} billed`,
    realm: null,
    created: plan.created.toISOString(),
  }));
}

/** Add Subscription: one of Starter, Plus, Pro, Pro+ not yet created, priced in USD. */
export async function createPlan(
  db: Db,
  partnerId: number,
  input: { name: string; price: number; partner?: number | undefined },
): Promise<number> {
  // Another partner's id answers like one that does not exist (decision 003).
  if (input.partner !== undefined && input.partner !== partnerId) throw notFound();
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ partnerId, name: input.name, price: input.price, currency: 'USD' })
    .onConflictDoNothing()
    .returning({ id: subscriptionPlans.id });
  if (!plan) throw fieldError('name', PLAN_EXISTS);
  return plan.id;
}

/** Active: SMEs on a plan that are not terminated. Cancelled: terminated ones. */
export async function activeAndCancelled(db: Db, partnerId: number): Promise<TActiveCancelled> {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${smes.isTerminated})::int`,
      cancelled: sql<number>`count(*) filter (where ${smes.isTerminated})::int`,
    })
    .from(smes)
    .where(and(eq(smes.partnerId, partnerId), isNotNull(smes.subscriptionPlanId)));
  return { active_subscriptions: row?.active ?? 0, cancelled_subscriptions: row?.cancelled ?? 0 };
}

/** GET users/subscriber/?ordering=. */
const SUBSCRIBER_ORDER_COLUMNS = {
  name: sql`lower(${smes.name})`,
  email: sql`lower(${smes.adminEmail})`,
  subscription_plan: subscriptionPlans.name,
  created: smes.created,
};

/**
 * The Subscribers page as a paged list: the partner's SMEs on a plan, with their latest invoice. The page's
 * ids are read first, so the latest invoice and the billing flags are computed for the page's rows only,
 * not for every row an offset skips.
 */
export function subscriberListSource(
  db: Db,
  partnerId: number,
  today: string,
  ordering: string | undefined,
): ListSource<TSubscriber> {
  const where = and(eq(smes.partnerId, partnerId), isNotNull(smes.subscriptionPlanId));
  const order = orderByOf(ordering, SUBSCRIBER_ORDER_COLUMNS, smes.id, [desc(smes.created), desc(smes.id)]);
  const latestInvoice = sql<{ id: number; number: string } | null>`(
    select json_build_object('id', i.id, 'number', i.invoice_number) from ${invoices} i
    join ${billings} b on b.id = i.billing_id and b.partner_id = i.partner_id
    where b.sme_id = smes.id and b.partner_id = smes.partner_id order by b.due_date desc, b.id desc limit 1)`;
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(smes).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const ids = db.select({ id: smes.id }).from(smes).$dynamic();
      const pageIds = (
        orderingField(ordering) === 'subscription_plan'
          ? ids.innerJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
          : ids
      )
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      const rows = await db
        .select({
          sme: smes,
          planName: subscriptionPlans.name,
          invoice: latestInvoice,
          hasOverdue: hasOverdueBilling(today),
          hasUnpaid: hasUnpaidBilling,
        })
        .from(smes)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
        .where(inArray(smes.id, pageIds))
        .orderBy(...order);
      return { rows: rows.map((r) => toSubscriber(r, today)) };
    },
  };
}

type SubscriberRow = {
  sme: typeof smes.$inferSelect;
  planName: string;
  invoice: { id: number; number: string } | string | null;
  hasOverdue: unknown;
  hasUnpaid: unknown;
};

function toSubscriber(r: SubscriberRow, today: string): TSubscriber {
  // The json column may come back as text or parsed, depending on the driver.
  const invoice =
    typeof r.invoice === 'string' ? (JSON.parse(r.invoice) as { id: number; number: string }) : r.invoice;
  return {
    id: r.sme.id,
    invoice_number: invoice?.number ?? null,
    invoice_ninja_id: invoice?.id ?? null,
    partner_id: { admin_email: r.sme.adminEmail, name: r.sme.name },
    subscription_plan: r.planName,
    status: smeStatus(
      {
        is_active: r.sme.isActive,
        is_terminated: r.sme.isTerminated,
        has_overdue_billing: Boolean(r.hasOverdue),
        has_unpaid_billing: Boolean(r.hasUnpaid),
        trial_end_date: r.sme.trialEndDate,
      },
      today,
    ),
    created: r.sme.created.toISOString(),
  };
}
