import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'ared_dk_';

/** A new device key and the hash stored for it. The key is shown once; only the hash is kept. */
export function generateDeviceKey(): { key: string; hash: string } {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key) };
}

/** Keys are 256 random bits, so a plain SHA-256 is enough: there is nothing to guess or brute-force. */
export const hashDeviceKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const looksLikeDeviceKey = (key: string): boolean =>
  key.startsWith(PREFIX) && key.length > PREFIX.length + 30 && key.length < 100;

/** The key of `Authorization: Device <key>`, when the header has that form and the key looks like one. */
export function readDeviceKey(authorization: string | undefined): string | null {
  const key = authorization?.match(/^Device\s+(\S+)$/)?.[1];
  return key && looksLikeDeviceKey(key) ? key : null;
}
