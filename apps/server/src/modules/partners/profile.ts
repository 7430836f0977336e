import { eq } from 'drizzle-orm';
import type { TPartnerPlan } from '@ared/contract/plans';
import type { Db } from '../../db/client';
import { partners } from './schema';

/** The partner's name and plan, as a support agent first needs to know them; null when there is none. */
export async function partnerProfile(
  db: Db,
  partnerId: number,
): Promise<{ name: string; plan: TPartnerPlan } | null> {
  const [row] = await db
    .select({ name: partners.name, plan: partners.plan })
    .from(partners)
    .where(eq(partners.id, partnerId));
  return row ?? null;
}
