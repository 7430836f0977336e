import { createHash, createHmac, hash, timingSafeEqual } from 'node:crypto';
import { HEADER_LENGTH, type RawAttribute } from './packet-shape';

/**
 * The checks that prove a packet comes from a box holding the shared secret. Written here on Node's crypto
 * with constant-time comparisons: the `radius` package compares digests as UTF-8 strings, which is neither
 * constant-time nor exact for arbitrary bytes (decision 023).
 */

const MESSAGE_AUTHENTICATOR = 80;
const AUTHENTICATOR_AT = 4;

const same = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/**
 * Message-Authenticator (RFC 3579 §3.2): HMAC-MD5 over the packet with the attribute's value zeroed; false
 * unless there is exactly one and it verifies. Whether an Access-Request must carry one is its box's
 * policy (decision 045: FreeRADIUS's `auto`, or `yes`); it is the BlastRADIUS mitigation, without which a
 * forged Access-Accept can be built by MD5 collision.
 */
export function hasValidMessageAuthenticator(
  packet: Buffer,
  length: number,
  attributes: RawAttribute[],
  secret: string,
): boolean {
  const found = attributes.filter((a) => a.type === MESSAGE_AUTHENTICATOR);
  if (found.length !== 1) return false;
  const received = Buffer.from(found[0]!.value);
  const copy = Buffer.from(packet.subarray(0, length));
  copy.fill(
    0,
    found[0]!.value.byteOffset - packet.byteOffset,
    found[0]!.value.byteOffset - packet.byteOffset + 16,
  );
  return same(createHmac('md5', secret).update(copy).digest(), received);
}

/**
 * Where a packet and its secret are laid side by side to be hashed in one call: every accounting packet is
 * hashed twice (its authenticator checked, its reply signed), and a one-shot digest over one buffer costs
 * less than half of a Hash object fed piece by piece. Used synchronously only, so one buffer serves all.
 */
const scratch = Buffer.allocUnsafeSlow(4096 + 1024);

/**
 * MD5 of `bytes` with its authenticator field (bytes 4–19) read as 16 zero octets when `zeroAuthenticator`,
 * followed by `secret`.
 */
export function md5WithSecret(bytes: Buffer, secret: string, zeroAuthenticator = false): Buffer {
  if (bytes.length + Buffer.byteLength(secret) > scratch.length) {
    const copy = Buffer.from(bytes);
    if (zeroAuthenticator) copy.fill(0, AUTHENTICATOR_AT, HEADER_LENGTH);
    return createHash('md5').update(copy).update(secret).digest();
  }
  bytes.copy(scratch, 0);
  if (zeroAuthenticator) scratch.fill(0, AUTHENTICATOR_AT, HEADER_LENGTH);
  const end = bytes.length + scratch.write(secret, bytes.length, 'utf8');
  return hash('md5', scratch.subarray(0, end), 'buffer') as unknown as Buffer;
}

/** Accounting-Request authenticator (RFC 2866 §3): MD5(code‖id‖length‖16 zero octets‖attributes‖secret). */
export function hasValidAccountingAuthenticator(packet: Buffer, length: number, secret: string): boolean {
  const expected = md5WithSecret(packet.subarray(0, length), secret, true);
  return same(expected, packet.subarray(AUTHENTICATOR_AT, HEADER_LENGTH));
}

/** User-Password (RFC 2865 §5.2): the PAP password, or null when it is not text. */
export function decryptPapPassword(
  hidden: Buffer,
  requestAuthenticator: Buffer,
  secret: string,
): string | null {
  const clear = Buffer.alloc(hidden.length);
  let previous = requestAuthenticator;
  for (let at = 0; at < hidden.length; at += 16) {
    const pad = createHash('md5').update(secret).update(previous).digest();
    for (let i = 0; i < 16; i += 1) clear[at + i] = hidden[at + i]! ^ pad[i]!;
    previous = hidden.subarray(at, at + 16);
  }
  const end = clear.indexOf(0);
  const text = clear.subarray(0, end === -1 ? clear.length : end);
  return text.length > 0 ? text.toString('utf8') : null;
}

/** CHAP (RFC 1994, RFC 2865 §5.3): MD5(ident‖password‖challenge) equals the box's CHAP-Password response. */
export function chapMatches(chapPassword: Buffer, challenge: Buffer, password: string): boolean {
  const expected = createHash('md5')
    .update(chapPassword.subarray(0, 1))
    .update(password, 'utf8')
    .update(challenge)
    .digest();
  return same(expected, Buffer.from(chapPassword.subarray(1, 17)));
}
