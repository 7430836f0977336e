import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../types';
import { partners } from '../partners/schema';
import type { Box } from './nas';
import { issuePortalVoucher } from './portal-grants';
import { automationPreference } from './vouchers/preferences';

/**
 * Minutes of Auto-Connect a device gets today on the partner's boxes, or null when a QR scan should show the
 * normal portal: the add-on is off, Auto-Connect on a QR scan is off, or no daily usage is set (or 0).
 * Read at every scan, so switching it off holds at once (decision 066).
 */
export async function autoConnectMinutes(db: Db, partnerId: number): Promise<number | null> {
  const [partner] = await db
    .select({ addOn: partners.hasAutoconnectAddonEnabled, onQrScan: partners.autoConnectOnQrScan })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner?.addOn || !partner.onQrScan) return null;
  const { autoconnect_daily_usage: minutes } = await automationPreference(db, partnerId);
  return minutes !== null && minutes > 0 ? minutes : null;
}

/**
 * The Auto-Connect voucher of a device that scanned the box's QR code: the daily usage of the partner's
 * automation preference, one per device and UTC day, as the free tier (decision 044): the same device
 * scanning again that day gets the same code (it reconnects while time is left, never a second allowance),
 * and the first login spends the allowance of the device the box names. Null when Auto-Connect is off.
 */
export async function issueAutoConnectVoucher(
  deps: AppDeps,
  box: Box,
  device: string,
): Promise<{ code: string; minutes: number } | null> {
  const minutes = await autoConnectMinutes(deps.database.db, box.partnerId);
  if (minutes === null) return null;
  const { code } = await issuePortalVoucher(deps, box, { kind: 'auto', device, minutes });
  return { code, minutes };
}
