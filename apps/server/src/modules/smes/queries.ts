import { type SQL, type SQLWrapper, and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { type TSme, type TSmeFilterTab, normalisePhone, smeStatus } from '@ared/contract/smes';
import type { Database, Db } from '../../db/client';
import type { SeekOrder } from '../../lib/list/anchors';
import { keptCount } from '../../lib/list/kept-count';
import type { ListSource } from '../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../lib/list/seekable-source';
import { smeScope } from '../../db/list-scopes';
import { smes, smsPackages } from './schema';
import { subscriptionPlans } from '../subscriptions/schema';
import { orderByOf } from '../../lib/ordering';
import { likePattern } from '../../lib/pagination';
import { type Day, smeHasOpenBilling, smeHasOverdueBilling } from '../billing';

/**
 * Open billings of the SME (the billing module's rule): any (Due), or past their due date (Overdue). The outer column is
 * written out as smes.id: drizzle leaves columns unqualified in single-table queries (the counts), where a
 * bare "id" inside the subquery would mean the billing's id.
 */
export const hasUnpaidBilling = smeHasOpenBilling(sql`smes.id`);
export const hasOverdueBilling = (today: Day) => smeHasOverdueBilling(sql`smes.id`, today);

export type SmeFilters = {
  tab?: TSmeFilterTab | undefined;
  isActive?: boolean | undefined;
  isTerminated?: boolean | undefined;
  hasOverdueBilling?: boolean | undefined;
  search?: string | undefined;
};

/** The list's filters as SQL: the tabs (spec part 1 §4) and the search (§5). */
export function smeListConditions(partnerId: number, today: string, f: SmeFilters): SQL[] {
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

export const smeColumns = (today: Day) => ({
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

export type SmeSelection = {
  sme: typeof smes.$inferSelect;
  plan: { id: number; name: string; price: number; currency: string } | null;
  smsPackage: { id: number; name: string; price: number } | null;
  hasOverdue: boolean;
  hasUnpaid: boolean;
};

export function toSme(row: SmeSelection, today: string): TSme {
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

/** The newest first, served by the (partner, created, id) index: deep pages seek (decision 021). */
export const NEWEST_FIRST: SeekOrder = {
  columns: [smes.created, smes.id],
  casts: ['timestamptz', 'int4'],
  direction: 'desc',
};

/**
 * The kept scopes (active or not × terminated or not) the filters select, or null when a filter the kept
 * counts do not follow (the overdue tab, the search) is set: that list is counted.
 */
function keptScopesOf(f: SmeFilters): string[] | null {
  if (f.search || f.tab === 'overdue' || f.hasOverdueBilling !== undefined) return null;
  let active = [true, false];
  let terminated = [true, false];
  const only = (values: boolean[], value: boolean) => values.filter((v) => v === value);
  if (f.tab === 'suspended') active = only(active, false);
  if (f.tab === 'terminated') terminated = only(terminated, true);
  if (f.tab === 'active') [active, terminated] = [only(active, true), only(terminated, false)];
  if (f.isActive !== undefined) active = only(active, f.isActive);
  if (f.isTerminated !== undefined) terminated = only(terminated, f.isTerminated);
  return active.flatMap((a) => terminated.map((t) => smeScope(a, t)));
}

const isNewestFirst = (ordering: string | undefined) => ordering === undefined || ordering === '-created';

/** The partner's SMEs as a paged list: the page's ids first (no per-row billing checks on skipped rows). */
export function smeListSource(
  database: Database,
  partnerId: number,
  today: string,
  filters: SmeFilters,
  ordering: string | undefined,
): ListSource<TSme> {
  const db = database.db;
  const scopes = keptScopesOf(filters);
  const toItem = (row: SmeSelection) => toSme(row, today);
  // The page's rows whole, the billing flags computed for them only.
  const whole = (on: Db, day: Day, ids: SQLWrapper, order: SQL[], extra: Record<string, SQL> = {}) =>
    on
      .select({ ...smeColumns(day), ...extra })
      .from(smes)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
      .leftJoin(smsPackages, eq(smsPackages.id, smes.smsPackageId))
      .where(inArray(smes.id, ids))
      .orderBy(...order);
  if (scopes !== null && scopes.length === 4 && isNewestFirst(ordering)) {
    const newest = [desc(smes.created), desc(smes.id)];
    return seekableSource({
      // `today` is a value of the page query (the overdue flag), so it is a placeholder too.
      name: 'smes_newest',
      database,
      kept: { list: 'smes', partnerId, scopes },
      order: NEWEST_FIRST,
      ids: (hot, condition) =>
        hot
          .select({ id: smes.id })
          .from(smes)
          .where(withCondition(eq(smes.partnerId, placeholder('partner')), condition))
          .$dynamic(),
      page: (hot, ids, extra) => whole(hot, placeholder('today'), ids, newest, extra),
      values: { partner: partnerId, today },
      anchorsFrom: { table: sql`${smes}`, where: eq(smes.partnerId, partnerId) },
      toItem,
    });
  }
  const where = and(...smeListConditions(partnerId, today, filters));
  const order = orderByOf(ordering, SME_ORDER_COLUMNS, smes.id, [desc(smes.created), desc(smes.id)]);
  return {
    count: async () => {
      if (scopes !== null) return keptCount(database, { list: 'smes', partnerId, scopes });
      const [total] = await db.select({ n: count() }).from(smes).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const ids = db
        .select({ id: smes.id })
        .from(smes)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      return { rows: (await whole(db, today, ids, order)).map(toItem) };
    },
  };
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
