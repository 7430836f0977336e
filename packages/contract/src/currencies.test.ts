import { describe, expect, it } from 'vitest';
import { convertAmount, convertedTotal, displayCurrencies, type TRateTable } from './currencies';

const table: TRateTable = { base: 'RWF', as_of: '2026-11-01', rates: { RWF: 1, USD: 1450, CAF: 2.42 } };

describe('convertAmount', () => {
  it('converts into the base at the stated rate, rounded to the target currency', () => {
    expect(convertAmount(table, 10, 'USD', 'RWF')).toEqual({
      ok: true,
      from: { amount: 10, currency: 'USD' },
      to: { amount: 14_500, currency: 'RWF' },
      rate: 1450,
      asOf: '2026-11-01',
    });
    // RWF has no minor unit: 19.99 × 1,450 = 28,985.5 rounds half away from zero.
    const c = convertAmount(table, 19.99, 'USD', 'RWF');
    expect(c.ok && c.to.amount).toBe(28_986);
  });

  it('converts out of the base and across two currencies through it, with exact cents', () => {
    const back = convertAmount(table, 14_500, 'RWF', 'USD');
    expect(back.ok && back.to.amount).toBe(10);
    // 1 USD = 1450 / 2.42 CAF = 599.1735… CAF: 10 USD → 5,991.74 CAF.
    const cross = convertAmount(table, 10, 'USD', 'CAF');
    expect(cross.ok && cross.to.amount).toBe(5991.74);
    expect(cross.ok && cross.rate).toBeCloseTo(599.173554, 5);
    // No binary-float drift: 1.005 CAF × 2.42 = 2.4321 → RWF 2.
    const small = convertAmount(table, 1.005, 'CAF', 'RWF');
    expect(small.ok && small.to.amount).toBe(2);
  });

  it('rounds negative amounts (refunds) the same way as positive ones', () => {
    const c = convertAmount(table, -19.99, 'USD', 'RWF');
    expect(c.ok && c.to.amount).toBe(-28_986);
  });

  it('keeps an amount in its own currency unchanged', () => {
    const c = convertAmount(table, 1_030_300, 'RWF', 'RWF');
    expect(c.ok && c.to.amount).toBe(1_030_300);
  });

  it('answers "no rate" for a currency the table does not know, never a number', () => {
    expect(convertAmount(table, 10, 'EUR', 'RWF')).toEqual({
      ok: false,
      from: { amount: 10, currency: 'EUR' },
      missing: 'EUR',
    });
    expect(convertAmount(table, 10, 'USD', 'KES')).toMatchObject({ ok: false, missing: 'KES' });
  });
});

describe('convertedTotal', () => {
  it('adds amounts of several currencies only after converting each', () => {
    const total = convertedTotal(
      table,
      [
        { amount: 10, currency: 'USD' },
        { amount: 5_000, currency: 'RWF' },
        { amount: 100, currency: 'CAF' },
      ],
      'RWF',
    );
    expect(total).toBe(14_500 + 5_000 + 242);
  });

  it('is null when any amount has no rate', () => {
    expect(convertedTotal(table, [{ amount: 1, currency: 'EUR' }], 'RWF')).toBeNull();
  });
});

it('offers the base currency first, then the others in order', () => {
  expect(displayCurrencies(table)).toEqual(['RWF', 'CAF', 'USD']);
});
