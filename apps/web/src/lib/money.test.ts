import { describe, expect, it } from 'vitest';
import { convertAmount } from '@ared/contract/currency-conversion';
import type { TRateTable } from '@ared/contract/currencies';
import {
  conversionBasis,
  conversionSentence,
  conversionText,
  formatMoney,
  formatRate,
  formatRatesDay,
  ratesNote,
} from './money';

/** The texts join a code and its amount with a no-break space; the expectations are written with plain ones. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

const table: TRateTable = { base: 'RWF', as_of: '2026-11-01', rates: { RWF: 1, USD: 1350, CAF: 2.42 } };

describe('formatMoney', () => {
  it("writes the code first and the currency's own decimals, grouped", () => {
    expect(formatMoney(10, 'USD')).toBe('USD\u00a010.00');
    expect(plain(formatMoney(10, 'USD'))).toBe('USD 10.00');
    expect(plain(formatMoney(1_030_300, 'RWF'))).toBe('RWF 1,030,300');
    expect(plain(formatMoney(1068.925, 'CAF'))).toBe('CAF 1,068.93');
    expect(plain(formatMoney(-19.5, 'USD'))).toBe('USD -19.50');
  });

  it('gives an unknown currency two decimals', () => {
    expect(plain(formatMoney(3, 'EUR'))).toBe('EUR 3.00');
  });
});

describe('formatRate', () => {
  it('states a rate as a sentence, small rates with significant digits', () => {
    expect(formatRate(1350, 'USD', 'RWF')).toBe('1 USD = 1,350 RWF');
    expect(formatRate(2.42, 'CAF', 'RWF')).toBe('1 CAF = 2.42 RWF');
    expect(formatRate(1 / 1350, 'RWF', 'USD')).toBe('1 RWF = 0.0007407 USD');
  });
});

describe('conversion texts', () => {
  it('show the original, the converted figure, the rate and the day of the rates', () => {
    const c = convertAmount(table, 10, 'USD', 'RWF');
    expect(plain(conversionText(c))).toBe('USD 10.00 ≈ RWF 13,500');
    expect(conversionBasis(c)).toBe('at 1 USD = 1,350 RWF, rates of 1 Nov 2026');
    expect(plain(conversionSentence(c))).toBe(
      'USD 10.00 ≈ RWF 13,500 at 1 USD = 1,350 RWF, rates of 1 Nov 2026',
    );
  });

  it('state nothing more for an amount already in the display currency', () => {
    const c = convertAmount(table, 12_000, 'RWF', 'RWF');
    expect(plain(conversionSentence(c))).toBe('RWF 12,000');
  });

  it('say there is no rate instead of showing a wrong number', () => {
    const c = convertAmount(table, 10, 'EUR', 'RWF');
    expect(plain(conversionSentence(c))).toBe('EUR 10.00 (no exchange rate for EUR)');
  });

  it('write the day of the rates in words', () => {
    expect(formatRatesDay('2026-11-01')).toBe('1 Nov 2026');
  });
});

describe('ratesNote', () => {
  it('states each rate used once, with the day of the rates', () => {
    const usd = convertAmount(table, 10, 'USD', 'RWF');
    const usd2 = convertAmount(table, 25, 'USD', 'RWF');
    const caf = convertAmount(table, 100, 'CAF', 'RWF');
    const rwf = convertAmount(table, 100, 'RWF', 'RWF');
    expect(ratesNote([usd, usd2, caf, rwf, null])).toBe(
      'Converted at 1 USD = 1,350 RWF and 1 CAF = 2.42 RWF, rates of 1 Nov 2026.',
    );
  });

  it('quotes a rate with the stronger currency first, whichever way the amount went', () => {
    const toUsd = convertAmount(table, 15_000, 'RWF', 'USD');
    expect(plain(conversionText(toUsd))).toBe('RWF 15,000 ≈ USD 11.11');
    expect(conversionBasis(toUsd)).toBe('at 1 USD = 1,350 RWF, rates of 1 Nov 2026');
    expect(ratesNote([toUsd])).toBe('Converted at 1 USD = 1,350 RWF, rates of 1 Nov 2026.');
  });

  it('is null when nothing was converted (one currency, or no rates yet)', () => {
    expect(ratesNote([convertAmount(table, 100, 'RWF', 'RWF'), null])).toBeNull();
    expect(ratesNote([convertAmount(table, 1, 'EUR', 'RWF')])).toBeNull();
  });
});
