import radius from 'radius';
import type { FastifyBaseLogger } from 'fastify';
import { VOUCHER_REFUSALS, normalizeVoucherCode } from '@ared/contract/vouchers';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { type AccountingStatus, closeBoxSessions, toSessionWrite } from '../accounting';
import type { AccountingWriter } from '../accounting-writer';
import { authorizeGuest } from '../authorize';
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
import { loadRadiusDictionaries, WISPR_VENDOR_ID } from './dictionary-wispr';
import { type RawAttribute, firstAttribute, readShape } from './packet-shape';

export type RadiusContext = {
  database: Database;
  nas: NasDirectory;
  writer: AccountingWriter;
  /** Where refused logins are counted (decision 038); absent in tests of the packets alone. */
  failures?: LoginFailureCounter;
  clock: Clock;
  log: FastifyBaseLogger;
  interimSeconds: number;
};

const ACCESS_REQUEST = 1;
const ACCOUNTING_REQUEST = 4;
const STATUS_TYPES: Record<number, AccountingStatus | 'on-off'> = {
  1: 'start',
  2: 'stop',
  3: 'interim',
  7: 'on-off',
  8: 'on-off',
};

type Verified = { box: Box & { secret: string }; attributes: RawAttribute[] };

/**
 * A packet of `code` from a known box, with a secret, whose signature holds; else null (and a log line
 * that names the box and the reason, never the secret). Malformed packets and unknown boxes are debug
 * lines: anyone can send them. A known box failing the check is a warning: its secret is probably wrong.
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
    ctx.log.debug({ from }, 'RADIUS packet dropped: malformed or unexpected code');
    return null;
  }
  const serial = textOf(shape.attributes, ATTR.nasIdentifier);
  const box = serial ? await ctx.nas.bySerial(serial) : null;
  if (!box || box.secret === null) {
    ctx.log.debug(
      { from, nas: serial?.slice(0, 64) },
      'RADIUS packet dropped: unknown NAS or no secret issued',
    );
    return null;
  }
  if (!check(packet, shape.length, shape.attributes, box.secret)) {
    ctx.log.warn(
      { from, nas: box.serial },
      'RADIUS packet dropped: authenticator does not verify (wrong secret?)',
    );
    return null;
  }
  return { box: box as Verified['box'], attributes: shape.attributes };
}

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
  const request = await verified(ctx, packet, ACCESS_REQUEST, from, hasValidMessageAuthenticator);
  if (!request) return null;
  const { box, attributes } = request;
  const userName = textOf(attributes, ATTR.userName);
  const clientMac = normalizeMac(textOf(attributes, ATTR.callingStationId));
  if (!userName || !clientMac) {
    ctx.log.warn(
      { from, nas: box.serial },
      'RADIUS Access-Request dropped: no User-Name or no MAC in Calling-Station-Id',
    );
    return null;
  }
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
  if (!passwordIsCode(packet, attributes, userName, box.secret)) {
    ctx.failures?.record(box, 'unknown', ctx.clock.now());
    return reply('Access-Reject', [['Reply-Message', VOUCHER_REFUSALS.unknown]]);
  }
  const answer = await authorizeGuest(
    ctx.database,
    box,
    { code: userName, clientMac, clientIp: ipv4Of(attributes, ATTR.framedIpAddress) },
    { now: ctx.clock.now(), interimInterval: ctx.interimSeconds, failures: ctx.failures },
  );
  if (!answer.accept) return reply('Access-Reject', [['Reply-Message', answer.message]]);
  const wispr: [string, number][] = [];
  if (answer.bandwidthDown !== null) wispr.push(['WISPr-Bandwidth-Max-Down', answer.bandwidthDown]);
  if (answer.bandwidthUp !== null) wispr.push(['WISPr-Bandwidth-Max-Up', answer.bandwidthUp]);
  return reply('Access-Accept', [
    ['Session-Timeout', answer.sessionTimeout],
    ['Acct-Interim-Interval', answer.interimInterval],
    ...(wispr.length > 0
      ? [['Vendor-Specific', WISPR_VENDOR_ID, wispr] as [string, number, [string, number][]]]
      : []),
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
      ctx.log.warn(
        { from, nas: box.serial },
        'RADIUS Accounting-Request dropped: no Acct-Session-Id or no MAC',
      );
      return null;
    }
    const cause = integerOf(attributes, ATTR.acctTerminateCause);
    await ctx.writer.write(
      toSessionWrite(
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
      ),
    );
  }
  loadRadiusDictionaries();
  return radius.encode_response({
    packet: requestFor(packet, attributes),
    code: 'Accounting-Response',
    secret: box.secret,
  });
}
