import { and, eq, isNotNull } from 'drizzle-orm';
import radius from 'radius';
import type { AppDeps } from '../../types';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';
import { openBoxSecrets } from './box-secrets';
import { mbpsToBits } from './nas';
import {
  type RateLimitFamily,
  type SpeedLimits,
  bandwidthAttributes,
  rateLimitFamilyOf,
} from './radius/bandwidth';
import { type CoaOutcome, exchangeCoa } from './radius/coa-exchange';
import { loadRadiusDictionaries } from './radius/dictionary-wispr';
import { hotspotSessions, vouchers } from './schema';
import { remainingSeconds } from './vouchers/state';

/** What the boxes answered, counted by box (decision 063). */
export type SpeedChangeDelivery = {
  sessions: number;
  acknowledged: number;
  refused: number;
  unanswered: number;
};

/** How long the boxes have to answer a speed change; the partner's PATCH waits this long at most. */
export const COA_TIMEOUT_MS = 2000;

/** A live guest session on a box, and what its CoA-Request carries. */
export type SpeedChangeTarget = {
  acctSessionId: string;
  voucherCode: string | null;
  clientMac: string;
  clientIp: string | null;
  /** The voucher's time left: sent again, since a box may reset what a CoA does not name (decision 063). */
  sessionTimeout: number | null;
  family: RateLimitFamily;
};

/**
 * The CoA-Request (RFC 5176 §3.2) that gives one session the partner's new limits. It names the session as
 * the Disconnect-Request does (User-Name, which CoovaChilli requires, Acct-Session-Id, Calling-Station-Id)
 * and carries the session's whole authorization again: CoovaChilli applies a CoA like a new Access-Accept,
 * so a time limit or interim interval left out would be dropped.
 */
export function speedChangePacket(
  target: SpeedChangeTarget,
  limits: SpeedLimits,
  {
    secret,
    identifier,
    interimSeconds,
    now,
  }: { secret: string; identifier: number; interimSeconds: number; now: Date },
): Buffer {
  loadRadiusDictionaries();
  return radius.encode({
    code: 'CoA-Request',
    identifier,
    secret,
    attributes: [
      ...(target.voucherCode ? [['User-Name', target.voucherCode] as [string, string]] : []),
      ['Acct-Session-Id', target.acctSessionId],
      ['Calling-Station-Id', target.clientMac],
      ...(target.clientIp ? [['Framed-IP-Address', target.clientIp] as [string, string]] : []),
      ['Event-Timestamp', now],
      ...(target.sessionTimeout !== null
        ? [['Session-Timeout', target.sessionTimeout] as [string, number]]
        : []),
      ['Acct-Interim-Interval', interimSeconds],
      ...bandwidthAttributes(target.family, limits, { explicitUnlimited: true }),
    ],
  });
}

/**
 * Tells every box with live guest sessions of the partner its new speed limits, one CoA-Request per session
 * at the box's last known address and `RADIUS_COA_PORT`, and counts what the boxes answered. A box that
 * refuses (CoA-NAK) or does not answer keeps the old limit for those guests until they log in again; the
 * next Access-Accept carries the new one. Sessions known only through the HTTPS hotspot calls have no
 * address to send to and are not counted: their box reads the limits at each login.
 */
export async function tellBoxesNewSpeedLimits(
  deps: AppDeps,
  partnerId: number,
  timeoutMs = COA_TIMEOUT_MS,
): Promise<SpeedChangeDelivery> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const [partner] = await db
    .select({ down: partners.internetDownloadSpeed, up: partners.internetUploadSpeed })
    .from(partners)
    .where(eq(partners.id, partnerId));
  const limits = { down: mbpsToBits(partner?.down ?? null), up: mbpsToBits(partner?.up ?? null) };
  const sessions = await db
    .select({
      routerId: hotspotSessions.routerId,
      nasAddress: hotspotSessions.nasAddress,
      acctSessionId: hotspotSessions.acctSessionId,
      voucherCode: hotspotSessions.voucherCode,
      clientMac: hotspotSessions.clientMac,
      clientIp: hotspotSessions.clientIp,
      model: routers.modelNumber,
      voucherStatus: vouchers.status,
      durationSeconds: vouchers.durationSeconds,
      expiryDate: vouchers.expiryDate,
      firstUsedAt: vouchers.firstUsedAt,
    })
    .from(hotspotSessions)
    .innerJoin(routers, eq(routers.id, hotspotSessions.routerId))
    .leftJoin(vouchers, eq(vouchers.id, hotspotSessions.voucherId))
    .where(
      and(
        eq(hotspotSessions.partnerId, partnerId),
        // A box given up or moved to another partner keeps its sessions' rows: it is not told.
        eq(routers.partnerId, partnerId),
        eq(hotspotSessions.status, 'connected'),
        isNotNull(hotspotSessions.nasAddress),
      ),
    );
  const secrets = await openBoxSecrets(
    deps,
    sessions.map((s) => s.routerId),
  );
  const sendable = sessions.filter((s) => secrets.has(s.routerId));
  const outcomes = await exchangeCoa(
    sendable.map((s) => {
      const secret = secrets.get(s.routerId)!;
      const target: SpeedChangeTarget = {
        ...s,
        sessionTimeout:
          s.voucherStatus && s.durationSeconds !== null && s.expiryDate
            ? remainingSeconds(
                {
                  status: s.voucherStatus,
                  durationSeconds: s.durationSeconds,
                  expiryDate: s.expiryDate,
                  firstUsedAt: s.firstUsedAt,
                },
                now,
              )
            : null,
        family: rateLimitFamilyOf(s.model),
      };
      const interimSeconds = deps.config.radius.interimSeconds;
      return {
        address: s.nasAddress!,
        secret,
        packet: (identifier: number) =>
          speedChangePacket(target, limits, { secret, identifier, interimSeconds, now }),
      };
    }),
    deps.config.radius.coaPort,
    timeoutMs,
  );
  return countByBox(
    sendable.map((s) => s.routerId),
    outcomes,
  );
}

/** A box refused if it refused any session, went unanswered if it left any unanswered, else acknowledged. */
function countByBox(routerIds: number[], outcomes: CoaOutcome[]): SpeedChangeDelivery {
  const boxes = new Map<number, CoaOutcome>();
  const rank: Record<CoaOutcome, number> = { acknowledged: 0, unanswered: 1, refused: 2 };
  routerIds.forEach((id, i) => {
    const outcome = outcomes[i]!;
    const before = boxes.get(id);
    if (!before || rank[outcome] > rank[before]) boxes.set(id, outcome);
  });
  const delivery = { sessions: routerIds.length, acknowledged: 0, refused: 0, unanswered: 0 };
  for (const outcome of boxes.values()) delivery[outcome] += 1;
  return delivery;
}
