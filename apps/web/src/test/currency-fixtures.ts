import type { TPartnerCurrency } from '@ared/contract/currencies';

/** GET partners/7/currency/ as the demo answers it: RWF, Kigali, USD at 1,450 and CAF at 2.42 of 1 Nov 2026. */
export const currencyFixture = (overrides: Partial<TPartnerCurrency> = {}): TPartnerCurrency => ({
  display_currency: 'RWF',
  time_zone: 'Africa/Kigali',
  rate_table: { base: 'RWF', as_of: '2026-11-01', rates: { RWF: 1, USD: 1450, CAF: 2.42 } },
  ...overrides,
});

export const currencyApi = (overrides: Partial<TPartnerCurrency> = {}) => ({
  'GET partners/7/currency/': () => ({ status: 200, body: currencyFixture(overrides) }),
});
