import type { Db } from '../../db/client';
import { RATE_RULES, type RateRule, hitRateLimit, refundRateLimit } from '../../lib/rate-limit';

/**
 * Counts a sign-in attempt as a failure before the password is checked, and takes it back when the
 * password was right: only failures stay counted, and parallel guesses are all counted while in flight.
 * Refused (429) once one address has failed too often on any account, on this account, or once the account
 * has failed too often from all addresses together (decision 013).
 */
export async function countSignInAttempt(
  db: Db,
  { account, address }: { account: string; address: string },
): Promise<{ refund: () => Promise<void> }> {
  const now = new Date();
  const counted: [RateRule, string][] = [
    [RATE_RULES.loginFailuresPerAddress, address],
    [RATE_RULES.loginFailuresPerAccountAndAddress, `${account}|${address}`],
    [RATE_RULES.loginFailuresPerAccount, account],
  ];
  // In this order: an address refused for this account adds nothing to the account's own ceiling.
  for (const [rule, key] of counted) await hitRateLimit(db, rule, key, now);
  return {
    refund: async () => {
      for (const [rule, key] of counted) await refundRateLimit(db, rule, key, now);
    },
  };
}
