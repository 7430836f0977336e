/**
 * Every browser-storage key the app writes, in one place.
 *
 * Exactly two keys carry the `ared/user/auth/token` prefix: the spec counts "more than two" such keys as a
 * session that accepted the terms before the record existed (see `terms-record.ts`), so adding a third
 * token key here would silently accept the terms for everyone.
 */
export const TOKEN_KEY_PREFIX = 'ared/user/auth/token';

export const STORAGE_KEYS = {
  accessToken: `${TOKEN_KEY_PREFIX}/access`,
  refreshToken: `${TOKEN_KEY_PREFIX}/refresh`,
  /** The logged-in user (GET auth/users/me/) as JSON. */
  user: 'ared/user',
  partnerId: 'ared/partnerId',
  /** Credentials accepted and the user fetched (spec part 1 §4). */
  isAuthenticated: 'ared/isAuthenticated',
  /** The one-time password was verified: the tokens carry the second factor. */
  otpVerified: 'ared/otpVerified',
  /** Sidebar/header active tab name and the menu id it belongs to. */
  activeTab: 'ared/activeTab',
  activeId: 'ared/activeId',
  /** Terms acceptance: global flag, per-user flag (local and session storage) and the timestamp record. */
  termsAccepted: 'ared/terms/accepted',
  termsRecord: 'ared/terms/record',
  /** Session storage: the partner whose Billing page already said 'subscriptions retrieved successfully'. */
  billingChecked: 'ared/billing/checked',
  /** The assistant's conversation (handle, lines, escalation) and its owner: it survives pages and reloads. */
  assistantConversation: 'ared/assistant/conversation',
  /** Session storage: the assistant's panel was open, so a reload opens it again. */
  assistantOpen: 'ared/assistant/open',
} as const;

export const termsAcceptedKeyFor = (userId: number): string => `ared/terms/accepted/${userId}`;

/** Keys of the signed-in session, removed when the session ends (logout clears all local storage). */
export const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.user,
  STORAGE_KEYS.partnerId,
  STORAGE_KEYS.isAuthenticated,
  STORAGE_KEYS.otpVerified,
] as const;
