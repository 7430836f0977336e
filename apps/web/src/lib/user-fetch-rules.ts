import type { TMe } from '@ared/contract/me';
import { isDashboardRole } from '@ared/contract/plan-areas';

export const NO_PARTNER_ACCOUNT_TEXT = 'No partner account associated with this user';
export const LOGIN_AGAIN_TEXT = 'You may login again';

export type UserFetchOutcome =
  /** A role other than partner_admin / partner_staff (or a support agent): clear state, error toast, back to /. */
  | 'rejected'
  /** Password already changed: store the user and partner id, active tab id 0. */
  | 'accepted'
  /** Password not changed and the session was already established: clear everything and sign in again. */
  | 'login-again'
  /** Password not changed right after sign-in: mark authenticated and go to /change-password. */
  | 'change-password';

/** The user fetch rules of spec part 1 §4, as one pure decision. */
export function decideUserFetch(
  user: Pick<TMe, 'role' | 'changed_password_after_initial_login'>,
  isAuthenticated: boolean,
): UserFetchOutcome {
  // The platform's support agents sign in too, to answer escalated chats in the support inbox (issue 31 §5).
  // The role written out rather than lib/support-agent's: one more chunk on the sign-in page's first load.
  if (!isDashboardRole(user.role) && user.role !== 'support_agent') return 'rejected';
  if (user.changed_password_after_initial_login) return 'accepted';
  return isAuthenticated ? 'login-again' : 'change-password';
}
