import { count, desc, eq } from 'drizzle-orm';
import { internetPricing } from '@ared/contract/internet-pricing';
import type { TInternetSetting } from '@ared/contract/internet-settings';
import type { Db } from '../../db/client';
import { internetSettings } from './schema';
import { fieldError } from '../../lib/http-errors';
import { INTERNET_SETTING_TEXTS } from '@ared/contract/internet-settings';
import type { ListSource } from '../../lib/list/paged-list';

type InternetSettingRow = typeof internetSettings.$inferSelect;

const toInternetSetting = (row: InternetSettingRow): TInternetSetting => ({
  id: row.id,
  name: row.name,
  price_per_gb: row.pricePerGb,
  minimum_profit_percentage: row.minimumProfitPercentage,
  total_internet_price: row.totalInternetPrice,
  max_speed_in_mbps: row.maxSpeedInMbps,
  price_per_minute: row.pricePerMinute,
  created: row.created.toISOString(),
  partner: row.partnerId,
});

/** The partner's packs, newest first; a partner has few, so counted directly on the partner index. */
export function internetSettingListSource(db: Db, partnerId: number): ListSource<TInternetSetting> {
  const where = eq(internetSettings.partnerId, partnerId);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(internetSettings).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(internetSettings)
        .where(where)
        .orderBy(desc(internetSettings.created), desc(internetSettings.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toInternetSetting) };
    },
  };
}

export type NewInternetSetting = {
  name: string;
  price_per_gb: number;
  minimum_profit_percentage: number;
  max_speed_in_mbps: number;
};

/**
 * Adds a pack with the prices computed here from its four inputs by the contract's rule (decision 036):
 * whatever total a client computed, the stored one is the server's.
 */
export async function createInternetSetting(
  db: Db,
  partnerId: number,
  body: NewInternetSetting,
): Promise<TInternetSetting> {
  const pricing = internetPricing({
    pricePerGb: body.price_per_gb,
    profitPercentage: body.minimum_profit_percentage,
    bandwidthMbps: body.max_speed_in_mbps,
  });
  // The request schema already refuses what has no price; this keeps a later caller from storing nonsense.
  if (!pricing) throw fieldError('max_speed_in_mbps', INTERNET_SETTING_TEXTS.bandwidthTooHigh);
  const [row] = await db
    .insert(internetSettings)
    .values({
      partnerId,
      name: body.name,
      pricePerGb: body.price_per_gb,
      minimumProfitPercentage: body.minimum_profit_percentage,
      maxSpeedInMbps: body.max_speed_in_mbps,
      totalInternetPrice: pricing.totalPrice,
      pricePerMinute: pricing.pricePerMinute,
    })
    .returning();
  return toInternetSetting(row!);
}
