import { sql } from 'drizzle-orm';
import type { TAdvertViewer, TSmsAnalytics } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Boxes } from './boxes';
import type { AnalyticsRange } from './range';
import { inScope, readBuckets } from './rollup-read';
import { seenSince } from './seen-since';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** GET analytics/sent-token-sms/: sent and failed SMS per bucket, from the SMS log's rollups. */
export async function smsAnalytics(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
): Promise<TSmsAnalytics> {
  const { sent, failed } = await readBuckets(db, 'sms', partnerId, boxes.scope, range, {
    sent: 'sum',
    failed: 'sum',
  });
  return {
    categories: range.buckets.map((b) => b.label),
    sent_sms: sent!,
    failed_sms: failed!,
    total_sent_sms: sum(sent!),
    total_failed_sms: sum(failed!),
  };
}

type ViewerCounts = { unique_viewers: number | string; new_viewers: number | string };
type HourRow = { hour_of_day: number | string; views: number | string };
type BoxRow = { router_id: number | string; views: number | string };

export const HOURS_OF_DAY = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/**
 * GET analytics/advert-viewer/: views per bucket from the rollups; viewers from `advert_viewers` (each
 * viewer's first and last view per box, and in the partner's total). The page's ranges end now, so a
 * viewer is unique in the range when last seen in it, new when first seen in it, repeated otherwise.
 * Peak hours and the boxes' views come from the hourly rollup over the range, hours of the partners' zone.
 */
export async function advertViewerAnalytics(
  db: Db,
  partnerId: number,
  boxes: Boxes,
  range: AnalyticsRange,
  timeZone: string,
): Promise<TAdvertViewer> {
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const boxIds = boxes.routers.map((r) => r.id);
  const [{ views }, [viewers], hours, perBox] = await Promise.all([
    readBuckets(db, 'advert_view', partnerId, boxes.scope, range, { views: 'sum' }),
    // Several boxes: a viewer of two of them counts once, first and last seen over both.
    queryRows<ViewerCounts>(
      db,
      sql`select count(*) as unique_viewers, count(*) filter (where first_seen >= ${start}::timestamptz) as new_viewers
            from ${seenSince('viewer', partnerId, boxes.scope, range.start)} v`,
    ),
    queryRows<HourRow>(
      db,
      sql`select extract(hour from hour at time zone ${timeZone})::int as hour_of_day, sum(views) as views
            from advert_view_hourly
           where partner_id = ${partnerId} and ${inScope(boxes.scope)}
             and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
           group by 1`,
    ),
    boxIds.length === 0
      ? Promise.resolve([] as BoxRow[])
      : queryRows<BoxRow>(
          db,
          sql`select router_id, sum(views) as views from advert_view_hourly
               where partner_id = ${partnerId} and ${inScope(boxIds)}
                 and hour >= ${start}::timestamptz and hour < ${end}::timestamptz
               group by router_id having sum(views) > 0`,
        ),
  ]);
  const totalViews = sum(views!);
  const unique = Number(viewers?.unique_viewers ?? 0);
  const fresh = Number(viewers?.new_viewers ?? 0);
  const byHour = new Map(hours.map((h) => [Number(h.hour_of_day), Number(h.views)]));
  const viewsOf = new Map(perBox.map((b) => [Number(b.router_id), Number(b.views)]));
  return {
    view_metrics: { total_views: totalViews, unique_viewers: unique },
    new_viewers: fresh,
    repeated_viewers: unique - fresh,
    average_views_per_viewer: unique === 0 ? 0 : Math.round((totalViews / unique) * 100) / 100,
    peak_usage_hours: { categories: HOURS_OF_DAY, data: HOURS_OF_DAY.map((_, h) => byHour.get(h) ?? 0) },
    views_over_time: { categories: range.buckets.map((b) => b.label), data: views! },
    viewer_locations: boxes.routers
      .filter((r) => viewsOf.has(r.id) && r.lat !== null && r.lon !== null)
      .map((r) => ({
        serial_number: r.serialNumber,
        ssid: r.ssid,
        latitude: r.lat!,
        longitude: r.lon!,
        views: viewsOf.get(r.id)!,
      })),
  };
}
