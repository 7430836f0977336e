import type { AuthStrategy } from './strategy';
import { dashboardUser } from './dashboard-user';

/**
 * The voucher service's admin (/radius/{slug}/admin, the vouchers issue). For now the same person as a
 * signed-in dashboard user after the one-time password; a separate scope so the voucher service can get
 * its own credentials later without touching its routes.
 */
export const voucherAdmin: AuthStrategy = dashboardUser;
