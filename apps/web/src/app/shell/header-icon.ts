export type HeaderIconKey =
  | 'account'
  | 'routers'
  | 'billing'
  | 'support'
  | 'files'
  | 'captive-portal'
  | 'dashboard'
  | 'vouchers'
  | 'feedback'
  | 'router';

const BY_TAB: Record<string, HeaderIconKey> = {
  Account: 'account',
  Routers: 'routers',
  Billing: 'billing',
  Support: 'support',
  Files: 'files',
  'Captive Portal': 'captive-portal',
  Dashboard: 'dashboard',
  Vouchers: 'vouchers',
  Feedback: 'feedback',
};

/** The header icon of the active tab; every other tab gets the router icon (spec part 1 §2). */
export const headerIconKey = (tab: string): HeaderIconKey => BY_TAB[tab] ?? 'router';
