import radius from 'radius';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeVoucherCode } from '@ared/contract/vouchers';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { type AccountingStatus, closeBoxSessions, toSessionWrite } from '../accounting';
import type { AccountingWriter } from '../accounting-writer';
import {
  type AuthorizeOptions,
  authorizeGuest,
  guessKeysOfBox,
  refuseLogin,
  throttledLogin,
} from '../authorize';
import type { GuessThrottle } from '../guess-throttle';
import type { LoginFailureCounter } from '../login-failures';
import { normalizeMac } from '../mac';
import type { Box, NasDirectory } from '../nas';
import { ATTR, TERMINATE_CAUSES, integerOf, ipv4Of, octetsOf, textOf } from './attributes';
import {
  chapMatches,
  decryptPapPassword,
  hasValidAccountingAuthenticator,
  hasValidMessageAuthenticator,
} from './authenticators';
import { bandwidthAttributes } from './bandwidth';
import { loadRadiusDictionaries } from './dictionary-wispr';
import type { BoxBudget } from '../token-buckets';
import { markMessageAuthenticatorSeen } from './nas-state';
import { accountingResponse } from './replies';
import { type RawAttribute, firstAttribute, readShape } from './packet-shape';
import type { ProblemLog } from './problems';

export type RadiusContext = {
  database: Database;
  nas: NasDirectory;
  writer: AccountingWriter;
  /** Where refused logins are counted (decision 038); absent in tests of the packets alone. */
  failures?: LoginFailureCounter;
  clock: Clock;
  log: FastifyBaseLogger;
  interimSeconds: number;
  /** Problems told once per box per minute, and each box's last one stored (decision 045). */
  problems: ProblemLog;
  /** Verified packets a box may have handled (decision 045). */
  budget: BoxBudget;
  /** Wrong codes per device and box (decision 044). */
  throttle: GuessThrottle;
};

const ACCESS_REQUEST = 1;
/** Reply-Message of an Access-Request without User-Name or Calling-Station-Id. */
export const LOGIN_NEEDS_USER_AND_DEVICE = 'Login failed: the network did not say who is logging in.';
const ACCOUNTING_REQUEST = 4;
const STATUS_TYPES: Record<number, AccountingStatus | 'on-off'> = {
  1: 'start',
  2: 'stop',
  3: 'interim',
  7: 'on-off',
  8: 'on-off',
};

type Verified = { box: Box & { secret: string }; attributes: RawAttribute[] };

const MESSAGE_AUTHENTICATOR = 80;

/**
 * A packet of `code` from a known box, with a secret, whose signature holds and that is within the box's
 * budget; else null, and the reason counted in the problem log (decision 045): per box when the packet names
 * a known box, per source address otherwise. Nothing here logs per packet: anyone can send them.
 *
 * An Access-Request's signature is its Message-Authenticator (RFC 3579 §3.2). Many boxes in the field send
 * PAP without one, so, as FreeRADIUS's `require_message_authenticator = auto`, a box may leave it out until
 * it has sent one; from then on, or when the partner set 'yes', a request without one is dropped.
 */
async function verified(
  ctx: RadiusContext,
  packet: Buffer,
  code: number,
  from: string,
  check: (packet: Buffer, length: number, attributes: RawAttribute[], secret: string) => boolean,
): Promise<Verified | null> {
  const shape = readShape(packet);
  if (!shape || packet[0] !== code) {
    ctx.problems.stranger(from);
    return null;
  }
  const serial = textOf(shape.attributes, ATTR.nasIdentifier);
  const cached = serial ? ctx.nas.cachedBySerial(serial) : null;
  const box = cached !== undefined ? cached : await ctx.nas.bySerial(serial!);
  if (!box || box.secret === null) {
    ctx.problems.stranger(from);
    return null;
  }
  const now = ctx.clock.now();
  if (!ctx.budget.has(box.routerId, now.getTime())) {
    ctx.problems.box(box, 'over_budget', now);
    return null;
  }
  if (!check(packet, shape.length, shape.attributes, box.secret)) {
    ctx.problems.box(box, 'bad_authenticator', now);
    return null;
  }
  if (code === ACCESS_REQUEST) {
    const signed = firstAttribute(shape.attributes, MESSAGE_AUTHENTICATOR) !== undefined;
    if (!signed && (box.messageAuthenticator === 'yes' || box.messageAuthenticatorSeen)) {
      ctx.problems.box(box, 'no_message_authenticator', now);
      return null;
    }
    if (signed && !box.messageAuthenticatorSeen) await markMessageAuthenticatorSeen(ctx.database, box, now);
  }
  if (!ctx.budget.take(box.routerId, now.getTime())) {
    ctx.problems.box(box, 'over_budget', now);
    return null;
  }
  return { box: box as Verified['box'], attributes: shape.attributes };
}

/** An Access-Request's signature when it carries a Message-Authenticator; without one, checked in verified(). */
const accessSignatureHolds = (packet: Buffer, length: number, attributes: RawAttribute[], secret: string) =>
  firstAttribute(attributes, MESSAGE_AUTHENTICATOR) === undefined ||
  hasValidMessageAuthenticator(packet, length, attributes, secret);

/** The library's view of a request, enough for it to sign the reply (Proxy-State, Message-Authenticator). */
const requestFor = (packet: Buffer, attributes: RawAttribute[]) => ({
  code: '',
  identifier: packet[1]!,
  length: packet.readUInt16BE(2),
  authenticator: Buffer.from(packet.subarray(4, 20)),
  attributes: firstAttribute(attributes, 80) ? { 'Message-Authenticator': true } : {},
  raw_attributes: attributes.map((a): [number, Buffer] => [a.type, Buffer.from(a.value)]),
});

/** Whether the password the box sends (PAP or CHAP) is the code again, as a voucher login sends it. */
function passwordIsCode(
  packet: Buffer,
  attributes: RawAttribute[],
  userName: string,
  secret: string,
): boolean {
  const pap = firstAttribute(attributes, ATTR.userPassword);
  if (pap) {
    const password = decryptPapPassword(pap, packet.subarray(4, 20), secret);
    return password !== null && normalizeVoucherCode(password) === normalizeVoucherCode(userName);
  }
  const chap = firstAttribute(attributes, ATTR.chapPassword);
  if (chap) {
    const challenge = firstAttribute(attributes, ATTR.chapChallenge) ?? packet.subarray(4, 20);
    return chapMatches(chap, challenge, userName);
  }
  return false;
}

/** An Access-Request: Access-Accept with the voucher's time and limits, Access-Reject with why, or no answer. */
export async function answerAccessRequest(
  ctx: RadiusContext,
  packet: Buffer,
  from: string,
): Promise<Buffer | null> {
  const request = await verified(ctx, packet, ACCESS_REQUEST, from, accessSignatureHolds);
  if (!request) return null;
  const { box, attributes } = request;
  const now = ctx.clock.now();
  loadRadiusDictionaries();
  const reply = (
    code: 'Access-Accept' | 'Access-Reject',
    replyAttributes: Parameters<typeof radius.encode>[0]['attributes'],
  ) =>
    radius.encode_response({
      packet: requestFor(packet, attributes),
      code,
      secret: box.secret,
      attributes: replyAttributes,
    });
  const userName = textOf(attributes, ATTR.userName);
  const clientMac = normalizeMac(textOf(attributes, ATTR.callingStationId));
  if (!userName || !clientMac) {
    // A box that names no user or no device gets a reason (RFC 2865 §4.1), not silence.
    ctx.problems.box(box, 'missing_attributes', now);
    return reply('Access-Reject', [['Reply-Message', LOGIN_NEEDS_USER_AND_DEVICE]]);
  }
  const options: AuthorizeOptions = {
    now,
    interimInterval: ctx.interimSeconds,
    failures: ctx.failures,
    guard: {
      throttle: ctx.throttle,
      keys: guessKeysOfBox(box, clientMac),
      onThrottled: () => ctx.problems.box(box, 'throttled', now),
    },
  };
  const throttled = throttledLogin(box, options);
  if (throttled) return reply('Access-Reject', [['Reply-Message', throttled.message]]);
  if (!passwordIsCode(packet, attributes, userName, box.secret)) {
    const refused = refuseLogin(box, 'unknown', options);
    return reply('Access-Reject', [['Reply-Message', refused.accept ? '' : refused.message]]);
  }
  const answer = await authorizeGuest(
    ctx.database,
    box,
    { code: userName, clientMac, clientIp: ipv4Of(attributes, ATTR.framedIpAddress) },
    options,
  );
  if (!answer.accept) return reply('Access-Reject', [['Reply-Message', answer.message]]);
  return reply('Access-Accept', [
    ['Session-Timeout', answer.sessionTimeout],
    ['Acct-Interim-Interval', answer.interimInterval],
    ...bandwidthAttributes(box.rateLimitFamily, { down: answer.bandwidthDown, up: answer.bandwidthUp }),
  ]);
}

/** An Accounting-Request: the session stored, then an Accounting-Response (RFC 2866: only once stored). */
export async function answerAccountingRequest(
  ctx: RadiusContext,
  packet: Buffer,
  from: string,
): Promise<Buffer | null> {
  const request = await verified(ctx, packet, ACCOUNTING_REQUEST, from, (p, length, _a, secret) =>
    hasValidAccountingAuthenticator(p, length, secret),
  );
  if (!request) return null;
  const { box, attributes } = request;
  const statusType = STATUS_TYPES[integerOf(attributes, ATTR.acctStatusType) ?? 0];
  const now = ctx.clock.now();
  if (statusType === 'on-off') await closeBoxSessions(ctx.database, box, now);
  else if (statusType) {
    const acctSessionId = textOf(attributes, ATTR.acctSessionId);
    const clientMac = normalizeMac(textOf(attributes, ATTR.callingStationId));
    if (!acctSessionId || acctSessionId.length > 128 || !clientMac) {
      ctx.problems.box(box, 'missing_attributes', now);
      return null;
    }
    const cause = integerOf(attributes, ATTR.acctTerminateCause);
    const write = toSessionWrite(
      box,
      {
        statusType,
        acctSessionId,
        code: textOf(attributes, ATTR.userName),
        clientMac,
        clientIp: ipv4Of(attributes, ATTR.framedIpAddress),
        sessionTime: integerOf(attributes, ATTR.acctSessionTime) ?? 0,
        bytesIn: octetsOf(attributes, ATTR.acctInputOctets, ATTR.acctInputGigawords),
        bytesOut: octetsOf(attributes, ATTR.acctOutputOctets, ATTR.acctOutputGigawords),
        terminateCause: cause === null ? null : (TERMINATE_CAUSES[cause] ?? `Cause-${cause}`),
        nasAddress: from,
      },
      now,
    );
    if (write.countersClamped) ctx.problems.box(box, 'clamped_counters', now);
    await ctx.writer.write(write);
  } else ctx.problems.box(box, 'malformed', now);
  return accountingResponse(packet, attributes, box.secret);
}
