import { VOUCHER_REFUSALS, isVoucherCode, normalizeVoucherCode } from '@ared/contract/vouchers';
import type { Database } from '../../db/client';
import { claimVoucherForLogin } from './vouchers/login-claim';
import { remainingSeconds } from './vouchers/state';
import type { LoginFailureCounter, RefusalReason } from './login-failures';
import type { Box } from './nas';

export type LoginAttempt = { code: string; clientMac: string; clientIp: string | null };

export type Authorization =
  | {
      accept: true;
      /** Seconds the guest may stay: the voucher's time left (Session-Timeout). */
      sessionTimeout: number;
      /** Seconds between the box's interim updates (Acct-Interim-Interval). */
      interimInterval: number;
      /** bit/s from the partner's speed settings, when set (WISPr-Bandwidth-Max-Down/Up). */
      bandwidthDown: number | null;
      bandwidthUp: number | null;
    }
  | { accept: false; message: string; reason: RefusalReason };

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export type AuthorizeOptions = {
  now: Date;
  interimInterval: number;
  /** Where refused logins are counted for the analytics (decision 038). */
  failures?: LoginFailureCounter;
};

/**
 * Whether a guest may log in on `box` with `code` (decision 022): a voucher of the box's partner, of the box's
 * realm when it names one, not revoked or expired, and for a single-user voucher the first device or that
 * same device again while time is left. An accepted first login marks the voucher used and records the MAC.
 */
export async function authorizeGuest(
  database: Database,
  box: Box,
  attempt: LoginAttempt,
  { now, interimInterval, failures }: AuthorizeOptions,
): Promise<Authorization> {
  const refuse = (key: keyof typeof VOUCHER_REFUSALS): Authorization => {
    const reason: RefusalReason = key === 'wrongBox' ? 'other' : key;
    failures?.record(box, reason, now);
    return { accept: false, message: VOUCHER_REFUSALS[key], reason };
  };
  const code = normalizeVoucherCode(attempt.code);
  if (!isVoucherCode(code)) return refuse('unknown');
  // A second pass only when the first lost a race to another login of the same voucher.
  for (let pass = 0; pass < 2; pass += 1) {
    const row = await claimVoucherForLogin(database, {
      partnerId: box.partnerId,
      code,
      clientMac: attempt.clientMac,
      realmId: box.realmId,
      now,
    });
    if (!row) return refuse('unknown');
    if (row.realm_id !== null && row.realm_id !== box.realmId) return refuse('wrongBox');
    const clock = {
      status: row.status,
      durationSeconds: row.duration_seconds,
      expiryDate: asDate(row.expiry_date),
      firstUsedAt: row.claimed_at
        ? asDate(row.claimed_at)
        : row.first_used_at
          ? asDate(row.first_used_at)
          : null,
    };
    const accept = (): Authorization => ({
      accept: true,
      sessionTimeout: Math.max(1, remainingSeconds(clock, now)),
      interimInterval,
      bandwidthDown: box.bandwidthDown,
      bandwidthUp: box.bandwidthUp,
    });
    if (row.claimed_at) return accept();
    if (row.status === 'revoked') return refuse('revoked');
    if (row.status === 'expired' || remainingSeconds(clock, now) === 0) return refuse('expired');
    if (clock.firstUsedAt && row.used_by.includes(attempt.clientMac)) return accept();
    if (!row.multi_user && clock.firstUsedAt) return refuse('used');
    // The voucher looked free before the statement but another login claimed it first: look again.
  }
  return refuse('used');
}
