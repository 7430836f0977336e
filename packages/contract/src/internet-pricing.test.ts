import { describe, expect, it } from 'vitest';
import {
  formatCaf,
  internetPricing,
  internetProfit,
  minutesPerGb,
  totalInternetPrice,
} from './internet-pricing';
import { ZInternetSettingCreateRequestSchema } from './internet-settings';

const previews = (pricing: ReturnType<typeof internetPricing>) =>
  pricing?.previews.map((p) => [p.minutes, p.selling, p.buying]);

/*
 * Hand working, pack A: price per GB 1000 CAF, minimum profit 20 %.
 *   total = 1000 × (100 + 20) / 100 = 1200.00 CAF per GB (selling); buying = 1000.00 CAF per GB.
 *   divisor (minutes per GB):
 *     2 Mbps (below 4): 30 + 5 × (4 − 2) = 40
 *     4 Mbps:           30
 *     5 Mbps (above 4): 30 − 5 × (5 − 4) = 25
 *     8 Mbps (above 4): 30 − 5 × (8 − 4) = 10
 *   price per minute = total / divisor; selling for m minutes = total / divisor × m;
 *   buying for m minutes = 1000 / divisor × m.
 */
describe('internet pack pricing (part 2 §5), pack A: 1000 CAF per GB, 20 % profit', () => {
  const packA = (bandwidthMbps: number) =>
    internetPricing({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps });

  it('2 Mbps: 1200 / 40 = 30.00 a minute; buying 1000 / 40 = 25.00', () => {
    const p = packA(2);
    expect(p).toMatchObject({
      totalPrice: 1200,
      minutesPerGb: 40,
      pricePerMinute: 30,
      buyingPricePerMinute: 25,
    });
    // 30 × 15 = 450, × 30 = 900, × 45 = 1350, × 60 = 1800; buying 25 × 15 = 375, 750, 1125, 1500.
    expect(previews(p)).toEqual([
      [15, 450, 375],
      [30, 900, 750],
      [45, 1350, 1125],
      [60, 1800, 1500],
    ]);
  });

  it('4 Mbps: 1200 / 30 = 40.00 a minute; buying 1000 / 30 = 33.333… → 33.33', () => {
    const p = packA(4);
    expect(p).toMatchObject({
      totalPrice: 1200,
      minutesPerGb: 30,
      pricePerMinute: 40,
      buyingPricePerMinute: 33.33,
    });
    // 40 × 15 = 600 …; buying 1000 × 15 / 30 = 500 exactly (not 33.33 × 15 = 499.95), 1000, 1500, 2000.
    expect(previews(p)).toEqual([
      [15, 600, 500],
      [30, 1200, 1000],
      [45, 1800, 1500],
      [60, 2400, 2000],
    ]);
  });

  it('5 Mbps: 1200 / 25 = 48.00 a minute; buying 1000 / 25 = 40.00', () => {
    const p = packA(5);
    expect(p).toMatchObject({
      totalPrice: 1200,
      minutesPerGb: 25,
      pricePerMinute: 48,
      buyingPricePerMinute: 40,
    });
    // 48 × 15 = 720, 1440, 2160, 2880; buying 40 × 15 = 600, 1200, 1800, 2400.
    expect(previews(p)).toEqual([
      [15, 720, 600],
      [30, 1440, 1200],
      [45, 2160, 1800],
      [60, 2880, 2400],
    ]);
  });

  it('8 Mbps: 1200 / 10 = 120.00 a minute; buying 1000 / 10 = 100.00', () => {
    const p = packA(8);
    expect(p).toMatchObject({
      totalPrice: 1200,
      minutesPerGb: 10,
      pricePerMinute: 120,
      buyingPricePerMinute: 100,
    });
    // 120 × 15 = 1800, 3600, 5400, 7200; buying 100 × 15 = 1500, 3000, 4500, 6000.
    expect(previews(p)).toEqual([
      [15, 1800, 1500],
      [30, 3600, 3000],
      [45, 5400, 4500],
      [60, 7200, 6000],
    ]);
  });
});

/*
 * Hand working, pack B (rounding): price per GB 999.75 → integer part 999, profit 7.9 % → 7.
 *   total = 999 × 107 / 100 = 106893 / 100 = 1068.93 CAF.
 *   5 Mbps, divisor 25: per minute 1068.93 / 25 = 42.7572 → 42.76.
 *     15 min: 1068.93 × 15 / 25 = 641.358 → 641.36     buying 999 × 15 / 25 = 599.40
 *     30 min: 1282.716 → 1282.72                         buying 1198.80
 *     45 min: 1924.074 → 1924.07                         buying 1798.20
 *     60 min: 2565.432 → 2565.43 (not 42.76 × 60 = 2565.60) buying 2397.60
 *   2.5 Mbps, divisor 30 + 5 × 1.5 = 37.5: per minute 1068.93 / 37.5 = 28.5048 → 28.50.
 */
describe('rounding (pack B: 999.75 CAF per GB, 7.9 % profit)', () => {
  const input = { pricePerGb: 999.75, profitPercentage: 7.9 };

  it('uses the integer parts for the total: 999 × 107 / 100 = 1068.93', () => {
    expect(totalInternetPrice(input.pricePerGb, input.profitPercentage)).toBe(1068.93);
  });

  it('rounds each price once, half up, from the exact fraction', () => {
    const p = internetPricing({ ...input, bandwidthMbps: 5 });
    expect(p?.pricePerMinute).toBe(42.76);
    expect(previews(p)).toEqual([
      [15, 641.36, 599.4],
      [30, 1282.72, 1198.8],
      [45, 1924.07, 1798.2],
      [60, 2565.43, 2397.6],
    ]);
    expect(internetPricing({ ...input, bandwidthMbps: 2.5 })?.pricePerMinute).toBe(28.5);
  });

  it('rounds a half cent up: 1 CAF at 0 % over 40 minutes (2 Mbps) is 0.025 → 0.03 a minute', () => {
    expect(internetPricing({ pricePerGb: 1, profitPercentage: 0, bandwidthMbps: 2 })?.pricePerMinute).toBe(
      0.03,
    );
  });
});

describe('bandwidths the rule cannot price', () => {
  it('reaches 0 minutes per GB at 10 Mbps and below 0 past it', () => {
    expect(minutesPerGb(9.99)).toBe(0.05);
    expect(minutesPerGb(10)).toBe(0);
    expect(minutesPerGb(12)).toBe(-10);
  });

  it.each([10, 10.5, 40, 0, -1, Number.NaN])('gives no prices at %s Mbps', (bandwidthMbps) => {
    expect(internetPricing({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps })).toBeNull();
  });

  it('prices the last bandwidth below the limit: 9.99 Mbps, 0.05 minutes per GB', () => {
    // 1200 / 0.05 = 24000.00 a minute.
    expect(
      internetPricing({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps: 9.99 })?.pricePerMinute,
    ).toBe(24000);
  });
});

describe('profit calculator', () => {
  it('earns (selling − buying) for the minutes sold: 1000 CAF, 20 %, 4 Mbps, 100 minutes a day', () => {
    // Profit per GB 1000 × 20 / 100 = 200 CAF; per minute 200 / 30; 100 minutes: 666.666… → 666.67;
    // a 30-day month: 200 × 100 × 30 / 30 = 20000.00 (rounded once, not 666.67 × 30).
    expect(internetProfit({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps: 4 }, 100)).toEqual({
      perDay: 666.67,
      perMonth: 20000,
    });
  });

  it('has nothing to say for an unpriceable pack or negative minutes', () => {
    expect(internetProfit({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps: 10 }, 100)).toBeNull();
    expect(internetProfit({ pricePerGb: 1000, profitPercentage: 20, bandwidthMbps: 4 }, -1)).toBeNull();
  });
});

describe('the request schema', () => {
  const valid = { name: 'Daily', price_per_gb: 1000, minimum_profit_percentage: 20, max_speed_in_mbps: 4 };

  it('takes numbers or decimal text, and a total that agrees', () => {
    const parsed = ZInternetSettingCreateRequestSchema.parse({
      ...valid,
      price_per_gb: '1000.50',
      total_internet_price: 1200,
    });
    expect(parsed.price_per_gb).toBe(1000.5);
  });

  it('refuses a total that disagrees, a bandwidth of 10 Mbps and 3 decimals', () => {
    const result = ZInternetSettingCreateRequestSchema.safeParse({ ...valid, total_internet_price: 1300 });
    expect(result.error?.issues[0]?.message).toBe(
      'Does not match Price Per GB and Minimum Profit (%): the total is 1200.00.',
    );
    expect(ZInternetSettingCreateRequestSchema.safeParse({ ...valid, max_speed_in_mbps: 10 }).success).toBe(
      false,
    );
    expect(ZInternetSettingCreateRequestSchema.safeParse({ ...valid, price_per_gb: 10.005 }).success).toBe(
      false,
    );
  });

  it('formats amounts in CAF with 2 decimals', () => {
    expect(formatCaf(1068.93)).toBe('1,068.93 CAF');
    expect(formatCaf(40)).toBe('40.00 CAF');
  });
});
