import { CURRENCY_DECIMALS } from '@ared/contract/currency-conversion';
import type { TConversion } from '@ared/contract/currencies';
import { numberFormat } from './number-format';

/**
 * How money reads wherever amounts of several currencies meet (issue 29 §6, decision 061): the code
 * first, then the amount with the currency's own decimals (RWF none, USD and CAF two), grouped.
 */
// No cache needed: numberFormat makes no Intl format for fixed decimals (lib/number-format.ts, decision 097).
const formatterFor = (decimals: number) =>
  numberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/**
 * (10, 'USD') → 'USD 10.00'; (14500, 'RWF') → 'RWF 14,500'. A no-break space joins code and amount, so a
 * narrow line never leaves the code on one line and its amount on the next.
 */
export const formatMoney = (amount: number, currency: string): string =>
  `${currency}\u00a0${formatterFor(CURRENCY_DECIMALS[currency] ?? 2).format(amount)}`;

/** A rate as a sentence: 1 USD = 1,450 RWF; a rate under 1 keeps four significant digits (1 RWF = 0.0006897 USD). */
export const formatRate = (rate: number, from: string, to: string): string => {
  const digits =
    rate >= 1 ? { maximumFractionDigits: 4 } : { maximumSignificantDigits: 4, minimumSignificantDigits: 1 };
  return `1 ${from} = ${numberFormat('en-US', digits).format(rate)} ${to}`;
};

/**
 * The rate a conversion used, stated the way people quote it: the stronger currency first, so 1 USD =
 * 1,450 RWF whichever way the amount went, never 1 RWF = 0.0006897 USD.
 */
const quotedRate = (c: Extract<TConversion, { ok: true }>): string =>
  c.rate >= 1
    ? formatRate(c.rate, c.from.currency, c.to.currency)
    : formatRate(1 / c.rate, c.to.currency, c.from.currency);

/** A rate table's day as the dashboard writes dates: '2026-11-01' → '1 Nov 2026'. */
let ratesDayFormat: Intl.DateTimeFormat | undefined;
export const formatRatesDay = (isoDay: string): string =>
  // Made once, on first use: each card of the dashboard's sample analytics states its rates' day.
  (ratesDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(new Date(`${isoDay}T00:00:00Z`));

/**
 * The converted figure beside its original: 'USD 10.00 ≈ RWF 14,500'. The same currency needs no
 * conversion and reads as the amount alone; a currency without a rate says so instead of a number.
 */
export const conversionText = (c: TConversion): string => {
  const original = formatMoney(c.from.amount, c.from.currency);
  if (!c.ok) return `${original} (no exchange rate for ${c.missing})`;
  if (c.from.currency === c.to.currency) return original;
  return `${original} ≈ ${formatMoney(c.to.amount, c.to.currency)}`;
};

/** How it was converted: 'at 1 USD = 1,450 RWF, rates of 1 Nov 2026'; empty when nothing was converted. */
export const conversionBasis = (c: TConversion): string =>
  c.ok && c.from.currency !== c.to.currency ? `at ${quotedRate(c)}, rates of ${formatRatesDay(c.asOf)}` : '';

/** Both: 'USD 10.00 ≈ RWF 14,500 at 1 USD = 1,450 RWF, rates of 1 Nov 2026'. */
export const conversionSentence = (c: TConversion): string =>
  [conversionText(c), conversionBasis(c)].filter(Boolean).join(' ');

/**
 * One line stating every rate a card converted at: 'Converted at 1 USD = 1,450 RWF and 1 CAF = 2.42 RWF,
 * rates of 1 Nov 2026.'; null when nothing was converted.
 */
export const ratesNote = (conversions: readonly (TConversion | null)[]): string | null => {
  const done = conversions.filter(
    (c): c is Extract<TConversion, { ok: true }> => c !== null && c.ok && c.from.currency !== c.to.currency,
  );
  if (done.length === 0) return null;
  const rates = [...new Set(done.map(quotedRate))];
  const days = [...new Set(done.map((c) => formatRatesDay(c.asOf)))];
  return `Converted at ${rates.join(' and ')}, rates of ${days.join(', ')}.`;
};
