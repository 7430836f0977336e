import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  VOUCHER_BULK_REVOKE_TEXTS,
  VOUCHER_SERVICE_TEXTS,
  type TVoucherBulkRevokeResponse,
  isVoucherCode,
  normalizeVoucherCode,
} from '@ared/contract/vouchers';
import type { AppDeps } from '../../../types';
import { vouchers } from '../schema';
import { revokeLocked, tellBoxes } from './service';
import { effectiveStatus } from './state';

type Skipped = TVoucherBulkRevokeResponse['skipped'][number];

/**
 * Revokes those of the codes that are the partner's active vouchers, in one transaction, by the single
 * revoke's rule (effectively active: decision 022) and its writer (`revokeLocked`, which ends their
 * sessions); the boxes are told after the commit. The rows are locked in id order, so two bulk revokes
 * sharing vouchers queue instead of deadlocking, and the second sees the first's `revoked`: each voucher is
 * revoked once. Another partner's code is never read: it is skipped as not found, like an unknown one.
 */
export async function revokeVouchers(
  deps: AppDeps,
  partnerId: number,
  typed: string[],
): Promise<TVoucherBulkRevokeResponse> {
  const codes = [...new Set(typed.map(normalizeVoucherCode))];
  const wellFormed = codes.filter(isVoucherCode);
  const now = deps.clock.now();
  const { found, revoked, targets } = await deps.database.db.transaction(async (tx) => {
    const rows =
      wellFormed.length === 0
        ? []
        : await tx
            .select()
            .from(vouchers)
            .where(and(eq(vouchers.partnerId, partnerId), inArray(vouchers.code, wellFormed)))
            .orderBy(asc(vouchers.id))
            .for('update');
    const active = rows.filter((v) => effectiveStatus(v, now) === 'active');
    const ends = await revokeLocked(
      tx,
      active.map((v) => v.id),
      now,
    );
    return {
      found: new Set(rows.map((v) => v.code)),
      revoked: new Set(active.map((v) => v.code)),
      targets: ends,
    };
  });
  tellBoxes(deps, targets);
  return {
    revoked_count: revoked.size,
    revoked: codes.filter((c) => revoked.has(c)),
    skipped: codes.filter((c) => !revoked.has(c)).map((c) => skipOf(c, found.has(c))),
  };
}

const skipOf = (code: string, isFound: boolean): Skipped =>
  isFound
    ? { code, reason: 'not_active', detail: VOUCHER_SERVICE_TEXTS.revokeOnlyActive }
    : { code, reason: 'not_found', detail: VOUCHER_BULK_REVOKE_TEXTS.notFound };
