import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { lateSinceCutoff } from './cycle';

/**
 * The one place that says which billings are still open (decision 015). An open billing is unpaid and not
 * paused: it makes its SME Due, Overdue once past its due date, and "late" (suspension, the partner's flag,
 * reminders) from the sixth day after it. Only the latest unpaid billing of an SME and kind may be marked
 * paid, paused or resumed; a paused one still counts as unpaid there, since pausing does not settle it.
 *
 * Each fragment takes the alias the billing row has in the caller's query (`b`, or `billings` in the query
 * builder's unaliased queries); aliases are written here, never taken from a request.
 */
type Alias = 'b' | 'billings';
/** A day as `YYYY-MM-DD`, or the placeholder a prepared statement fills with it. */
export type Day = string | Placeholder;

export const isOpen = (b: Alias): SQL => sql.raw(`(not ${b}.is_paid and not ${b}.is_paused)`);

/** Open and past its due date (the SME's Overdue). */
export const isOverdue = (b: Alias, today: Day): SQL =>
  sql`(${isOpen(b)} and ${sql.raw(b)}.due_date < ${today}::date)`;

/** Open and more than five days past its due date (from day 6). */
export const isLate = (b: Alias, today: string): SQL =>
  sql`(${isOpen(b)} and ${sql.raw(b)}.due_date < ${lateSinceCutoff(today)}::date)`;

/** Unpaid, and no unpaid billing of the same SME and kind is due later (ties: the later id). */
export const isLatestUnpaid = (b: Alias): SQL =>
  sql.raw(`(not ${b}.is_paid and not exists (
  select 1 from billings later
  where later.sme_id = ${b}.sme_id and later.kind = ${b}.kind and not later.is_paid
    and (later.due_date, later.id) > (${b}.due_date, ${b}.id)
))`);

/** Whether the SME whose id `smeId` gives has an open billing (Due) or an overdue one (Overdue). */
export const smeHasOpenBilling = (smeId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from billings b where b.sme_id = ${smeId} and ${isOpen('b')})`;
export const smeHasOverdueBilling = (smeId: SQL, today: Day): SQL<boolean> =>
  sql<boolean>`exists (select 1 from billings b where b.sme_id = ${smeId} and ${isOverdue('b', today)})`;

/**
 * How many days the SME's oldest open billing is past its due date on `today`, or null when none is past
 * it (the alerts' `billing_overdue`, decision 055).
 */
export const smeDaysOverdue = (smeId: SQL, today: Day): SQL<number | null> =>
  sql`(select max(${today}::date - b.due_date) from billings b
       where b.sme_id = ${smeId} and ${isOverdue('b', today)})`;
