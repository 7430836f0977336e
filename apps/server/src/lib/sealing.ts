import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must be able to read back (a box's RADIUS secret, a partner's mobile-money
 * credentials) cannot be stored as hashes: they are sealed with AES-256-GCM under a key derived
 * (HKDF-SHA256) from the server's JWT secret, one key per purpose, so a copy of the database alone does not
 * reveal them (decisions 023, 077). The sealed text is `v1.<iv>.<tag>.<body>`, base64url parts.
 */

const VERSION = 'v1';

/** What a key is derived for: its HKDF salt and info, fixed per purpose (changing them loses every sealed value). */
export type SealingPurpose = { salt: string; info: string };

const sealingKey = (serverSecret: string, purpose: SealingPurpose): Buffer =>
  Buffer.from(hkdfSync('sha256', serverSecret, purpose.salt, purpose.info, 32));

export function sealText(serverSecret: string, purpose: SealingPurpose, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** The text, or null when it was not sealed with this server's key for this purpose (or was altered). */
export function openText(serverSecret: string, purpose: SealingPurpose, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKey(serverSecret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
