import { createHash } from 'node:crypto';
import { normalizeMac } from '../guest-access';

/**
 * The CoovaChilli UAM hand-off (issue 12 §2, decision 032). A Chilli box sends an unauthenticated guest to
 * the portal with `res, uamip, uamport, challenge, mac, ip, nasid, userurl` (and `md` when it has a UAM
 * secret). The portal answers a code by sending the guest to `http://uamip:uamport/logon` with the code and
 * the CHAP response to the challenge; the box then asks RADIUS with CHAP-Password and CHAP-Challenge.
 */
export type Uam = {
  /** The box's address in canonical dotted decimal (boxAddress). */
  uamip: string;
  uamport: number;
  /** The box's challenge, 16 bytes as 32 hex digits. */
  challenge: string;
  /** The guest's MAC, normalised (aa:bb:cc:dd:ee:ff). */
  mac: string;
  ip: string | null;
  userurl: string | null;
};

/** The `res` values a Chilli box sends the guest back with. */
export type UamResult = 'notyet' | 'success' | 'already' | 'failed' | 'logoff';
const RESULTS: readonly string[] = ['notyet', 'success', 'already', 'failed', 'logoff'];

const UAM_KEYS = ['uamip', 'uamport', 'challenge', 'mac', 'ip', 'userurl'] as const;

/** An octet as a browser keeps it: 0, or 1-255 without a leading zero (`010` would be octal). */
const OCTET = '(0|[1-9][0-9]{0,2})';
const CANONICAL_IPV4 = new RegExp(`^${OCTET}\\.${OCTET}\\.${OCTET}\\.${OCTET}$`);

/**
 * The four octets of an IPv4 address written in its one canonical form (dotted decimal, no leading zeros),
 * else null. Browsers read other forms their own way (WHATWG URL: `010.8.8.8` is 8.8.8.8 in octal,
 * `0x0a.0.0.1` is hex, `10.1` is 10.0.0.1), so a check that read them as decimal would approve one host
 * while the guest's browser, and the code in the URL, went to another.
 */
export function canonicalIpv4(address: string): number[] | null {
  const octets = CANONICAL_IPV4.exec(address)?.slice(1).map(Number);
  return octets && octets.every((octet) => octet <= 255) ? octets : null;
}

/**
 * A box's own address, written canonically, as the logon URL names it; else null. A box's address is private
 * (RFC 1918), carrier-grade NAT, link-local or loopback: a logon URL anywhere else would hand the guest's
 * code to a host that is not a box on the guest's network.
 */
export function boxAddress(address: string): string | null {
  const octets = canonicalIpv4(address);
  if (!octets) return null;
  const [a = 0, b = 0] = octets;
  const isBox =
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254);
  // Rebuilt from the octets: the URL names exactly the host checked.
  return isBox ? octets.join('.') : null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Where to send the guest after login: only a plain http(s) address, else nowhere. */
export function safeUserUrl(value: string | undefined): string | null {
  if (!value || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type UamParse = { kind: 'none' } | { kind: 'forged' } | { kind: 'uam'; uam: Uam };

/**
 * The UAM parameters of a request: none (the guest came straight to the portal), or all of them valid, or
 * forged (some given, one of them wrong: a made-up or non-canonical box address, a challenge that is not 16
 * bytes, a MAC that is not one, a nasid naming another box). A forged hand-off is refused whole, never half
 * used.
 */
export function parseUam(query: Record<string, unknown>, serial: string): UamParse {
  const given = UAM_KEYS.some((key) => query[key] !== undefined);
  if (!given) return { kind: 'none' };
  const uamip = text(query.uamip);
  const box = uamip === undefined ? null : boxAddress(uamip);
  const port = text(query.uamport);
  const challenge = text(query.challenge);
  const mac = normalizeMac(text(query.mac) ?? '');
  const nasid = query.nasid;
  const ip = text(query.ip);
  const portNumber = port && /^\d{1,5}$/.test(port) ? Number(port) : 0;
  const valid =
    box !== null &&
    portNumber >= 1 &&
    portNumber <= 65535 &&
    challenge !== undefined &&
    /^[0-9a-fA-F]{32}$/.test(challenge) &&
    mac !== null &&
    (nasid === undefined || nasid === serial) &&
    (ip === undefined || canonicalIpv4(ip) !== null);
  if (!valid) return { kind: 'forged' };
  return {
    kind: 'uam',
    uam: {
      uamip: box,
      uamport: portNumber,
      challenge: challenge.toLowerCase(),
      mac,
      ip: ip ?? null,
      userurl: safeUserUrl(text(query.userurl)),
    },
  };
}

/** The box's result when it sent the guest back, or null for a first visit. */
export function uamResult(query: Record<string, unknown>): UamResult | null {
  const res = text(query.res);
  return res && RESULTS.includes(res) ? (res as UamResult) : null;
}

const md5 = (...parts: (Buffer | string)[]) => {
  const hash = createHash('md5');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/**
 * The CHAP response a Chilli box expects for `password` (CoovaChilli's hotspotlogin): with a UAM secret
 * the challenge is first MD5(challenge ‖ secret), then the response is MD5(0x00 ‖ password ‖ challenge).
 * RADIUS then checks the same MD5 against CHAP-Challenge (RFC 2865 §5.3).
 */
export function chapResponse(challengeHex: string, password: string, uamSecret: string | null): string {
  const raw = Buffer.from(challengeHex, 'hex');
  const challenge = uamSecret ? md5(raw, uamSecret) : raw;
  return md5(Buffer.from([0]), password, challenge).toString('hex');
}

/** The box's logon address for a code: the box finishes the login with RADIUS and sends the guest back. */
export function logonUrl(uam: Uam, code: string, uamSecret: string | null): string {
  const query = new URLSearchParams({
    username: code,
    response: chapResponse(uam.challenge, code, uamSecret),
  });
  if (uam.userurl) query.set('userurl', uam.userurl);
  return `http://${uam.uamip}:${uam.uamport}/logon?${query.toString()}`;
}

/** The hidden form fields that carry the hand-off from one portal step to the next. */
export function uamFields(uam: Uam): Record<string, string> {
  return {
    uamip: uam.uamip,
    uamport: String(uam.uamport),
    challenge: uam.challenge,
    mac: uam.mac,
    ...(uam.ip && { ip: uam.ip }),
    ...(uam.userurl && { userurl: uam.userurl }),
  };
}

/** The box's own address: the one origin besides ours a portal page's form may be sent to (its CSP form-action). */
export const boxOrigin = (uam: Uam | null): string | null =>
  uam ? `http://${uam.uamip}:${uam.uamport}` : null;
