import { type SQL, sql } from 'drizzle-orm';
import { inScope } from './rollup-read';

/**
 * The trackers of distinct guests (decision 038): one row per guest device or advert viewer per box and in
 * the partner's total (router -1), with its first and last time seen there.
 */
const TRACKERS = {
  device: {
    table: sql.raw('guest_devices'),
    id: sql.raw('device_hash'),
    columns: sql.raw('first_seen, last_seen, vendor, phone_model'),
    // Across boxes: the maker is the MAC's, the same on every box; the phone model is the latest box's.
    grouped: sql.raw(`min(first_seen) as first_seen, max(last_seen) as last_seen, max(vendor) as vendor,
      (array_agg(phone_model order by last_seen desc) filter (where phone_model is not null))[1] as phone_model`),
  },
  viewer: {
    table: sql.raw('advert_viewers'),
    id: sql.raw('viewer_id'),
    columns: sql.raw('first_seen, last_seen'),
    grouped: sql.raw('min(first_seen) as first_seen, max(last_seen) as last_seen'),
  },
} as const;

/**
 * The guests (`device`: first_seen, last_seen, vendor, phone_model; `viewer`: first_seen, last_seen) of the
 * scope last seen since `since`, one row each, as a subquery to count over.
 *
 * One box, or All Boxes (the total rows): a guest has one row per key, so the rows are the guests and no
 * DISTINCT is needed. The read is then an index-only range scan of `<tracker>_last_seen_idx`, which carries
 * every column read here (at 200,000 devices, counting DISTINCT hashes sorted them all: seconds for the
 * seven ranges of wifianalytics). Several boxes: a guest seen on two of them is one row, its first and last
 * time over all their rows (not only the recent ones, so a guest seen on one box years ago is not new).
 */
export function seenSince(kind: keyof typeof TRACKERS, partnerId: number, scope: number[], since: Date): SQL {
  const t = TRACKERS[kind];
  const from = since.toISOString();
  if (scope.length === 1)
    return sql`(select ${t.columns} from ${t.table}
      where partner_id = ${partnerId} and ${inScope(scope)} and last_seen >= ${from}::timestamptz)`;
  return sql`(select ${t.grouped} from ${t.table}
      where partner_id = ${partnerId} and ${inScope(scope)}
      group by ${t.id} having max(last_seen) >= ${from}::timestamptz)`;
}
