import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberFormat } from './number-format';

afterEach(() => vi.restoreAllMocks());

/** Counts the `Intl.NumberFormat`s made: returning an object from a constructor makes `new` give it. */
function countIntlFormats() {
  const Real = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    this: unknown,
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new Real(...args);
  } as unknown as typeof Intl.NumberFormat);
}

// Every options set the app formats with (stat cards, units, billing, wallet, subscriptions, money, the
// assistant), and a few more.
const OPTION_SETS: [string, Intl.NumberFormatOptions | undefined][] = [
  ['en-US', undefined],
  ['en-US', { maximumFractionDigits: 0 }],
  ['en-US', { maximumFractionDigits: 2 }],
  ['en-US', { maximumFractionDigits: 4 }],
  ['en-US', { maximumFractionDigits: 6 }],
  ['en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 }],
  ['en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }],
  ['en-US', { minimumFractionDigits: 4 }],
  ['en', { maximumFractionDigits: 2 }],
];

/** Values where rounding, grouping and signs are hard: halves, long fractions, negatives, magnitudes. */
function hardValues(): number[] {
  const values = [
    0, -0, 0.5, 1.5, 2.5, -0.5, 0.125, 1.005, 1.0005, 999.9995, 999999.5, -0.0001, 1e20, 9.99e20,
  ];
  values.push(1.5e-7, -2.5e-8, 9.9999995e-7, 5e-7, 123456789.98765433, 0.1 + 0.2);
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 20 - 8);
    const value = random() * magnitude * (random() < 0.3 ? -1 : 1);
    values.push(value, Math.round(value), Math.round(value * 1000) / 1000, Math.round(value) + 0.5);
  }
  return values;
}

describe('numberFormat', () => {
  it.each(OPTION_SETS)(
    'writes what Intl.NumberFormat(%s, %o) writes, without making one',
    (locale, options) => {
      const expected = new Intl.NumberFormat(locale, options);
      const made = countIntlFormats();
      const format = numberFormat(locale, options);
      for (const value of hardValues())
        expect(format.format(value), String(value)).toBe(expected.format(value));
      expect(made).not.toHaveBeenCalled();
    },
  );

  it('leaves to Intl what plain arithmetic does not write, making the format on first use, once', () => {
    const frenchText = new Intl.NumberFormat('fr-FR').format(1234.5);
    const made = countIntlFormats();
    const format = numberFormat('en-US', { maximumFractionDigits: 2 });
    expect(format.format(Number.NaN)).toBe('NaN');
    expect(format.format(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(format.format(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(made).toHaveBeenCalledTimes(1);
    const significant = numberFormat('en-US', { maximumSignificantDigits: 4 });
    const french = numberFormat('fr-FR');
    expect(made).toHaveBeenCalledTimes(1);
    expect(significant.format(0.00068965)).toBe('0.0006897');
    expect(french.format(1234.5)).toBe(frenchText);
    expect(made).toHaveBeenCalledTimes(3);
  });
});
