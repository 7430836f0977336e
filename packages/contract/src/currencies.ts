import { z } from 'zod/mini';
import type { TRateTable } from './currency-conversion';
export {
  CURRENCY_DECIMALS,
  RATE_DECIMALS,
  convertAmount,
  convertedTotal,
  displayCurrencies,
  type TConversion,
  type TRateTable,
} from './currency-conversion';

/** A three-letter code in capitals, as ISO 4217 writes them. */
export const ZCurrencyCodeSchema = z
  .string('Enter a currency code such as RWF.')
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z]{3}$/, 'Enter a currency code of three letters, such as RWF.'),
  );

export const ZRateTableSchema = z.object({
  /** The currency every rate is stated in (the billing currency). */
  base: z.string(),
  /** The day the rates were taken (YYYY-MM-DD), stated next to every conversion. */
  as_of: z.string(),
  /** Units of `base` one unit of each currency is worth; `base` itself is 1. */
  rates: z.record(z.string(), z.number()),
}) satisfies z.ZodMiniType<TRateTable>;

export const ZPartnerCurrencySchema = z.object({
  /** The currency the partner reads mixed amounts in. */
  display_currency: z.string(),
  /** The partner's calendar: the header's date and billing days (decision 054). */
  time_zone: z.string(),
  rate_table: ZRateTableSchema,
});
export type TPartnerCurrency = z.infer<typeof ZPartnerCurrencySchema>;

export const ZPartnerCurrencyUpdateRequestSchema = z.object({ display_currency: ZCurrencyCodeSchema });
