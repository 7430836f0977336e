/**
 * Number formats without the browser's number formatter where plain arithmetic gives the same text.
 *
 * The first `Intl.NumberFormat` a page makes loads the locale's number data: 55–87 ms in Chromium on this
 * machine (four times that on Lighthouse's phone), in the task that draws the first figure, the dashboard's
 * stat cards (issue 29 §7). Every format the app uses is en-US grouping with a number of fraction digits,
 * which string arithmetic reproduces: the shortest decimal that reads back as the number (what Intl
 * rounds), rounded halves away from zero, a comma every three digits. number-format.test.ts compares the
 * two over thousands of values. Anything else (other options, other locales, NaN, ±Infinity, 1e21 and
 * up) goes to `Intl.NumberFormat`, made on first use so that a chunk carrying a format pays nothing until
 * it is used.
 */
type Digits = { min: number; max: number };

/** Locales whose number format is en-US's (the assistant writes 'en'). */
const PLAIN_LOCALES = new Set(['en-US', 'en']);
const FRACTION_KEYS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);

/** The fraction digits Intl would use, or null when the options ask for more than grouping and digits. */
function plainDigits(locale: string, options: Intl.NumberFormatOptions = {}): Digits | null {
  if (!PLAIN_LOCALES.has(locale) || Object.keys(options).some((key) => !FRACTION_KEYS.has(key))) return null;
  const min = options.minimumFractionDigits ?? 0;
  // Intl's default maximum is 3, or the minimum when that is larger.
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  const isDigitCount = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;
  return isDigitCount(min) && isDigitCount(max) && min <= max ? { min, max } : null;
}

/** `magnitude` (finite, ≥ 0) as its shortest round-trip decimal digits, never in exponent form. */
function plainDecimal(magnitude: number): { whole: string; fraction: string } {
  const text = String(magnitude);
  const [mantissa = '0', exponentText] = text.split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  if (exponentText === undefined) return { whole: head, fraction: tail };
  // 1.5e-7 → 0.00000015; 1.5e+25 is out of range before we get here.
  const digits = head + tail;
  const point = head.length + Number(exponentText);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  return { whole: digits.slice(0, point).padEnd(point, '0'), fraction: digits.slice(point) };
}

/** A string of decimal digits plus one: '0999' → '1000', '99' → '100'. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** en-US text of `value` with `digits`, or null where it is not plain (NaN, ±Infinity, ≥ 1e21). */
function plainText(value: number, { min, max }: Digits): string | null {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(value) || magnitude >= 1e21) return null;
  let { whole, fraction } = plainDecimal(magnitude);
  if (fraction.length > max) {
    // Rounded on the shortest decimal that reads back as the number, halves away from zero, as Intl
    // does (1.005 to two digits is 1.01, though the double is a hair below 1.005).
    const roundsUp = fraction[max]! >= '5';
    const kept = whole + fraction.slice(0, max);
    const rounded = roundsUp ? increment(kept) : kept;
    whole = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  const kept = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl writes the sign of every negative number, -0 and what rounds to 0 included.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${kept ? `.${kept}` : ''}`;
}

export function numberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Pick<Intl.NumberFormat, 'format'> {
  const digits = plainDigits(locale, options);
  let made: Intl.NumberFormat | undefined;
  return {
    format: (value) =>
      (typeof value === 'number' && digits && plainText(value, digits)) ||
      (made ??= new Intl.NumberFormat(locale, options)).format(value),
  };
}

/** A grouped figure as the app shows counts and sample amounts: 1,234 (en-US, up to three decimals). */
export const groupedNumber = numberFormat('en-US');
