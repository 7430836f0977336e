/** The Float Transfer tabs in the spec's order (part 1 §2, part 2 §2); the active one is kept in `?tab=`. */
export const FLOAT_TABS = [
  'Aggregator Deposit',
  'Initiate TXN Rollback',
  'Approve TXN Rollback',
  'Commission Payments',
  'MF Deposit',
  'MF Credit Approval',
  'MF Credit Suspend',
  'MF Deposit SMS',
  'MF Penalties and Reimbursement',
] as const;
export type FloatTab = (typeof FLOAT_TABS)[number];

/** The tab's value in the URL: 'Initiate TXN Rollback' → 'initiate-txn-rollback'. */
export const floatTabSlug = (tab: FloatTab): string => tab.toLowerCase().replace(/\s+/g, '-');

export const resolveFloatTab = (raw: string | null): FloatTab =>
  FLOAT_TABS.find((t) => floatTabSlug(t) === raw) ?? FLOAT_TABS[0];

/** The spec's static column sets (part 1 §2, part 2 §3; 'Amount Received' corrected, SPEC-NOTES.md). */
const TRANSACTION_REPORT = [
  'Date',
  'Id',
  'User Phone',
  'User Name',
  'Service',
  'Client Phone',
  'Total amount',
];
const COMMISSION_PAYMENTS = ['Name', 'Phone', 'Tin', 'Amount'];
const DEPOSIT_SMS = ['Phone Number', 'Send Date', 'Amount Received', 'Token Sent', 'Agent Confirmed'];
const CREDIT_APPROVAL = ['Date', 'Name', 'Phone', 'tin', 'Credit Request'];
const SERVICE_BALANCES = ['Service Name', 'Threshold Amount', 'System Balance', 'Aggregator Balance'];
const PENALTIES = ['Type of Penalty', 'Charges', 'Status'];

/**
 * Each tab's columns. The two rollback tabs share one layout (the transaction report). Tabs the spec gives no
 * columns for take the nearest set it does give (decision 036): an aggregator's deposit shows the service
 * balances, a micro franchisee's deposit the payment columns, a credit suspension the credit list.
 */
export const FLOAT_COLUMNS: Record<FloatTab, readonly string[]> = {
  'Aggregator Deposit': SERVICE_BALANCES,
  'Initiate TXN Rollback': TRANSACTION_REPORT,
  'Approve TXN Rollback': TRANSACTION_REPORT,
  'Commission Payments': COMMISSION_PAYMENTS,
  'MF Deposit': COMMISSION_PAYMENTS,
  'MF Credit Approval': CREDIT_APPROVAL,
  'MF Credit Suspend': CREDIT_APPROVAL,
  'MF Deposit SMS': DEPOSIT_SMS,
  'MF Penalties and Reimbursement': PENALTIES,
};

export const FLOAT_TEXTS = { title: 'Active Micro Franchisees' } as const;
