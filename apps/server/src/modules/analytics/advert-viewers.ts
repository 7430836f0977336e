import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertViews } from '../guest-portal/schema';
import { ALL_BOXES } from './schema';
import type { DirtyKey } from './rollup-sources';

/**
 * Keeps each advert viewer's first and last view per box and in the partner's total (decision 038), from the
 * views of the hours just rolled up. Least/greatest make it idempotent and order-free: a late view can only
 * move a viewer's first view earlier or last view later; a row is only rewritten when one of them moves.
 */
export async function recordAdvertViewers(db: Db, keys: DirtyKey[]): Promise<void> {
  const json = JSON.stringify(keys.map((k) => [k.partnerId, k.keyId, k.hour.toISOString()]));
  // One index range scan per (box, hour): the lateral subquery groups, so the planner cannot flatten it into
  // a join (which it may hash against every view). Then each viewer once per box and in the total.
  await db.execute(sql`insert into advert_viewers (partner_id, router_id, viewer_id, first_seen, last_seen)
    select v.partner_id, r.router_id, v.viewer_id, min(v.first_seen), max(v.last_seen)
    from (
      select k.partner_id, k.key_id as router_id, x.viewer_id, x.first_seen, x.last_seen
      from (select (value->>0)::int as partner_id, (value->>1)::int as key_id, (value->>2)::timestamptz as hour
            from json_array_elements(${json}::json)) k
      cross join lateral (
        select viewer_id, min(viewed_at) as first_seen, max(viewed_at) as last_seen from ${advertViews}
        where router_id = k.key_id and partner_id = k.partner_id
          and viewed_at >= k.hour and viewed_at < k.hour + interval '1 hour'
        group by viewer_id
      ) x
    ) v
    cross join lateral (values (v.router_id), (${ALL_BOXES}::int)) r(router_id)
    group by 1, 2, 3
    on conflict (partner_id, router_id, viewer_id) do update set
      first_seen = least(advert_viewers.first_seen, excluded.first_seen),
      last_seen = greatest(advert_viewers.last_seen, excluded.last_seen)
    where excluded.first_seen < advert_viewers.first_seen or excluded.last_seen > advert_viewers.last_seen`);
}
