/**
 * Money in several currencies on one partner's screens (issue 29 §6, decision 061): plans are priced in
 * USD, billings are in RWF, internet packs in CAF. A record keeps the currency it was made in; where amounts
 * of several currencies meet, each is shown with its value in the partner's display currency and the rate
 * it was converted at. One rate table (the server's configuration, GET partners/{id}/currency/) and the
 * one function below convert every figure, on the server and in the browser alike, so a figure shown in
 * two places cannot differ.

 *
 * This module is that arithmetic, without zod, so that the web's screens showing money can use it without
 * building the contract's schemas before they can draw (decision 103). `./currencies` re-exports it.
 */

/** Digits after the decimal point of each currency as the dashboard shows it (RWF has no minor unit). */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { RWF: 0, USD: 2, CAF: 2 };
const decimalsOf = (currency: string) => CURRENCY_DECIMALS[currency] ?? 2;

/** Rates are stated with at most this many decimals (their configuration is checked for it). */
export const RATE_DECIMALS = 6;

/** A rate table as the server states it (`./currencies`' ZRateTableSchema checks it). */
export type TRateTable = {
  /** The currency every rate is stated in (the billing currency). */
  base: string;
  /** The day the rates were taken (YYYY-MM-DD), stated next to every conversion. */
  as_of: string;
  /** Units of `base` one unit of each currency is worth; `base` itself is 1. */
  rates: Record<string, number>;
};

/** The currencies a partner may display in: those the rate table can convert to, base first. */
export const displayCurrencies = (table: TRateTable): string[] => [
  table.base,
  ...Object.keys(table.rates)
    .filter((c) => c !== table.base)
    .sort(),
];

export type TConversion =
  | {
      ok: true;
      from: { amount: number; currency: string };
      to: { amount: number; currency: string };
      /** Units of `to.currency` one unit of `from.currency` is worth, unrounded. */
      rate: number;
      asOf: string;
    }
  /** No rate for `missing` in the table: no number is made up. */
  | { ok: false; from: { amount: number; currency: string }; missing: string };

const rateOf = (table: TRateTable, currency: string): bigint | null => {
  const rate = currency === table.base ? 1 : table.rates[currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  return BigInt(Math.round(rate * 10 ** RATE_DECIMALS));
};

/** n / d rounded half away from zero, d > 0. */
const roundDiv = (n: bigint, d: bigint): bigint => {
  const sign = n < 0n ? -1n : 1n;
  const abs = n * sign;
  return (sign * (2n * abs + d)) / (2n * d);
};

/**
 * `amount` of `from` in `to` at the table's rates, rounded once (half away from zero) to `to`'s decimals.
 * Integer arithmetic on minor units and millionths of a rate, so no binary-float error moves a unit:
 * USD 10.00 at 1,450 RWF → RWF 14,500 exactly.
 */
export function convertAmount(table: TRateTable, amount: number, from: string, to: string): TConversion {
  const source = { amount, currency: from };
  const fromRate = rateOf(table, from);
  if (fromRate === null) return { ok: false, from: source, missing: from };
  const toRate = rateOf(table, to);
  if (toRate === null) return { ok: false, from: source, missing: to };
  const fromDecimals = decimalsOf(from);
  const toDecimals = decimalsOf(to);
  const minor = BigInt(Math.round(amount * 10 ** fromDecimals));
  const converted = roundDiv(
    minor * fromRate * 10n ** BigInt(toDecimals),
    toRate * 10n ** BigInt(fromDecimals),
  );
  return {
    ok: true,
    from: source,
    to: { amount: Number(converted) / 10 ** toDecimals, currency: to },
    rate: Number(fromRate) / Number(toRate),
    asOf: table.as_of,
  };
}

/**
 * The sum of amounts in several currencies, each converted into `to` with `convertAmount` and then added
 * (never a silent sum of different currencies); null when any currency has no rate.
 */
export function convertedTotal(
  table: TRateTable,
  amounts: readonly { amount: number; currency: string }[],
  to: string,
): number | null {
  let total = 0;
  for (const a of amounts) {
    const c = convertAmount(table, a.amount, a.currency, to);
    if (!c.ok) return null;
    total += c.to.amount;
  }
  const factor = 10 ** decimalsOf(to);
  return Math.round(total * factor) / factor;
}
