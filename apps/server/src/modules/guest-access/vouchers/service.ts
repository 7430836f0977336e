import { and, eq, inArray, isNull } from 'drizzle-orm';
import { VOUCHER_SERVICE_TEXTS, isVoucherCode, normalizeVoucherCode } from '@ared/contract/vouchers';
import type { Db } from '../../../db/client';
import { hotspotSessions, vouchers } from '../schema';
import { HttpError, notFound } from '../../../lib/http-errors';
import { urlToken } from '../../../lib/secrets';
import type { AppDeps } from '../../../types';
import { type DisconnectTarget, disconnectGuests } from '../disconnect';
import { ownRealm } from '../../realms';
import { drawVoucherCodes } from './codes';
import { assertMayCreateVouchers } from './rules';
import { effectiveStatus } from './state';

const DAY_MS = 86_400_000;
/** Rounds of drawing for codes that clashed with the partner's existing ones (31^8 codes: a clash is rare). */
const DRAW_ROUNDS = 5;

export type VoucherCreation = {
  duration: number;
  multi_user: boolean;
  expiry_days: number;
  realm?: number | null | undefined;
  count: number;
};

/**
 * Creates `count` vouchers of one batch (a single create is a batch of one, so it can be printed the same
 * way). One multi-row INSERT … ON CONFLICT (partner_id, code) DO NOTHING per round: the codes that clashed
 * with an existing one (or a concurrent create's) are drawn again, up to DRAW_ROUNDS; what is still
 * missing is `failed`.
 */
export async function createVouchers(
  deps: AppDeps,
  partnerId: number,
  request: VoucherCreation,
  /** Set when the portal gives the voucher away by itself (decision 044). */
  portalKind: 'free' | 'open' | 'auto' | null = null,
): Promise<{ ids: number[]; failed: number; batchId: string }> {
  const db = deps.database.db;
  await assertMayCreateVouchers(db, deps, partnerId);
  if (request.realm !== undefined && request.realm !== null) await ownRealm(db, partnerId, request.realm);
  const now = deps.clock.now();
  const batchId = urlToken(9);
  const row = {
    partnerId,
    durationSeconds: request.duration,
    multiUser: request.multi_user,
    realmId: request.realm ?? null,
    batchId,
    createdAt: now,
    expiryDate: new Date(now.getTime() + request.expiry_days * DAY_MS),
    portalKind,
  };
  const ids: number[] = [];
  const tried = new Set<string>();
  for (let round = 0; round < DRAW_ROUNDS && ids.length < request.count; round += 1) {
    const codes = drawVoucherCodes(request.count - ids.length, tried);
    for (const code of codes) tried.add(code);
    const inserted = await db
      .insert(vouchers)
      .values(codes.map((code) => ({ ...row, code })))
      .onConflictDoNothing({ target: [vouchers.partnerId, vouchers.code] })
      .returning({ id: vouchers.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return { ids, failed: request.count - ids.length, batchId };
}

/**
 * Deletes a voucher nobody has logged in with: one the guest portal made for a device that another request
 * of the same device won (decision 032). A voucher with a login is never deleted.
 */
export async function discardUnusedVoucher(db: Db, partnerId: number, voucherId: number): Promise<void> {
  await db
    .delete(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.partnerId, partnerId), isNull(vouchers.firstUsedAt)));
}

const sessionTarget = {
  routerId: hotspotSessions.routerId,
  nasAddress: hotspotSessions.nasAddress,
  acctSessionId: hotspotSessions.acctSessionId,
  clientMac: hotspotSessions.clientMac,
  clientIp: hotspotSessions.clientIp,
  voucherCode: hotspotSessions.voucherCode,
};

/** How the dashboard ends a session: the RADIUS Acct-Terminate-Cause of an administrator's reset. */
const ADMIN_RESET = 'Admin-Reset';
const ended = (now: Date) => ({
  status: 'disconnected' as const,
  stopTime: now,
  terminateCause: ADMIN_RESET,
});

/**
 * Revokes one of the partner's vouchers by code (as typed: any case, spaces or dashes) and ends its connected
 * sessions, in one transaction; the boxes are told after it commits. Only while active (409 otherwise,
 * including an active voucher whose time or expiry date has passed); a code that is malformed or not the
 * partner's is 404.
 */
export async function revokeVoucher(deps: AppDeps, partnerId: number, typed: string): Promise<number> {
  const code = normalizeVoucherCode(typed);
  if (!isVoucherCode(code)) throw notFound();
  const now = deps.clock.now();
  const { id, targets } = await deps.database.db.transaction(async (tx) => {
    const [voucher] = await tx
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.partnerId, partnerId), eq(vouchers.code, code)))
      .for('update')
      .limit(1);
    if (!voucher) throw notFound();
    if (effectiveStatus(voucher, now) !== 'active')
      throw new HttpError(409, VOUCHER_SERVICE_TEXTS.revokeOnlyActive);
    return { id: voucher.id, targets: await revokeLocked(tx, [voucher.id], now) };
  });
  tellBoxes(deps, targets);
  return id;
}

/**
 * Marks vouchers the caller has locked (and checked active) revoked and ends their connected sessions, in
 * the caller's transaction: the one way a revoke changes rows, single or bulk. Answers the sessions whose
 * boxes must be told once the transaction commits.
 */
export async function revokeLocked(tx: Db, voucherIds: number[], now: Date): Promise<DisconnectTarget[]> {
  if (voucherIds.length === 0) return [];
  await tx
    .update(vouchers)
    .set({ status: 'revoked', revokedAt: now })
    .where(inArray(vouchers.id, voucherIds));
  return tx
    .update(hotspotSessions)
    .set(ended(now))
    .where(and(inArray(hotspotSessions.voucherId, voucherIds), eq(hotspotSessions.status, 'connected')))
    .returning(sessionTarget);
}

/** Ends one of the partner's connected sessions (409 once it has ended; another partner's id is 404). */
export async function terminateSession(deps: AppDeps, partnerId: number, sessionId: number): Promise<void> {
  const db = deps.database.db;
  const own = and(eq(hotspotSessions.partnerId, partnerId), eq(hotspotSessions.id, sessionId));
  const targets = await db
    .update(hotspotSessions)
    .set(ended(deps.clock.now()))
    .where(and(own, eq(hotspotSessions.status, 'connected')))
    .returning(sessionTarget);
  if (targets.length === 0) {
    const [exists] = await db.select({ id: hotspotSessions.id }).from(hotspotSessions).where(own).limit(1);
    throw exists ? new HttpError(409, VOUCHER_SERVICE_TEXTS.sessionEnded) : notFound();
  }
  tellBoxes(deps, targets);
}

/** A Disconnect-Request to each box, after the change is committed; the sender never throws or waits. */
export function tellBoxes(deps: AppDeps, targets: DisconnectTarget[]): void {
  if (targets.length > 0) disconnectGuests(deps, targets);
}
