import type { TSession, TVoucher, TVoucherPagination } from '@ared/contract/vouchers';
import type { hotspotSessions, vouchers } from '../schema';
import type { Page } from '../../../lib/list/page';
import { effectiveStatus, remainingSeconds } from './state';

export type VoucherRow = { voucher: typeof vouchers.$inferSelect; realmName: string | null };

/** A voucher as every call shows it: its state and time left at `now` (decision 022), not the stored ones. */
export function toVoucher({ voucher: v, realmName }: VoucherRow, now: Date): TVoucher {
  return {
    code: v.code,
    status: effectiveStatus(v, now),
    duration: v.durationSeconds,
    multi_user: v.multiUser,
    created_at: v.createdAt.toISOString(),
    expiry_date: v.expiryDate.toISOString(),
    used_by: v.usedBy,
    first_used_at: v.firstUsedAt?.toISOString() ?? null,
    remaining_time: remainingSeconds(v, now),
    realm: v.realmId !== null && realmName !== null ? { id: v.realmId, name: realmName } : null,
    batch_id: v.batchId,
  };
}

/** What a session row is read with: its box's serial and its voucher's clock (null when it had none). */
export type SessionRow = {
  session: typeof hotspotSessions.$inferSelect;
  serialNumber: string;
  voucher: Pick<
    typeof vouchers.$inferSelect,
    'status' | 'durationSeconds' | 'expiryDate' | 'firstUsedAt'
  > | null;
};

/** A session; its remaining time is its voucher's (a session has no time of its own). */
export function toSession({ session: s, serialNumber, voucher }: SessionRow, now: Date): TSession {
  return {
    id: s.id,
    client_ip: s.clientIp,
    client_mac: s.clientMac,
    status: s.status,
    session_type: s.sessionType,
    start_time: s.startTime.toISOString(),
    stop_time: s.stopTime?.toISOString() ?? null,
    duration: s.durationSeconds,
    remaining_time: voucher ? remainingSeconds(voucher, now) : 0,
    voucher_code: s.voucherCode,
    bytes_in: s.bytesIn,
    bytes_out: s.bytesOut,
    router: { id: s.routerId, serial_number: serialNumber },
  };
}

/**
 * The voucher service's page shape (part 2 §4) from the helper's Django REST page: the rows under their
 * list's name and {total_count, total_pages, current_page, limit}. An empty list has one (empty) page, so
 * the page reads 'Page 1 of 1'.
 */
export function servicePage<T, K extends 'vouchers' | 'sessions'>(
  key: K,
  page: Page<T>,
  { current, limit }: { current: number; limit: number },
): Record<K, T[]> & { pagination: TVoucherPagination } {
  const pagination = {
    total_count: page.count,
    total_pages: Math.max(1, Math.ceil(page.count / limit)),
    current_page: current,
    limit,
  };
  return { [key]: page.results, pagination } as Record<K, T[]> & { pagination: TVoucherPagination };
}
