import { HttpError } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import { type Box, issueAutoConnectVoucher } from '../guest-access';

export type AutoConnectScan =
  /** Auto-Connect is off (add-on, QR scan setting or daily usage): the QR link shows the normal portal. */
  | { kind: 'off' }
  /** The partner may not create vouchers now (inactive, unpaid): nothing to give away. */
  | { kind: 'refused' }
  | { kind: 'code'; code: string };

/**
 * A guest's scan of the box's QR code (`/portal/{serial}/qr`): the device's Auto-Connect code for today,
 * through the guest-access module, which holds the one-per-device-per-day rule (decision 066).
 */
export async function autoConnectScan(deps: AppDeps, box: Box, device: string): Promise<AutoConnectScan> {
  try {
    const voucher = await issueAutoConnectVoucher(deps, box, device);
    return voucher ? { kind: 'code', code: voucher.code } : { kind: 'off' };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { kind: 'refused' };
    throw error;
  }
}
