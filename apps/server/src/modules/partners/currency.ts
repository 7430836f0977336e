import { eq } from 'drizzle-orm';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import { displayCurrencies, type TPartnerCurrency, type TRateTable } from '@ared/contract/currencies';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../lib/http-errors';
import type { AppConfig } from '../../config/env';
import { partners } from './schema';

type BillingConfig = AppConfig['billing'];

/**
 * The one rate table (decision 061): RWF is the base; USD's rate is USD_TO_RWF, the very rate the billing
 * engine prices plans with; the others come from EXCHANGE_RATES. Every conversion the dashboard shows is
 * `convertAmount` over this table.
 */
export const rateTable = (billing: BillingConfig): TRateTable => ({
  base: BILLING_CURRENCY,
  as_of: billing.exchangeRatesDate,
  rates: { [BILLING_CURRENCY]: 1, USD: billing.usdToRwf, ...Object.fromEntries(billing.exchangeRates) },
});

export const NO_RATE = (code: string, offered: string[]) =>
  `There is no exchange rate for ${code}. Choose one of ${offered.join(', ')}.`;

/** The partner's display currency, its calendar and the rates. */
export async function partnerCurrency(
  db: Db,
  partnerId: number,
  billing: BillingConfig,
): Promise<TPartnerCurrency> {
  const [row] = await db
    .select({ displayCurrency: partners.displayCurrency })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!row) throw notFound();
  return {
    display_currency: row.displayCurrency,
    time_zone: billing.timeZone,
    rate_table: rateTable(billing),
  };
}

/** Sets the display currency; a code the rate table cannot convert to is refused, nothing changes. */
export async function setDisplayCurrency(
  db: Db,
  partnerId: number,
  code: string,
  billing: BillingConfig,
): Promise<TPartnerCurrency> {
  const offered = displayCurrencies(rateTable(billing));
  if (!offered.includes(code)) throw fieldError('display_currency', NO_RATE(code, offered));
  await db.update(partners).set({ displayCurrency: code }).where(eq(partners.id, partnerId));
  return partnerCurrency(db, partnerId, billing);
}
