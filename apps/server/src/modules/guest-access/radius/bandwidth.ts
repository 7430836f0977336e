import { MIKROTIK_VENDOR_ID, WISPR_VENDOR_ID } from './dictionary-wispr';

/**
 * How a box family reads a guest's speed limit (decision 063): `wispr` boxes (CoovaChilli, the ARED mini
 * servers, and most captive-portal boxes) read WISPr-Bandwidth-Max-Down/Up in bit/s; `mikrotik` boxes
 * (RouterOS hotspot) read Mikrotik-Rate-Limit, "rx/tx" from the box's side: the guest's upload, then download.
 */
export type RateLimitFamily = 'wispr' | 'mikrotik';

/**
 * MikroTik's model numbers start with its product lines (RB…, CCR…, CRS…, hAP, hEX, L009) or the name; every
 * other box, ours included, reads WISPr.
 */
const MIKROTIK_MODEL = /^(mikrotik|routerboard|rb\d|ccr\d|crs\d|hap\b|hap[\s-]|hex\b|hex[\s-]|l009)/i;

export const rateLimitFamilyOf = (modelNumber: string | null): RateLimitFamily =>
  modelNumber && MIKROTIK_MODEL.test(modelNumber.trim()) ? 'mikrotik' : 'wispr';

/** A guest's limits in bit/s; null is unlimited. */
export type SpeedLimits = { down: number | null; up: number | null };

type VendorAttribute = ['Vendor-Specific', number, [string, string | number][]];

/** MikroTik's rate in kbit/s: a limit is a whole number of 0.1 Mbps (100 kbit/s); "0" is no limit. */
const mikrotikRate = (bits: number | null) => (bits === null ? '0' : `${Math.round(bits / 1000)}k`);

/**
 * The attributes that carry `limits` to a box of `family`. In an Access-Accept an unlimited direction is
 * left out; `explicitUnlimited` (a CoA-Request) sends it as 0, which both families read as "no limit": a
 * CoA that left it out would keep the old limit on a box that reconfigures only what it is sent.
 */
export function bandwidthAttributes(
  family: RateLimitFamily,
  limits: SpeedLimits,
  { explicitUnlimited = false }: { explicitUnlimited?: boolean } = {},
): VendorAttribute[] {
  if (!explicitUnlimited && limits.down === null && limits.up === null) return [];
  if (family === 'mikrotik')
    return [
      [
        'Vendor-Specific',
        MIKROTIK_VENDOR_ID,
        [['Mikrotik-Rate-Limit', `${mikrotikRate(limits.up)}/${mikrotikRate(limits.down)}`]],
      ],
    ];
  const wispr: [string, number][] = [];
  if (limits.down !== null || explicitUnlimited) wispr.push(['WISPr-Bandwidth-Max-Down', limits.down ?? 0]);
  if (limits.up !== null || explicitUnlimited) wispr.push(['WISPr-Bandwidth-Max-Up', limits.up ?? 0]);
  return [['Vendor-Specific', WISPR_VENDOR_ID, wispr]];
}
