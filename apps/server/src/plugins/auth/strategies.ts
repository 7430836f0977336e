import type { RouteAuth } from '../../types';
import { assistantCaller } from './assistant-caller';
import { dashboardUser } from './dashboard-user';
import { deviceKey } from './device';
import { guest } from './guest';
import { inboundMail } from './inbound-mail';
import { preOtpUser } from './pre-otp';
import { publicAccess } from './public';
import { signedInAnyRole } from './signed-in';
import type { AuthStrategy } from './strategy';
import { supportAgent } from './support-agent';
import { voucherAdmin } from './voucher-admin';

/** Every way a route may be called, by the name a route declares in `config.auth`. */
export const STRATEGIES: Record<RouteAuth, AuthStrategy> = {
  'dashboard-user': dashboardUser,
  'pre-otp': preOtpUser,
  'signed-in': signedInAnyRole,
  public: publicAccess,
  device: deviceKey,
  guest,
  'voucher-admin': voucherAdmin,
  'inbound-mail': inboundMail,
  assistant: assistantCaller,
  'support-agent': supportAgent,
};

/** The strategies whose caller is a partner's dashboard user: the roles, plans and tenant rules apply. */
export const SIGNS_IN_DASHBOARD_USER: ReadonlySet<RouteAuth> = new Set([
  'dashboard-user',
  'pre-otp',
  'signed-in',
  'voucher-admin',
]);
