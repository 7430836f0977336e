import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type TSme, type TSmeFilterTab, normalisePhone, smeStatus } from '@ared/contract/smes';
import type { Db } from '../../db/client';
import { smes, smsPackages, subscriptionPlans } from '../../db/schema';
import { orderByOf } from '../../lib/ordering';
import { likePattern } from '../../lib/pagination';
import { smeHasOpenBilling, smeHasOverdueBilling } from '../billing';

/**
 * Open billings of the SME (the billing module's rule): any (Due), or past their due date (Overdue). The outer column is
 * written out as smes.id: drizzle leaves columns unqualified in single-table queries (the counts), where a
 * bare "id" inside the subquery would mean the billing's id.
 */
export const hasUnpaidBilling = smeHasOpenBilling(sql`smes.id`);
export const hasOverdueBilling = (today: string) => smeHasOverdueBilling(sql`smes.id`, today);

export type SmeFilters = {
  tab?: TSmeFilterTab | undefined;
  isActive?: boolean | undefined;
  isTerminated?: boolean | undefined;
  hasOverdueBilling?: boolean | undefined;
  search?: string | undefined;
};

/** The list's filters as SQL: the tabs (spec part 1 §4) and the search (§5). */
function conditions(partnerId: number, today: string, f: SmeFilters): SQL[] {
  const where: SQL[] = [eq(smes.partnerId, partnerId)];
  if (f.tab === 'suspended' || f.isActive === false) where.push(eq(smes.isActive, false));
  if (f.tab === 'terminated' || f.isTerminated === true) where.push(eq(smes.isTerminated, true));
  if (f.tab === 'active') where.push(eq(smes.isActive, true), eq(smes.isTerminated, false));
  if (f.isActive === true) where.push(eq(smes.isActive, true));
  if (f.isTerminated === false) where.push(eq(smes.isTerminated, false));
  if (f.tab === 'overdue' || f.hasOverdueBilling === true) where.push(hasOverdueBilling(today));
  if (f.hasOverdueBilling === false) where.push(sql`not ${hasOverdueBilling(today)}`);
  if (f.search) where.push(searchCondition(f.search));
  return where;
}

/** Case-insensitive substring of unique_id, name, admin email, TIN, type, or the phone without separators. */
function searchCondition(term: string): SQL {
  const pattern = likePattern(term);
  const options: SQL[] = [
    ilike(smes.uniqueId, pattern),
    ilike(smes.name, pattern),
    ilike(smes.adminEmail, pattern),
    ilike(smes.tinNumber, pattern),
    ilike(smes.type, pattern),
  ];
  const digits = normalisePhone(term);
  if (digits !== '')
    options.push(
      sql`regexp_replace(${smes.adminPhone}, '[\\s()\\[\\]-]', '', 'g') ilike ${likePattern(digits)}`,
    );
  return or(...options)!;
}

const smeColumns = (today: string) => ({
  sme: smes,
  plan: {
    id: subscriptionPlans.id,
    name: subscriptionPlans.name,
    price: subscriptionPlans.price,
    currency: subscriptionPlans.currency,
  },
  smsPackage: { id: smsPackages.id, name: smsPackages.name, price: smsPackages.price },
  hasOverdue: hasOverdueBilling(today),
  hasUnpaid: hasUnpaidBilling,
});

type SmeSelection = {
  sme: typeof smes.$inferSelect;
  plan: { id: number; name: string; price: number; currency: string } | null;
  smsPackage: { id: number; name: string; price: number } | null;
  hasOverdue: boolean;
  hasUnpaid: boolean;
};

function toSme(row: SmeSelection, today: string): TSme {
  const s = row.sme;
  const flags = {
    is_active: s.isActive,
    is_terminated: s.isTerminated,
    has_overdue_billing: Boolean(row.hasOverdue),
    has_unpaid_billing: Boolean(row.hasUnpaid),
    trial_end_date: s.trialEndDate,
  };
  return {
    id: s.id,
    unique_id: s.uniqueId,
    name: s.name,
    tin_number: s.tinNumber,
    admin_name: s.adminName,
    admin_email: s.adminEmail,
    admin_phone: s.adminPhone,
    location: s.location,
    type: s.type,
    custom_price: s.customPrice,
    auto_suspend: s.autoSuspend,
    ...flags,
    country: s.country,
    partner: s.partnerId,
    subscription_plan: row.plan,
    sms_package: row.smsPackage,
    suspended_reason: s.isActive ? null : (s.suspendedReason ?? 'manual'),
    status: smeStatus(flags, today),
    created: s.created.toISOString(),
  };
}

/** GET smes/?ordering=: names sort as people read them, not by upper case first. */
const SME_ORDER_COLUMNS = {
  unique_id: smes.uniqueId,
  name: sql`lower(${smes.name})`,
  admin_email: sql`lower(${smes.adminEmail})`,
  admin_phone: smes.adminPhone,
  tin_number: smes.tinNumber,
  type: smes.type,
  created: smes.created,
};

export async function listSmes(
  db: Db,
  partnerId: number,
  today: string,
  filters: SmeFilters,
  { page, pageSize, ordering }: { page: number; pageSize: number; ordering?: string | undefined },
): Promise<{ count: number; results: TSme[] }> {
  const where = and(...conditions(partnerId, today, filters));
  const order = orderByOf(ordering, SME_ORDER_COLUMNS, smes.id, [desc(smes.created), desc(smes.id)]);
  const [rows, [total]] = await Promise.all([
    db
      .select(smeColumns(today))
      .from(smes)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
      .leftJoin(smsPackages, eq(smsPackages.id, smes.smsPackageId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(smes).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => toSme(r, today)) };
}

/** One of the partner's SMEs, or undefined (another partner's SME is not found). */
export async function findSme(
  db: Db,
  partnerId: number,
  id: number,
  today: string,
): Promise<TSme | undefined> {
  const [row] = await db
    .select(smeColumns(today))
    .from(smes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
    .leftJoin(smsPackages, eq(smsPackages.id, smes.smsPackageId))
    .where(and(eq(smes.partnerId, partnerId), eq(smes.id, id)))
    .limit(1);
  return row ? toSme(row, today) : undefined;
}
