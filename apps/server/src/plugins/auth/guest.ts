import type { AuthStrategy } from './strategy';

/**
 * A visitor of a public captive portal (the portal issue): may be anonymous and never carries a dashboard
 * token, so a dashboard user's bearer header is not read here and grants nothing. The portal's own guest
 * session (voucher, phone) will be resolved by this strategy when it exists.
 */
export const guest: AuthStrategy = async (_app, request) => {
  request.user = null;
};
