/**
 * A guest's MAC address as AA:BB:CC:DD:EE:FF, whatever form the box writes it in (aa-bb-cc-dd-ee-ff,
 * aabb.ccdd.eeff, AABBCCDDEEFF); null when it is not one.
 */
export function normalizeMac(input: string | null | undefined): string | null {
  if (!input) return null;
  const hex = input.replace(/[\s:.-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{12}$/.test(hex)) return null;
  return hex.match(/../g)!.join(':');
}
