import { sql } from 'drizzle-orm';
import { PARTNER_FEATURE_FLAGS, type TPartnerFeatureFlag, type TPartnerPlan } from '@ared/contract/plans';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

/** A partner's plan and add-ons: what a route's `requires` (decision 011) is checked against. */
export type PartnerAccess = { plan: TPartnerPlan; flags: Record<TPartnerFeatureFlag, boolean> };

// The flags' names are their columns' names (as the auth hook reads them).
const FLAG_COLUMNS = sql.raw(PARTNER_FEATURE_FLAGS.join(', '));

/**
 * The partner's plan and add-ons, read now, for code that runs outside a route's `requires` (the
 * assistant's tools and confirmed proposals check the same rules); null when there is no such partner.
 */
export async function partnerAccess(db: Db, partnerId: number): Promise<PartnerAccess | null> {
  const [row] = await queryRows<{ plan: TPartnerPlan } & Record<TPartnerFeatureFlag, boolean>>(
    db,
    sql`select plan, ${FLAG_COLUMNS} from partners where id = ${partnerId}`,
  );
  if (!row) return null;
  const flags = Object.fromEntries(PARTNER_FEATURE_FLAGS.map((flag) => [flag, row[flag] === true]));
  return { plan: row.plan, flags: flags as PartnerAccess['flags'] };
}
