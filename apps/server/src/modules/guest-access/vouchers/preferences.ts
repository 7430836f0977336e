import { eq } from 'drizzle-orm';
import {
  DEFAULT_TOKEN_PURCHASE_TIERS,
  DEFAULT_VOUCHER_AUTOMATION,
  VOUCHER_SERVICE_TEXTS,
  displayDuration,
  type TTokenPurchaseOption,
  type TVoucherAutomationPreference,
} from '@ared/contract/vouchers';
import type { Db } from '../../../db/client';
import { voucherAutomationPreferences, voucherPurchasePreferences } from '../schema';
import { fieldError } from '../../../lib/http-errors';

/** The partner's Auto-Connect and SMS voucher settings, or the defaults until it saves some (decision 022). */
export async function automationPreference(db: Db, partnerId: number): Promise<TVoucherAutomationPreference> {
  const [row] = await db
    .select()
    .from(voucherAutomationPreferences)
    .where(eq(voucherAutomationPreferences.partnerId, partnerId))
    .limit(1);
  if (!row) return { partner_id: partnerId, ...DEFAULT_VOUCHER_AUTOMATION };
  return {
    partner_id: partnerId,
    default_duration: row.defaultDuration as TVoucherAutomationPreference['default_duration'],
    custom_duration: row.customDuration,
    autoconnect_daily_usage: row.autoconnectDailyUsage,
  };
}

/** Saves the settings whole. A custom duration needs its minutes (part 2 §5); other durations drop them. */
export async function saveAutomationPreference(
  db: Db,
  partnerId: number,
  request: Omit<TVoucherAutomationPreference, 'partner_id'>,
): Promise<TVoucherAutomationPreference> {
  const isCustom = request.default_duration === 'custom';
  if (isCustom && request.custom_duration === null)
    throw fieldError('custom_duration', VOUCHER_SERVICE_TEXTS.customDurationRequired);
  const values = {
    defaultDuration: request.default_duration,
    customDuration: isCustom ? request.custom_duration : null,
    autoconnectDailyUsage: request.autoconnect_daily_usage,
    updated: new Date(),
  };
  await db
    .insert(voucherAutomationPreferences)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: voucherAutomationPreferences.partnerId, set: values });
  return automationPreference(db, partnerId);
}

type Tier = { price: string; duration_in_minutes: number };
const withDisplay = (tiers: readonly Tier[]): TTokenPurchaseOption[] =>
  tiers.map((t) => ({
    price: t.price,
    duration_in_minutes: t.duration_in_minutes,
    display_duration: displayDuration(t.duration_in_minutes),
  }));

/** The partner's token purchase tiers in its order, or the defaults of part 2 §9 until it saves its own. */
export async function purchaseTiers(db: Db, partnerId: number): Promise<TTokenPurchaseOption[]> {
  const [row] = await db
    .select({ tiers: voucherPurchasePreferences.tiers })
    .from(voucherPurchasePreferences)
    .where(eq(voucherPurchasePreferences.partnerId, partnerId))
    .limit(1);
  return withDisplay(row?.tiers ?? DEFAULT_TOKEN_PURCHASE_TIERS);
}

/** Replaces the partner's tiers with `tiers` (an empty list is saved as such: no paid tokens). */
export async function savePurchaseTiers(
  db: Db,
  partnerId: number,
  tiers: Tier[],
): Promise<TTokenPurchaseOption[]> {
  const stored = tiers.map((t) => ({ price: t.price, duration_in_minutes: t.duration_in_minutes }));
  await db
    .insert(voucherPurchasePreferences)
    .values({ partnerId, tiers: stored })
    .onConflictDoUpdate({
      target: voucherPurchasePreferences.partnerId,
      set: { tiers: stored, updated: new Date() },
    });
  return withDisplay(stored);
}
