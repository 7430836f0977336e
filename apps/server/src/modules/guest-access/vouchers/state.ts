import type { TVoucherStatus } from '@ared/contract/vouchers';

/** What the state rules read of a voucher (decision 022). */
export type VoucherClock = {
  status: TVoucherStatus;
  durationSeconds: number;
  expiryDate: Date;
  firstUsedAt: Date | null;
};

/** Seconds of access left at `now`: the whole duration until first used; 0 once ended. */
export function remainingSeconds(voucher: VoucherClock, now: Date): number {
  if (voucher.status === 'expired' || voucher.status === 'revoked') return 0;
  if (!voucher.firstUsedAt) return voucher.expiryDate <= now ? 0 : voucher.durationSeconds;
  const used = Math.floor((now.getTime() - voucher.firstUsedAt.getTime()) / 1000);
  return Math.max(0, voucher.durationSeconds - Math.max(0, used));
}

/**
 * The state a reader should see at `now`: the stored one, except that an active or used voucher whose time
 * is up, or an active one never used before its expiry date, is expired (the sweep stores it later).
 */
export function effectiveStatus(voucher: VoucherClock, now: Date): TVoucherStatus {
  if (voucher.status === 'expired' || voucher.status === 'revoked') return voucher.status;
  return remainingSeconds(voucher, now) === 0 ? 'expired' : voucher.status;
}
