import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { ANALYTICS_TEXTS, type TAdvertViewAnalytics } from '@ared/contract/analytics';
import { RATING_MAX_RANGE_DAYS, RATING_TEXTS } from '@ared/contract/ratings';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { routers } from '../routers/schema';
import { adverts } from '../adverts/schema';
import { advertViews } from '../guest-portal/schema';
import { addDays, daysBetween } from '../../lib/calendar';
import { badRequest, fieldError, notFound } from '../../lib/http-errors';

/** Without dates or `days`, the last 30 days up to today (like the ratings). */
export const ADVERT_VIEW_DEFAULT_DAYS = 30;

/**
 * The days advert/view/analytics reads, both included: start_date..end_date, else the last `days` days up
 * to end_date (or today), else the last 30. At most 5 years; a reversed range is a field error.
 */
export function advertViewDays(
  today: string,
  q: { start_date?: string | undefined; end_date?: string | undefined; days?: number | undefined },
): { start: string; end: string } {
  const end = q.end_date ?? today;
  const start = q.start_date ?? addDays(end, -((q.days ?? ADVERT_VIEW_DEFAULT_DAYS) - 1));
  if (daysBetween(start, end) < 0) throw fieldError('end_date', RATING_TEXTS.rangeReversed);
  if (daysBetween(start, end) >= RATING_MAX_RANGE_DAYS)
    throw fieldError('start_date', RATING_TEXTS.rangeTooLong);
  return { start, end };
}

/** The partner's box by serial: a missing or empty serial is 400, another partner's or an unknown one 404. */
export async function ownBoxBySerial(
  db: Db,
  partnerId: number,
  serial: string | undefined,
): Promise<{ id: number; serialNumber: string; ssid: string | null }> {
  const trimmed = serial?.trim() ?? '';
  if (trimmed === '') throw badRequest(ANALYTICS_TEXTS.routerRequired);
  const [box] = await db
    .select({ id: routers.id, serialNumber: routers.serialNumber, ssid: routers.ssid })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), eq(routers.serialNumber, trimmed)))
    .limit(1);
  if (!box) throw notFound();
  return box;
}

type DayRow = { day: string; views: number | string };
type AdvertRow = { id: number; title: string; views: number | string; unique_viewers: number | string };
type ViewerRow = { unique_viewers: number | string; new_viewers: number | string };

/**
 * One box's advert views over any past range of days (local days of `timeZone`, the rollups' zone). Views
 * per day come from the daily rollup. Per advert and the distinct viewers come from the raw views, read
 * index-only by box and time (`advert_views_router_idx` carries the advert and the viewer). A viewer is new
 * when they had not watched an advert on this box before the range: `advert_viewers` keeps each viewer's
 * first view on the box (and outlives the raw views' retention); a viewer it does not know yet (views not
 * rolled up yet, the last minute) is new.
 */
export async function advertViewAnalytics(
  db: Db,
  partnerId: number,
  routerId: number,
  days: { start: string; end: string },
  timeZone: string,
): Promise<TAdvertViewAnalytics> {
  const from = sql`(${days.start}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`(${addDays(days.end, 1)}::date)::timestamp at time zone ${timeZone}`;
  const inRange = sql`v.router_id = ${routerId} and v.viewed_at >= ${from} and v.viewed_at < ${to} and v.partner_id = ${partnerId}`;
  const [perDay, perAdvert, [viewers]] = await Promise.all([
    queryRows<DayRow>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, views from advert_view_daily
           where partner_id = ${partnerId} and router_id = ${routerId}
             and day >= ${days.start}::date and day <= ${days.end}::date and views > 0`,
    ),
    queryRows<AdvertRow>(
      db,
      // Grouped by (advert, viewer) first: two hash aggregates, not COUNT(DISTINCT)'s sort of every view.
      sql`select a.id, a.title, p.views, p.unique_viewers
            from (select advert_id, sum(n) as views, count(*) as unique_viewers
                    from (select v.advert_id, v.viewer_id, count(*) as n from ${advertViews} v
                           where ${inRange} group by 1, 2) pv
                   group by advert_id) p
            join ${adverts} a on a.id = p.advert_id
           order by p.views desc, a.id`,
    ),
    queryRows<ViewerRow>(
      db,
      // A join, not a NOT EXISTS per viewer, so the planner may hash the box's earlier viewers once.
      sql`select count(*) as unique_viewers, count(*) filter (where p.viewer_id is null) as new_viewers
            from (select v.viewer_id from ${advertViews} v where ${inRange} group by 1) r
            left join advert_viewers p on p.partner_id = ${partnerId} and p.router_id = ${routerId}
              and p.viewer_id = r.viewer_id and p.first_seen < ${from}`,
    ),
  ]);
  const byDay = new Map(perDay.map((d) => [d.day, Number(d.views)]));
  const categories: string[] = [];
  for (let day = days.start; daysBetween(day, days.end) >= 0; day = addDays(day, 1)) categories.push(day);
  const unique = Number(viewers?.unique_viewers ?? 0);
  const fresh = Number(viewers?.new_viewers ?? 0);
  return {
    start_date: days.start,
    end_date: days.end,
    view_metrics: { total_views: [...byDay.values()].reduce((a, b) => a + b, 0), unique_viewers: unique },
    new_viewers: fresh,
    repeated_viewers: unique - fresh,
    views_over_time: { categories, data: categories.map((day) => byDay.get(day) ?? 0) },
    adverts: perAdvert.map((a) => ({
      id: a.id,
      title: a.title,
      views: Number(a.views),
      unique_viewers: Number(a.unique_viewers),
    })),
  };
}
