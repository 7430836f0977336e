/**
 * The internet packs' bounds and texts: constants without zod, so that the web's Services page can read them
 * without building the contract's schemas before it can draw (decision 103). `./internet-settings` re-exports
 * them.
 */

import { BANDWIDTH_LIMIT_MBPS } from './internet-pricing';

/** The Internet Setting tab's texts (spec part 2 §2, §5, §8). */
export const INTERNET_SETTING_TEXTS = {
  added: 'Setting added Successfully',
  addSetting: 'Add Setting',
  cancel: 'Cancel',
  packName: 'Pack Name',
  pricePerGb: 'Price Per GB',
  minimumProfit: 'Minimum Profit (%)',
  bandwidth: 'Bandwidth (Mbps)',
  required: (label: string) => `${label} field is required`,
  decimals: 'Ensure that there are no more than 2 decimal places.',
  bandwidthTooHigh: `Bandwidth must be below ${BANDWIDTH_LIMIT_MBPS} Mbps: the pricing rule (30 minutes per GB at 4 Mbps, 5 fewer per extra Mbps) gives no price from ${BANDWIDTH_LIMIT_MBPS} Mbps up.`,
  totalMismatch: (expected: number) =>
    `Does not match Price Per GB and Minimum Profit (%): the total is ${expected.toFixed(2)}.`,
} as const;

export const PACK_NAME_MAX = 100;
