import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routers } from '../routers/schema';
import { notFound } from '../../lib/http-errors';

/** The partner whose box this is: a box only ever sees its own partner's APKs. */
export async function partnerOfBox(db: Db, routerId: number): Promise<number> {
  const [row] = await db
    .select({ partnerId: routers.partnerId })
    .from(routers)
    .where(eq(routers.id, routerId))
    .limit(1);
  if (!row?.partnerId) throw notFound();
  return row.partnerId;
}
