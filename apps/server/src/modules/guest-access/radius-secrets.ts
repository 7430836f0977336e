import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * RADIUS shared secrets. RADIUS needs the secret itself to check and sign packets, so unlike a device key it
 * cannot be stored as a hash: it is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's JWT secret, so a copy of the database alone does not reveal it (decision 023).
 */

const VERSION = 'v1';

const sealingKey = (serverSecret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'ared-radius', 'radius shared secret sealing v1', 32));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 32;

/**
 * A new shared secret: 32 letters and digits from a cryptographic source (about 190 bits). Letters and digits
 * only: a secret starting with '-' is read as an option by radclient and other command-line NAS tools, and
 * some box configs treat '-' and '_' specially.
 */
export function generateRadiusSecret(): string {
  let secret = '';
  while (secret.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && secret.length < SECRET_LENGTH) secret += ALPHABET[byte % 62];
    }
  }
  return secret;
}

export function sealRadiusSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The secret, or null when the sealed text was not made with this server's key (or was altered). */
export function openRadiusSecret(serverSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
