import { z } from 'zod/mini';
import { RATE_DECIMALS } from '@ared/contract/currencies';

const ENTRY = /^([A-Z]{3})=(\d+(?:\.\d+)?)$/;

/**
 * EXCHANGE_RATES (decision 061): what one unit of each other currency is worth in RWF, the billing
 * currency, as `CODE=rate` pairs separated by commas (`CAF=2.42,KES=11.2`). USD is not listed here: its
 * rate is USD_TO_RWF, the one the billing engine prices plans with, so a plan's converted price and its
 * bill cannot disagree. Rates are configuration, never fetched: the server needs no internet.
 */
export const ZExchangeRatesSchema = z.pipe(
  z.string().check(z.trim()),
  z.transform((value, ctx): ReadonlyMap<string, number> => {
    const rates = new Map<string, number>();
    for (const raw of value === '' ? [] : value.split(',')) {
      const entry = raw.trim().toUpperCase();
      const match = ENTRY.exec(entry);
      const [code, rate] = match ? [match[1]!, Number(match[2])] : ['', NaN];
      const decimals = match?.[2]?.split('.')[1]?.length ?? 0;
      const problem = !match
        ? `"${raw.trim()}" is not CODE=rate, e.g. CAF=2.42`
        : code === 'RWF' || code === 'USD'
          ? `${code} is not listed: RWF is the base, USD's rate is USD_TO_RWF`
          : rates.has(code)
            ? `${code} is listed twice`
            : !(rate > 0 && rate <= 1_000_000) || decimals > RATE_DECIMALS
              ? `${code}'s rate must be above 0, at most 1000000, with at most ${RATE_DECIMALS} decimals`
              : null;
      if (problem) {
        ctx.issues.push({ code: 'custom', message: problem, input: value });
        return z.NEVER;
      }
      rates.set(code, rate);
    }
    return rates;
  }),
);
