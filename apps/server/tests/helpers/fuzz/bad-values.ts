import fc from 'fast-check';

/** Texts an attacker puts in a path or a query string, written as they go on the wire (already encoded). */
export const BAD_URL_TEXTS = [
  '2147483648',
  '99999999999999999999999',
  '0x10',
  '1e3',
  '%2012',
  '12.0',
  '-1',
  '0',
  '%00',
  'a%00b',
  // A lone surrogate cannot be written in UTF-8: these are the bytes it would take, invalid UTF-8.
  '%ED%A0%80',
  '%FF%FE',
  '2024-02-30',
  '0000-01-01',
  '10000-01-01',
  'true',
  '',
  '%25',
  '%5C',
  'x'.repeat(3000),
];

/** The few of them every path and query parameter gets on every run; generation draws from all. */
export const URL_TRAPS = [
  '2147483648',
  '0x10',
  '1e3',
  '%2012',
  '12.0',
  '%00',
  '%ED%A0%80',
  '2024-02-30',
  'x'.repeat(3000),
];

/** Values an attacker puts in a JSON body, in any field, whatever its type. */
export const BAD_JSON_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  'name\ud800',
  '\udfff',
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  0.5,
  '0x10',
  '1e3',
  ' 12',
  '12.0',
  '2024-02-30',
  '0000-01-01',
  '10000-01-01',
  '2024-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '',
  ' ',
  'x'.repeat(20_000),
  '%',
  '\\',
  [],
  [null],
  [1, 'a', {}],
  {},
  { id: 1 },
  null,
  true,
  false,
];

/** Whole bodies that are not what any operation expects (written as raw JSON text). */
export const BAD_RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '[{}]',
  '"text"',
  '123',
  'true',
  '{"__proto__": {"polluted": true}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ a: 'x\u0000y' }),
];

/** A value an attacker might put anywhere in a JSON body. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...BAD_JSON_VALUES), weight: 4 },
  { arbitrary: fc.string().map((s) => `${s}\u0000`), weight: 1 },
  { arbitrary: fc.string().map((s) => `\ud800${s}`), weight: 1 },
  { arbitrary: fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
);

/** A value an attacker might put in a path or a query string (already encoded). */
export const badUrlText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...BAD_URL_TEXTS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }).map(encodeUrlText), weight: 1 },
  { arbitrary: fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String), weight: 1 },
);

/**
 * Percent-encodes a value for a URL. encodeURIComponent refuses lone surrogates; those go out as the
 * invalid UTF-8 bytes a hostile client would send instead.
 */
export function encodeUrlText(value: string): string {
  let encoded = '';
  for (const char of value) {
    encoded += /\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return encoded;
}
