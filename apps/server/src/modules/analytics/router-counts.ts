import { sql } from 'drizzle-orm';
import type { TRouterAnalytics } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { routerState } from '../devices/schema';
import { routers } from '../routers/schema';

/**
 * Partner analytics (part 2 §3): the partner's boxes, those online now (the device status rule: a heartbeat
 * younger than three reporting intervals), those marked not functional (damaged), those assigned to an SME
 * and those attached to a kiosk. One pass over the partner's routers (indexed by partner).
 */
export async function routerAnalytics(db: Db, partnerId: number): Promise<TRouterAnalytics> {
  const [row] = await queryRows<Record<keyof TRouterAnalytics, number | string>>(
    db,
    sql`select count(*)::int as total_routers,
        count(*) filter (where rs.last_seen > now() - make_interval(secs => rs.interval_seconds * 3))::int
          as active_routers,
        count(*) filter (where not r.functional)::int as damaged_routers,
        count(*) filter (where r.sme_id is not null)::int as sme_routers,
        count(*) filter (where r.kiosk_id is not null)::int as kiosk_routers
      from ${routers} r left join ${routerState} rs on rs.router_id = r.id and rs.partner_id = r.partner_id
      where r.partner_id = ${partnerId}`,
  );
  return {
    total_routers: Number(row?.total_routers ?? 0),
    active_routers: Number(row?.active_routers ?? 0),
    damaged_routers: Number(row?.damaged_routers ?? 0),
    sme_routers: Number(row?.sme_routers ?? 0),
    kiosk_routers: Number(row?.kiosk_routers ?? 0),
  };
}
