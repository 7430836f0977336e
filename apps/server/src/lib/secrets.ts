import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Keyed hash for short secrets (OTP codes, reset tokens) so a database leak does not reveal them. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const sixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

export const urlToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether a request's `Authorization: Bearer …` carries `secret`. Compared as digests in constant time, so
 * neither the length nor a prefix of the secret leaks.
 */
export function bearerMatches(authorization: string | undefined, secret: string): boolean {
  const given = authorization?.match(/^Bearer\s+(\S+)$/)?.[1];
  return given !== undefined && timingSafeEqual(digestOf(given), digestOf(secret));
}
