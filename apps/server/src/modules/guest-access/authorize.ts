import { VOUCHER_REFUSALS, isVoucherCode, normalizeVoucherCode } from '@ared/contract/vouchers';
import type { Database } from '../../db/client';
import { takeAllowance } from './allowances';
import type { GuessKeys, GuessThrottle } from './guess-throttle';
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
  | { accept: false; message: string; reason: RefusalReason | 'throttled' };

/** The throttle a login passes through, and under which keys (guessKeysOfBox, guessKeysOfPortal). */
export type LoginGuard = {
  throttle: GuessThrottle;
  keys: GuessKeys;
  /** Told when a login is refused without a lookup (the box's RADIUS status shows it). */
  onThrottled?: (why: 'device' | 'box') => void;
};

/** A login from a box (RADIUS or its HTTPS twin): the box's budget, and the device it names. */
export const guessKeysOfBox = (box: Box, clientMac: string): GuessKeys => ({
  budget: `box:${box.routerId}`,
  strikes: [`device:${box.routerId}:${clientMac}`],
});

/** A login typed on a box's portal page: the portal's own budget (so the internet cannot spend the box's). */
export const guessKeysOfPortal = (box: Box, device: string, address: string): GuessKeys => ({
  budget: `portal:${box.routerId}`,
  strikes: [`portal-device:${box.routerId}:${device}`, `address:${address}`],
});

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export type AuthorizeOptions = {
  now: Date;
  interimInterval: number;
  /** Where refused logins are counted for the analytics (decision 038). */
  failures?: LoginFailureCounter;
  /** The guessing throttle (decision 044); absent only in tests of the rules alone. */
  guard?: LoginGuard;
};

type Refusal = Exclude<keyof typeof VOUCHER_REFUSALS, 'throttled'>;
const REASONS: Record<Refusal, RefusalReason> = {
  unknown: 'unknown',
  used: 'used',
  expired: 'expired',
  revoked: 'revoked',
  wrongBox: 'other',
  allowanceUsed: 'other',
};

/**
 * A refused login: counted for the analytics and spent from the guard's budgets. Exported for the one refusal
 * made before authorizeGuest (RADIUS: a password that is not the code).
 */
export function refuseLogin(
  box: Box,
  key: Refusal,
  { now, failures, guard }: AuthorizeOptions,
): Authorization {
  const reason = REASONS[key];
  failures?.record(box, reason, now);
  guard?.throttle.failed(guard.keys, now.getTime());
  return { accept: false, message: VOUCHER_REFUSALS[key], reason };
}

/**
 * Refused without a lookup while the device, address or box is past its budget of wrong codes; else null.
 * Still a refused login for the analytics ('other': what the code would have been is not known).
 */
export function throttledLogin(
  box: Box,
  { now, guard, failures }: AuthorizeOptions,
): { accept: false; message: string; reason: 'throttled' } | null {
  const why = guard?.throttle.blocked(guard.keys, now.getTime());
  if (!why) return null;
  guard!.onThrottled?.(why);
  failures?.record(box, 'other', now);
  return { accept: false, message: VOUCHER_REFUSALS.throttled, reason: 'throttled' };
}

/**
 * Whether a guest may log in on `box` with `code` (decision 022): a voucher of the box's partner, of the box's
 * realm when it names one, not revoked or expired, and for a single-user voucher the first device or that
 * same device again while time is left. An accepted first login marks the voucher used and records the MAC.
 * A voucher the portal gave away also spends the device's daily allowance (decision 044), and every refusal
 * spends from the guessing throttle.
 */
export async function authorizeGuest(
  database: Database,
  box: Box,
  attempt: LoginAttempt,
  options: AuthorizeOptions,
): Promise<Authorization> {
  const { now, interimInterval } = options;
  const refuse = (key: Refusal) => refuseLogin(box, key, options);
  const throttled = throttledLogin(box, options);
  if (throttled) return throttled;
  const code = normalizeVoucherCode(attempt.code);
  if (!isVoucherCode(code)) return refuse('unknown');
  let allowanceTaken = false;
  // Another pass when the first lost a race to another login of the same voucher, or took the allowance.
  for (let pass = 0; pass < 3; pass += 1) {
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
    if (row.portal_kind !== null && !allowanceTaken) {
      // A portal's free or open voucher: only the device holding today's allowance may claim it.
      const holder = await takeAllowance(database, {
        partnerId: box.partnerId,
        kind: row.portal_kind,
        clientMac: attempt.clientMac,
        now,
        voucherId: Number(row.id),
      });
      if (holder !== Number(row.id)) return refuse('allowanceUsed');
      allowanceTaken = true;
      continue;
    }
    // The voucher looked free before the statement but another login claimed it first: look again.
  }
  return refuse('used');
}
