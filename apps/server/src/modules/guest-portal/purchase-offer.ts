import { createHash } from 'node:crypto';
import type { Box } from '../guest-access';
import { partnerPaymentProvider } from '../mobile-money';
import type { AppDeps } from '../../types';
import { type PortalModel, isFreeTier } from './portal-data';
import { tierPrice } from './purchase-price';

/** A paid tier the guest can buy here with mobile money; `index` is its place in the partner's list. */
export type TierOnSale = {
  index: number;
  minutes: number;
  price: string;
  amountMinor: number;
  currency: string;
};

/**
 * The tiers this box's portal sells with mobile money: none when the token purchase add-on is off (the
 * model then has no tiers) or the partner has no mobile-money provider; then the paid tiers stay "pay at
 * the kiosk", as before issue 32. A tier whose price cannot be read as an amount stays at the kiosk too.
 */
export async function tiersOnSale(deps: AppDeps, box: Box, model: PortalModel): Promise<TierOnSale[]> {
  const paid = model.tiers.flatMap((tier, index) => {
    const price = isFreeTier(tier.price) ? null : tierPrice(tier.price);
    return price ? [{ index, minutes: tier.duration_in_minutes, price: tier.price, ...price }] : [];
  });
  if (paid.length === 0) return [];
  return (await partnerPaymentProvider(deps, box.partnerId)) ? paid : [];
}

/**
 * One payment per box, device, tier, phone and day (and the payment it follows, when a failed one is tried
 * again): a double tap, a reload, or the guest reopening the portal and typing the same number finds the
 * payment under way instead of asking the phone to pay twice (decision 078).
 */
export const purchaseKey = (
  box: Box,
  device: string,
  tier: TierOnSale,
  phone: string,
  day: string,
  after: string,
) =>
  createHash('sha256')
    .update(
      ['portal', box.routerId, device, tier.index, tier.minutes, tier.price, phone, day, after].join('\n'),
    )
    .digest('base64url');
