import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { addDays } from '../../lib/calendar';
import { setLatePaymentFlags } from '../partners';
import { suspendForNonPayment } from '../smes';
import { OVERDUE_REMINDER_WINDOW_DAYS, REMIND_DAYS_BEFORE_DUE } from './cycle';
import { isLate, isOpen } from './open-billing-rule';

export type ReminderKind = 'before_due' | 'overdue' | 'suspended';

/** What a reminder mail needs; one row per (billing, kind) this run claimed. */
export type ClaimedReminder = {
  billing_id: number;
  partner_id: number;
  kind: ReminderKind;
  sme_name: string;
  admin_name: string;
  admin_email: string;
  /** The SME's admin's phone: the pay link also goes there by SMS (decision 078). */
  admin_phone: string;
  partner_name: string;
  item_name: string;
  invoice_number: string;
  final_amount: number;
  due_date: string;
};

/**
 * Claims the reminders due today by inserting them into billing_reminders: the primary key lets exactly one
 * run (on one replica) claim each, so each mail goes once. Two days before the due date, and the first run
 * after it (within 30 days). Paused billings and terminated SMEs get none; reminders go whether or not the
 * SME has auto_suspend (spec part 1 §4).
 */
export async function claimReminders(db: Db, today: string): Promise<ClaimedReminder[]> {
  return queryRows<ClaimedReminder>(
    db,
    sql`
    with wanted as (
      select b.partner_id, b.id as billing_id,
        case when b.due_date >= ${today}::date then 'before_due' else 'overdue' end as kind
      from billings b join ${smes} s on s.id = b.sme_id and s.partner_id = b.partner_id
      where ${isOpen('b')} and not s.is_terminated
        and b.due_date <= ${addDays(today, REMIND_DAYS_BEFORE_DUE)}::date
        and b.due_date >= ${addDays(today, -OVERDUE_REMINDER_WINDOW_DAYS)}::date
    ),
    claimed as (
      insert into billing_reminders (partner_id, billing_id, kind)
      select partner_id, billing_id, kind from wanted
      on conflict do nothing
      returning partner_id, billing_id, kind
    )
    ${reminderDetails}`,
  );
}

/** The SMEs with a billing more than five days late (from day 6), as a subquery. */
const lateSmeIds = (today: string) => sql`
  select b.sme_id from billings b
  where ${isLate('b', today)}`;

/**
 * Suspends the SMEs with auto_suspend whose billing is more than five days late (from day 6; the SMEs module
 * records why), and claims a 'suspended' notice for the late billing. Returns the notices to mail.
 */
export async function suspendLatePayers(db: Db, today: string): Promise<ClaimedReminder[]> {
  const suspended = await suspendForNonPayment(db, lateSmeIds(today));
  if (suspended.length === 0) return [];
  return queryRows<ClaimedReminder>(
    db,
    sql`
    with late as (
      select distinct on (b.sme_id) b.partner_id, b.id as billing_id
      from billings b
      where b.sme_id = any(${sql.param(suspended)}::int[])
        and ${isLate('b', today)}
      order by b.sme_id, b.due_date
    ),
    claimed as (
      insert into billing_reminders (partner_id, billing_id, kind)
      select partner_id, billing_id, 'suspended' from late
      on conflict do nothing
      returning partner_id, billing_id, kind
    )
    ${reminderDetails}`,
  );
}

const reminderDetails = sql`
  select c.billing_id, b.partner_id, c.kind, s.name as sme_name, s.admin_name, s.admin_email, s.admin_phone,
    p.name as partner_name,
    b.item_name, i.invoice_number, b.final_amount::float8 as final_amount, b.due_date::text as due_date
  from claimed c
  join billings b on b.id = c.billing_id and b.partner_id = c.partner_id
  join ${smes} s on s.id = b.sme_id and s.partner_id = b.partner_id
  join ${partners} p on p.id = b.partner_id
  join invoices i on i.billing_id = b.id and i.partner_id = b.partner_id`;

/** Gives a claim back when its mail could not be sent, so the next run tries again. */
export async function releaseReminder(db: Db, billingId: number, kind: ReminderKind): Promise<void> {
  await db.execute(sql`delete from billing_reminders where billing_id = ${billingId} and kind = ${kind}`);
}

/**
 * Keeps each partner's has_not_paid_for_one_billing_five_days_ago true while one of its SMEs' billings is more
 * than five days late (terminated SMEs and paused billings aside), false otherwise (the partners module writes
 * the flag). `partnerId` limits it to one partner (after a payment).
 */
export async function refreshPartnerLateFlags(db: Db, today: string, partnerId?: number): Promise<number> {
  const latePartnerIds = sql`
    select b.partner_id from billings b join ${smes} s on s.id = b.sme_id and s.partner_id = b.partner_id
    where ${isLate('b', today)} and not s.is_terminated
      ${partnerId ? sql`and b.partner_id = ${partnerId}` : sql``}`;
  return setLatePaymentFlags(db, latePartnerIds, partnerId);
}
