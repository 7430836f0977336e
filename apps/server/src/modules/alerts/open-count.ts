import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts } from './schema';

/** How many of the partner's alerts are open now (the problem still lasts), whoever has read them. */
export async function countOpenAlerts(db: Db, partnerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.partnerId, partnerId), isNull(alerts.closedAt)));
  return row?.n ?? 0;
}
