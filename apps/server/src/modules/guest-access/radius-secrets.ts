import { randomBytes } from 'node:crypto';
import { type SealingPurpose, openText, sealText } from '../../lib/sealing';

/**
 * RADIUS shared secrets. RADIUS needs the secret itself to check and sign packets, so unlike a device key it
 * cannot be stored as a hash: it is sealed (lib/sealing.ts) under a key derived from the server's JWT secret,
 * so a copy of the database alone does not reveal it (decision 023).
 */

const RADIUS_SEALING: SealingPurpose = { salt: 'ared-radius', info: 'radius shared secret sealing v1' };

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

export const sealRadiusSecret = (serverSecret: string, secret: string): string =>
  sealText(serverSecret, RADIUS_SEALING, secret);

/** The secret, or null when the sealed text was not made with this server's key (or was altered). */
export const openRadiusSecret = (serverSecret: string, sealed: string): string | null =>
  openText(serverSecret, RADIUS_SEALING, sealed);
