/*
 * What the model sees has no phone numbers and no MAC addresses (issue 31 §4): guests' phones and devices
 * are personal data a partner may not want sent to a third party, and the model needs neither to answer.
 * The user still sees them: the tools' structured results go to the panel unmasked, only the copy shown
 * to the model is masked.
 */

export const MASKED_PHONE = '[phone number]';
export const MASKED_MAC = '[MAC address]';

/** Six hex pairs joined by ':' or '-' (the same one throughout), or three dotted quads (aabb.ccdd.eeff). */
const MAC =
  /(?<![\w:-])(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\w:-])/g;

/** A run of digits with the separators people write in phone numbers: spaces, dashes, dots, brackets. */
const DIGIT_RUN = /(?<![\w+])\+?\d[\d ().-]{5,22}\d(?!\w)/g;
/** A date inside such a run (2026-11-29, 29.11.2026) makes it a date and a time, not a phone number. */
const DATE = /\d{4}[-.]\d{1,2}[-.]\d{1,2}|\d{1,2}[-.]\d{1,2}[-.]\d{4}/;

/**
 * A phone number: international (+ and 8 to 15 digits, E.164), national (a leading 0 and 9 to 12 digits,
 * 0788 123 456) or a bare 10 to 15 digits (250788123456). Shorter runs are counts, amounts and codes.
 */
function isPhoneNumber(run: string): boolean {
  if (DATE.test(run)) return false;
  const digits = run.replace(/\D/g, '');
  if (run.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('0')) return digits.length >= 9 && digits.length <= 12;
  return digits.length >= 10 && digits.length <= 15;
}

/** The text with every MAC address and phone number in it replaced by a placeholder. */
export function maskText(text: string): string {
  return text.replace(MAC, MASKED_MAC).replace(DIGIT_RUN, (run) => (isPhoneNumber(run) ? MASKED_PHONE : run));
}

/** A field whose name says it holds a phone number or a MAC is masked whatever its value looks like. */
const PHONE_FIELD = /phone|msisdn|mobile/i;
const MAC_FIELD = /(^|[^a-z])mac([^a-z]|$)|mac_?address/i;

/**
 * A copy of a JSON value with its texts masked. Numbers are left as they are (figures: a revenue of ten
 * digits is not a phone number) unless their field is named for a phone number or a MAC.
 */
export function maskValue(value: unknown, field = ''): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'string' || typeof value === 'number') {
    if (PHONE_FIELD.test(field)) return MASKED_PHONE;
    if (MAC_FIELD.test(field)) return MASKED_MAC;
    return typeof value === 'string' ? maskText(value) : value;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(item, field));
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [maskText(key), maskValue(item, key)]),
    );
  return value;
}
