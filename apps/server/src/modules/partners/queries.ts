import { and, count, eq } from 'drizzle-orm';
import type { TGeneralAnalytics } from '@ared/contract/partners';
import type { Db } from '../../db/client';
import { kiosks } from '../kiosks/schema';
import { countOfflineBoxes } from '../routers';
import { routers } from '../routers/schema';
import { smes } from '../smes/schema';
import { users } from '../users/schema';

/**
 * The home dashboard's counts, each filtered by the partner. The offline boxes are counted by the routers
 * module's own function, the one behind GET routers/?is_online=false, so the card and the list agree.
 */
export async function generalAnalytics(db: Db, partnerId: number): Promise<TGeneralAnalytics> {
  const [[mf], [kioskCount], [smeCount], [routerCount], offlineBoxes] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.partnerId, partnerId), eq(users.userType, 'Micro Franchisee'))),
    db.select({ n: count() }).from(kiosks).where(eq(kiosks.partnerId, partnerId)),
    db.select({ n: count() }).from(smes).where(eq(smes.partnerId, partnerId)),
    db.select({ n: count() }).from(routers).where(eq(routers.partnerId, partnerId)),
    countOfflineBoxes(db, partnerId),
  ]);
  return {
    total_micro_franchisees: mf?.n ?? 0,
    total_kiosks: kioskCount?.n ?? 0,
    total_smes: smeCount?.n ?? 0,
    total_routers: routerCount?.n ?? 0,
    offline_boxes: offlineBoxes,
  };
}
