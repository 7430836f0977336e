/**
 * A Rwandan mobile number as the mobile-money providers take it (E.164 without '+': 2507XXXXXXXX), from the
 * ways people type it: 0788 123 456, 788123456, +250 788 123 456, 250-788-123-456. Null for anything else.
 */
export function rwandanMobile(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national =
    digits.startsWith('250') && digits.length === 12 ? digits.slice(3) : digits.replace(/^0/, '');
  return /^7[2-9]\d{7}$/.test(national) ? `250${national}` : null;
}
