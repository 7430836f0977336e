import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { partners } from '../db/schema';

/** The id of the demo partner with this slug, or null when it has not been seeded (each seed is idempotent). */
export async function demoPartnerId(db: Db, slug: string): Promise<number | null> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.slug, slug))
    .limit(1);
  return partner?.id ?? null;
}
