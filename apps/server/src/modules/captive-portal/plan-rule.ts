import { eq, inArray } from 'drizzle-orm';
import { planLacksFeature } from '@ared/contract/sme-plans';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import { routers } from '../routers/schema';
import { plansOfRealms, realmPlanAllows } from '../subscriptions';
import { captivePortals } from './schema';

// A custom portal is a Plus feature (decision 069): the portal of a box in a Starter SME's realm keeps the
// default design. The realm is the box's realm now, so moving a box into a Plus SME's realm lifts the rule.

/** The portals among `ids` whose box is in the realm of an SME whose plan has no custom portal. */
export async function portalsWithoutCustomPortal(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: captivePortals.id, realmId: routers.realmId })
    .from(captivePortals)
    .innerJoin(routers, eq(routers.id, captivePortals.routerId))
    .where(inArray(captivePortals.id, [...ids]));
  const plans = await plansOfRealms(
    db,
    rows.flatMap((r) => (r.realmId === null ? [] : [r.realmId])),
  );
  const refused = new Map<number, string>();
  for (const row of rows) {
    const plan = row.realmId === null ? undefined : plans.get(row.realmId);
    if (plan && !realmPlanAllows(plan, 'custom_portal'))
      refused.set(row.id, planLacksFeature(plan.plan, 'custom_portal'));
  }
  return refused;
}

/** 403 naming the plan when the portal may not be customised; the caller has checked it is the partner's. */
export async function assertCustomPortalAllowed(db: Db, id: number): Promise<void> {
  const detail = (await portalsWithoutCustomPortal(db, [id])).get(id);
  if (detail) throw forbidden(detail);
}
