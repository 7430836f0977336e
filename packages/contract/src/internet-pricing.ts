/**
 * The internet pack prices of the Services page (spec part 2 §5, §9), shared by the server (which stores
 * what it computes) and the form (which shows it live): one place, so they cannot disagree (decision 036).
 *
 * All arithmetic is on whole cents with BigInt, so no binary-float rounding can move a price by a cent:
 * - the total price uses the integer parts of price per GB and profit (the spec's rule), so it is exact:
 *   total cents = P × (100 + R);
 * - minutes one GB lasts (the divisor) = 30 at 4 Mbps, 5 fewer per Mbps above, 5 more per Mbps below; the
 *   spec's three cases are the one line 50 − 5 × bandwidth. Bandwidth has at most 2 decimals (its column);
 * - every shown price is rounded half up to 2 decimals once, from the exact fraction: a 60-minute price is
 *   not 60 times an already rounded per-minute price.
 */

/** The spec's baseline (part 2 §9): 30 minutes per GB at 4 Mbps, 5 minutes less per extra Mbps. */
export const BASELINE_MBPS = 4;
export const BASELINE_MINUTES = 30;
export const MINUTES_PER_MBPS = 5;
/** At this bandwidth the baseline rule reaches 0 minutes per GB: no price exists from here up. */
export const BANDWIDTH_LIMIT_MBPS = BASELINE_MBPS + BASELINE_MINUTES / MINUTES_PER_MBPS;
/** The preview times (part 2 §9). */
export const PREVIEW_MINUTES = [15, 30, 45, 60] as const;
export const INTERNET_CURRENCY = 'CAF';

export type InternetPricingInput = {
  pricePerGb: number;
  profitPercentage: number;
  bandwidthMbps: number;
};

export type MinutesPrice = {
  minutes: number;
  /** What the guest pays: the total price (with profit) per minute times the minutes. */
  selling: number;
  /** What the partner pays for the same minutes: the price per GB (no profit) per minute. */
  buying: number;
};

export type InternetPricing = {
  totalPrice: number;
  /** Minutes one GB lasts at the bandwidth (the spec's divisor). */
  minutesPerGb: number;
  /** Selling price per minute (stored as price_per_minute). */
  pricePerMinute: number;
  buyingPricePerMinute: number;
  previews: MinutesPrice[];
};

const whole = (value: number) => BigInt(Math.trunc(value));
/** n / d rounded half up, for n ≥ 0 and d > 0. */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const toAmount = (cents: bigint) => Number(cents) / 100;

/** Bandwidth in hundredths of a Mbps (its stored precision). */
const hundredths = (mbps: number) => BigInt(Math.round(mbps * 100));

/** Minutes per GB × 100 at a bandwidth: 50 − 5 × bandwidth, in hundredths. */
const divisorHundredths = (mbps: number) =>
  BigInt((BASELINE_MINUTES + MINUTES_PER_MBPS * BASELINE_MBPS) * 100) -
  BigInt(MINUTES_PER_MBPS) * hundredths(mbps);

/** Minutes one GB lasts at the bandwidth by the spec's rule (30 at 4 Mbps); 0 or less from 10 Mbps up. */
export const minutesPerGb = (bandwidthMbps: number): number => Number(divisorHundredths(bandwidthMbps)) / 100;

/** The pack's total price per GB: price × (100 + profit %) / 100 on the integer parts, 2 decimals. */
export const totalInternetPrice = (pricePerGb: number, profitPercentage: number): number =>
  toAmount(whole(pricePerGb) * (100n + whole(profitPercentage)));

/** True when the prices exist: finite, non-negative inputs and a bandwidth above 0 and below the limit. */
export const isPriceable = ({ pricePerGb, profitPercentage, bandwidthMbps }: InternetPricingInput) =>
  [pricePerGb, profitPercentage, bandwidthMbps].every(Number.isFinite) &&
  pricePerGb >= 0 &&
  profitPercentage >= 0 &&
  bandwidthMbps > 0 &&
  divisorHundredths(bandwidthMbps) > 0n;

/** Every price of a pack, or null when the inputs give none (see `isPriceable`). */
export function internetPricing(input: InternetPricingInput): InternetPricing | null {
  if (!isPriceable(input)) return null;
  const totalCents = whole(input.pricePerGb) * (100n + whole(input.profitPercentage));
  const buyingCents = whole(input.pricePerGb) * 100n;
  const divisor = divisorHundredths(input.bandwidthMbps);
  // price for m minutes in cents = cents per GB / (divisor / 100) × m = cents × 100 × m / divisor.
  const forMinutes = (cents: bigint, minutes: number) =>
    toAmount(roundDiv(cents * 100n * BigInt(minutes), divisor));
  return {
    totalPrice: toAmount(totalCents),
    minutesPerGb: Number(divisor) / 100,
    pricePerMinute: forMinutes(totalCents, 1),
    buyingPricePerMinute: forMinutes(buyingCents, 1),
    previews: PREVIEW_MINUTES.map((minutes) => ({
      minutes,
      selling: forMinutes(totalCents, minutes),
      buying: forMinutes(buyingCents, minutes),
    })),
  };
}

/** Days in the profit calculator's month. */
export const DAYS_PER_MONTH = 30;

/**
 * The profit calculator (Premium): what the partner earns selling `minutesPerDay` minutes of a pack a day,
 * selling price less buying price, per day and per 30-day month; null when the pack has no price.
 */
export function internetProfit(
  input: InternetPricingInput,
  minutesPerDay: number,
): { perDay: number; perMonth: number } | null {
  if (!isPriceable(input) || !Number.isFinite(minutesPerDay) || minutesPerDay < 0) return null;
  // selling − buying per GB = P × (100 + R) − 100 × P = P × R cents.
  const profitCents = whole(input.pricePerGb) * whole(input.profitPercentage);
  const divisor = divisorHundredths(input.bandwidthMbps);
  const minutes = whole(minutesPerDay);
  return {
    perDay: toAmount(roundDiv(profitCents * 100n * minutes, divisor)),
    perMonth: toAmount(roundDiv(profitCents * 100n * minutes * BigInt(DAYS_PER_MONTH), divisor)),
  };
}

/** An amount as the Services page shows it: 2 decimals, grouped, with the currency (1,068.93 CAF). */
export const formatCaf = (amount: number): string =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${INTERNET_CURRENCY}`;
