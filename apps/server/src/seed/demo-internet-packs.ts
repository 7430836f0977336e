import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { internetSettings } from '../db/schema';
import { createInternetSetting } from '../modules/internet-settings';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';

/** A few packs a kiosk would sell, priced in CAF; the prices are computed by the module's own rule. */
const PACKS = [
  { name: 'Daily Basic', price_per_gb: 500, minimum_profit_percentage: 20, max_speed_in_mbps: 2 },
  { name: 'Standard 4 Mbps', price_per_gb: 800, minimum_profit_percentage: 25, max_speed_in_mbps: 4 },
  { name: 'Business Fast', price_per_gb: 1200, minimum_profit_percentage: 30, max_speed_in_mbps: 8 },
];

/**
 * The Services page's internet packs for the partners whose plan has Services (Kiosk and Premium, decision
 * 011). Idempotent: a partner that already has packs is left alone, so partners seeded before packs existed
 * get them on the next start.
 */
export async function seedDemoInternetPacks(db: Db): Promise<void> {
  for (const demo of DEMO_PARTNERS) {
    if (demo.plan === 'SME') continue;
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const [existing] = await db
      .select({ id: internetSettings.id })
      .from(internetSettings)
      .where(eq(internetSettings.partnerId, partnerId))
      .limit(1);
    if (existing) continue;
    for (const pack of PACKS) await createInternetSetting(db, partnerId, pack);
  }
}
