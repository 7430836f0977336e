import type { AppDeps } from '../../types';
import { partnerPaymentProvider } from '../mobile-money';
import { payLinkPath, payLinkToken } from './momo-link';

/**
 * The full pay link a billing's mail carries (decision 078), or null when the partner has no mobile-money
 * provider: then the mail says nothing of it, as before issue 32.
 */
export const payLinkOf =
  (deps: AppDeps) =>
  async (partnerId: number, billingId: number): Promise<string | null> =>
    (await partnerPaymentProvider(deps, partnerId))
      ? `${deps.config.publicUrl}${payLinkPath(payLinkToken(deps.config.jwtSecret, billingId, deps.clock.now()))}`
      : null;
