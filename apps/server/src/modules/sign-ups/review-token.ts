import { keyedHash } from '../../lib/secrets';

/**
 * The review link's secret is random (32 bytes) and only its keyed hash is stored: a tampered or made-up
 * token matches no row, and a database leak does not give working links. The secret travels in the
 * link's fragment, which browsers never send to a server, so it is in no access log; the review page
 * posts it in a body.
 */
export const reviewTokenHash = (secret: string, token: string): string =>
  keyedHash(secret, `sign-up-review:${token}`);

export const REVIEW_PATH = '/signup/review';

export const reviewLink = (publicUrl: string, token: string): string => `${publicUrl}${REVIEW_PATH}#${token}`;
