import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { TMonthlySignups, TUserAnalytics } from '@ared/contract/partners';
import type { Db } from '../../db/client';
import { users } from '../users/schema';

const ofPartnerMicroFranchisees = (partnerId: number) =>
  and(eq(users.partnerId, partnerId), eq(users.userType, 'Micro Franchisee'));

/** The micro franchisee counts of the home donut and the profile analytics, in one pass over the index. */
export async function userAnalytics(db: Db, partnerId: number): Promise<TUserAnalytics> {
  const [row] = await db
    .select({
      total: count(),
      female: sql<number>`count(*) filter (where ${users.gender} = 'Female')::int`,
      male: sql<number>`count(*) filter (where ${users.gender} = 'Male')::int`,
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
    })
    .from(users)
    .where(ofPartnerMicroFranchisees(partnerId));
  return {
    total_micro_franchisees: row?.total ?? 0,
    female_micro_franchisees: Number(row?.female ?? 0),
    male_micro_franchisees: Number(row?.male ?? 0),
    active_micro_franchisees: Number(row?.active ?? 0),
  };
}

/** 'YYYY-MM' of the UTC month `back` months before `now`'s. */
const monthKey = (now: Date, back: number) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Micro franchisees who joined in each of the last `months` calendar months (UTC), this month included,
 * oldest first; a month without sign-ups is there with 0 so the chart's axis has no gaps.
 */
export async function microFranchiseeSignups(
  db: Db,
  partnerId: number,
  months: number,
  now: Date,
): Promise<TMonthlySignups> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const month = sql<string>`to_char(${users.dateJoined} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month, n: count() })
    .from(users)
    .where(and(ofPartnerMicroFranchisees(partnerId), gte(users.dateJoined, since)))
    .groupBy(month);
  const byMonth = new Map(rows.map((r) => [r.month, r.n]));
  return Array.from({ length: months }, (_, i) => {
    const key = monthKey(now, months - 1 - i);
    return { month: key, count: byMonth.get(key) ?? 0 };
  });
}
