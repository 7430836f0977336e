import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partners } from './schema';

/** The partner's name as it signs mails, reports and voucher prints; null when there is no such partner. */
export async function partnerName(db: Db, partnerId: number): Promise<string | null> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return row?.name ?? null;
}
