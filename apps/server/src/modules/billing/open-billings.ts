import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { smes, smsPackages } from '../smes/schema';
import { subscriptionPlans } from '../subscriptions/schema';
import { markCouponsUsed, oldestUnusedCoupons } from '../coupons';
import { CYCLE_DAYS, PAYMENT_TERM_DAYS } from './cycle';

/** At most this many missed cycles are caught up in one run (an engine that was down for a while). */
const MAX_CATCH_UP = 24;

/** Each SME's latest billing of one kind: where its next cycle starts, and whether billing is paused. */
const latestOfKind = (kind: 'subscription' | 'sms', smeId?: number) => sql`
  select distinct on (b.sme_id) b.sme_id, b.end_date, b.is_paused
  from billings b
  where b.kind = ${kind} ${smeId ? sql`and b.sme_id = ${smeId}` : sql``}
  order by b.sme_id, b.start_date desc`;

/** The next cycle's start: `first` without a billing yet; after a gap longer than a cycle, today. */
const nextStart = (first: SQL, today: string) => sql`case
  when l.end_date is null then ${first}
  when l.end_date + 1 < ${today}::date - ${CYCLE_DAYS - 1}::int then ${today}::date
  else l.end_date + 1
end`;

/** SMEs that are billed at all: active, not terminated, trial over, billing not paused. */
const billable = (today: string, smeId?: number) => sql`s.is_active and not s.is_terminated
  and s.trial_end_date is not null and s.trial_end_date < ${today}::date
  and not coalesce(l.is_paused, false)
  ${smeId ? sql`and s.id = ${smeId}` : sql``}`;

/** Gives every billing the statement inserted its invoice; the count of them is what the round opened. */
const numberInvoices = sql`numbered as (
  insert into invoices (partner_id, billing_id, invoice_number)
  select partner_id, id, 'INV-' || lpad(id::text, 7, '0') from inserted
  returning id
)`;

/** Runs one opening round until it opens nothing more (catching up missed cycles), at most MAX_CATCH_UP. */
async function untilNoneOpened(round: () => Promise<number>): Promise<number> {
  let opened = 0;
  for (let i = 0; i < MAX_CATCH_UP; i += 1) {
    const count = await round();
    opened += count;
    if (count === 0) break;
  }
  return opened;
}

type Options = {
  today: string;
  usdToRwf: number;
  smeId?: number | undefined;
  /** Activate Billing: the first cycle starts today rather than the day after the trial. */
  firstCycleToday?: boolean;
};

/**
 * Opens the subscription billings that are due by `today`: the first one the day after the trial ends, then
 * one per 30-day cycle, at the SME's custom price (RWF) or its plan's USD price converted. The SME's oldest
 * unused coupon is applied to the first billing opened after it was created and marked used, in the same
 * statement. Suspended, terminated and paused SMEs get nothing. A cycle that starts more than one cycle ago
 * (the SME was suspended) restarts today rather than billing the gap.
 *
 * One set-based statement per round; (sme, kind, start_date) is unique, so two replicas running it at once
 * cannot open a cycle twice. Returns how many billings it opened.
 */
export async function openSubscriptionBillings(
  db: Db,
  { today, usdToRwf, smeId, firstCycleToday = false }: Options,
): Promise<number> {
  const firstStart = firstCycleToday
    ? sql`${today}::date`
    : sql`greatest(s.trial_end_date + 1, ${today}::date - ${CYCLE_DAYS - 1}::int)`;
  return untilNoneOpened(async () => {
    const [row] = await queryRows<{ opened: number }>(
      db,
      sql`
      with latest as (${latestOfKind('subscription', smeId)}),
      due as (
        select s.id as sme_id, s.partner_id, p.id as plan_id, p.name as plan_name,
          coalesce(s.custom_price, round(p.price * ${usdToRwf}::numeric)) as amount,
          case when s.custom_price is null then ${usdToRwf}::numeric end as rate,
          ${nextStart(firstStart, today)} as start_date
        from ${smes} s
        join ${subscriptionPlans} p on p.id = s.subscription_plan_id and p.partner_id = s.partner_id
        left join latest l on l.sme_id = s.id
        where ${billable(today, smeId)}
      ),
      ready as (select * from due where start_date <= ${today}::date),
      coupon as (${oldestUnusedCoupons(sql`select sme_id from ready`)}),
      inserted as (
        insert into billings (partner_id, sme_id, kind, subscription_plan_id, item_name, start_date, end_date,
          due_date, amount, exchange_rate, discount_percentage, coupon_id, final_amount)
        select r.partner_id, r.sme_id, 'subscription', r.plan_id, r.plan_name, r.start_date,
          r.start_date + ${CYCLE_DAYS - 1}::int, r.start_date + ${PAYMENT_TERM_DAYS}::int, r.amount, r.rate,
          coalesce(c.percentage_discount, 0), c.id,
          round(r.amount * (100 - coalesce(c.percentage_discount, 0)) / 100)
        from ready r left join coupon c on c.sme_id = r.sme_id
        on conflict (sme_id, kind, start_date, partner_id) do nothing
        returning id, partner_id, coupon_id
      ),
      used as (${markCouponsUsed(sql`select id, coupon_id from inserted`)}),
      ${numberInvoices}
      select (select count(*)::int from numbered) as opened, (select count(*)::int from used) as coupons`,
    );
    return Number(row?.opened ?? 0);
  });
}

/**
 * Opens SMS package billings: an SME on a package pays for it every cycle, from the later of its trial's
 * end and the day the engine first sees the package. Same idempotence as the subscription billings.
 */
export async function openSmsBillings(db: Db, { today, smeId }: Omit<Options, 'usdToRwf'>): Promise<number> {
  return untilNoneOpened(async () => {
    const [row] = await queryRows<{ opened: number }>(
      db,
      sql`
      with latest as (${latestOfKind('sms', smeId)}),
      ready as (
        select * from (
          select s.id as sme_id, s.partner_id, k.id as package_id, k.name as package_name, k.price,
            ${nextStart(sql`greatest(s.trial_end_date + 1, ${today}::date)`, today)} as start_date
          from ${smes} s
          join ${smsPackages} k on k.id = s.sms_package_id and k.partner_id = s.partner_id
          left join latest l on l.sme_id = s.id
          where ${billable(today, smeId)}
        ) d where start_date <= ${today}::date
      ),
      inserted as (
        insert into billings (partner_id, sme_id, kind, sms_package_id, item_name, start_date, end_date, due_date,
          amount, final_amount)
        select partner_id, sme_id, 'sms', package_id, package_name, start_date, start_date + ${CYCLE_DAYS - 1}::int,
          start_date + ${PAYMENT_TERM_DAYS}::int, price, price
        from ready
        on conflict (sme_id, kind, start_date, partner_id) do nothing
        returning id, partner_id
      ),
      ${numberInvoices}
      select count(*)::int as opened from numbered`,
    );
    return Number(row?.opened ?? 0);
  });
}
