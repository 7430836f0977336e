import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { RATING_DAILY_BUCKETS_MAX_DAYS, type TRating, type TRatingAnalytics } from '@ared/contract/ratings';
import { RATING_MAX, RATING_MIN } from '@ared/contract/surveys';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { ratings } from './schema';
import { addDays, daysBetween } from '../../lib/calendar';
import type { ListSource } from '../../lib/list/paged-list';
import type { DateRange } from './range';

/** The instants a range of local days covers, so the (partner, created) index answers the range. */
const bounds = ({ start, end }: DateRange, timeZone: string) => ({
  from: sql`((${start}::date)::timestamp at time zone ${timeZone})`,
  until: sql`((${addDays(end, 1)}::date)::timestamp at time zone ${timeZone})`,
});

const inRange = (partnerId: number, range: DateRange, timeZone: string) => {
  const { from, until } = bounds(range, timeZone);
  return and(eq(ratings.partnerId, partnerId), gte(ratings.created, from), lt(ratings.created, until));
};

/** The partner's ratings in the range, newest first (the Feedback table: Rating, Comment, Created At). */
export function ratingListSource(
  db: Db,
  partnerId: number,
  range: DateRange,
  timeZone: string,
): ListSource<TRating> {
  const where = inRange(partnerId, range, timeZone);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(ratings).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select({ rating: ratings.rating, comment: ratings.comment, created: ratings.created })
        .from(ratings)
        .where(where)
        .orderBy(desc(ratings.created), desc(ratings.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map((r) => ({ ...r, created: r.created.toISOString() })) };
    },
  };
}

type BucketRow = { bucket: string; n: number | string; average: number | string | null };

/** Every bucket label of the range, so the charts have a point per day (or month) even without ratings. */
function bucketLabels(range: DateRange, monthly: boolean): string[] {
  const labels: string[] = [];
  if (monthly) {
    for (let month = range.start.slice(0, 7); month <= range.end.slice(0, 7);) {
      labels.push(month);
      const [y, m] = month.split('-').map(Number) as [number, number];
      month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    }
    return labels;
  }
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) labels.push(day);
  return labels;
}

/**
 * The Feedback analytics (part 2 §3), counted and averaged in the database over the partner's ratings in
 * the range: totals, the 1–5 distribution, and per day (per month past 92 days) the mean and the number.
 */
export async function ratingAnalytics(
  db: Db,
  partnerId: number,
  range: DateRange,
  timeZone: string,
): Promise<TRatingAnalytics> {
  const where = inRange(partnerId, range, timeZone);
  const monthly = daysBetween(range.start, range.end) + 1 > RATING_DAILY_BUCKETS_MAX_DAYS;
  const { from, until } = bounds(range, timeZone);
  const [distribution, buckets] = await Promise.all([
    db.select({ rating: ratings.rating, n: count() }).from(ratings).where(where).groupBy(ratings.rating),
    queryRows<BucketRow>(
      db,
      sql`select to_char(created at time zone ${timeZone}, ${monthly ? 'YYYY-MM' : 'YYYY-MM-DD'}) as bucket,
                 count(*) as n, round(avg(rating), 2) as average
            from ratings
           where partner_id = ${partnerId} and created >= ${from} and created < ${until}
           group by 1`,
    ),
  ]);
  const countOf = new Map(distribution.map((d) => [d.rating, Number(d.n)]));
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  const total = stars.reduce((sum, star) => sum + (countOf.get(star) ?? 0), 0);
  const starsSum = stars.reduce((sum, star) => sum + star * (countOf.get(star) ?? 0), 0);
  const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
  const labels = bucketLabels(range, monthly);
  return {
    start_date: range.start,
    end_date: range.end,
    total_ratings: total,
    overall_average_rating: total === 0 ? 0 : Math.round((starsSum / total) * 100) / 100,
    distribution_of_ratings: { labels: stars.map(String), data: stars.map((star) => countOf.get(star) ?? 0) },
    trends_over_time: { labels, data: labels.map((label) => Number(byBucket.get(label)?.average ?? 0)) },
    feedback_frequency: { labels, data: labels.map((label) => Number(byBucket.get(label)?.n ?? 0)) },
  };
}
