import { isPartnerAdmin } from '@ared/contract/plan-areas';
import { useAuthStore } from './auth-store';

/**
 * What the signed-in user may do (decision 011): `operate` is the daily work both dashboard roles do;
 * `admin` is money and access (billing, coupons, SME status and pricing, giving up routers, device keys,
 * miners, realm edits, subscription plans, users), partner_admin only. The server refuses the same calls.
 */
export type Capability = 'operate' | 'admin';

export const can = (role: string | null | undefined, capability: Capability): boolean =>
  capability === 'admin' ? isPartnerAdmin(role) : role === 'partner_admin' || role === 'partner_staff';

/** Hides what the role can't do: one rule for every button, field and menu action. */
export const useCan = (capability: Capability): boolean =>
  can(
    useAuthStore((s) => s.user?.role),
    capability,
  );
