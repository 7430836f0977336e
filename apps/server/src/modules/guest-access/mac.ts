/**
 * A guest's MAC address as AA:BB:CC:DD:EE:FF, whatever form the box writes it in (aa-bb-cc-dd-ee-ff,
 * aabb.ccdd.eeff, AABBCCDDEEFF); null when it is not one.
 */
export function normalizeMac(input: string | null | undefined): string | null {
  if (!input) return null;
  if (isSeparatedMac(input)) {
    const upper = input.toUpperCase();
    return upper.includes('-') ? upper.replaceAll('-', ':') : upper;
  }
  const hex = input.replace(/[\s:.-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{12}$/.test(hex)) return null;
  return hex.match(/../g)!.join(':');
}

const COLON = 58;
const DASH = 45;
/**
 * Whether `input` is six hex pairs separated by ':' or '-' (aa-bb-cc-dd-ee-ff as CoovaChilli writes it, or
 * AA:BB:…): every accounting packet's MAC is read, and this form needs no regular expression.
 */
function isSeparatedMac(input: string): boolean {
  if (input.length !== 17) return false;
  for (let i = 0; i < 17; i += 1) {
    const c = input.charCodeAt(i);
    if (i % 3 === 2) {
      if (c !== COLON && c !== DASH) return false;
    } else if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}
