import { CURRENCY_DECIMALS } from '@ared/contract/currencies';

/** What a tier costs, as a mobile-money request states it. */
export type TierPrice = { amountMinor: number; currency: string };

// '300 RWF', 'RWF 300', '1,000 RWF', '2.50 USD': the ways a partner writes a tier's price (a free text).
const AMOUNT_FIRST = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?\s*([A-Za-z]{3})$/;
const CURRENCY_FIRST = /^([A-Za-z]{3})\s*(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * A tier's price read as an amount in minor units (RWF has none: 300 RWF is 300) and its currency, or null
 * when the text is not a price a payment can be asked for: then the tier stays "pay at the kiosk". A
 * fraction the currency does not have (300.50 RWF) is not guessed at.
 */
export function tierPrice(price: string): TierPrice | null {
  const text = price.trim();
  const first = AMOUNT_FIRST.exec(text);
  const second = first ? null : CURRENCY_FIRST.exec(text);
  const [whole, fraction, code] = first
    ? [first[1]!, first[2], first[3]!]
    : second
      ? [second[2]!, second[3], second[1]!]
      : [null, undefined, null];
  if (whole === null || code === null) return null;
  const currency = code.toUpperCase();
  const decimals = CURRENCY_DECIMALS[currency] ?? 2;
  if (fraction !== undefined && fraction.length > decimals) return null;
  const amountMinor =
    Number(whole.replace(/[, ]/g, '')) * 10 ** decimals + Number((fraction ?? '').padEnd(decimals, '0') || 0);
  return Number.isSafeInteger(amountMinor) && amountMinor > 0 ? { amountMinor, currency } : null;
}
