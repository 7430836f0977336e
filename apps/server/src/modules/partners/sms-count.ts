import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from './schema';

/** Counts one more SMS sent in the partner's `total_sms_sent` (the SMS module calls it in its transaction). */
export async function countSentSms(db: Db, partnerId: number): Promise<void> {
  await db
    .update(partners)
    .set({ totalSmsSent: sql`${partners.totalSmsSent} + 1` })
    .where(eq(partners.id, partnerId));
}
