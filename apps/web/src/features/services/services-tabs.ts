/** The Services tabs in the spec's order (part 1 §2, part 2 §2); the active one is kept in `?tab=`. */
export const SERVICES_TABS = [
  'Internet_Setting',
  'Aggregators',
  'Announcements',
  'API_Keys',
  'Leasing_Fees',
  'Service_Settings',
  'Credit_Fees',
  'Payment_Mode',
  'MF_Penalty',
  'Service_Fees',
  'Tax_Configuration',
] as const;
export type ServicesTab = (typeof SERVICES_TABS)[number];

export const DEFAULT_SERVICES_TAB: ServicesTab = 'Internet_Setting';

/** The spec's names show their underscores as spaces ("API_Keys" → "API Keys"). */
export const servicesTabLabel = (tab: ServicesTab): string => tab.replace(/_/g, ' ');

/** `?tab=`: a known tab, else the default. */
export const resolveServicesTab = (raw: string | null): ServicesTab =>
  SERVICES_TABS.find((t) => t === raw) ?? DEFAULT_SERVICES_TAB;

/**
 * The static tabs' columns (part 1 §2, part 2 §3). Leasing fees are given only as "fees and applicable-from
 * fields", shown as those two columns (decision 036).
 */
export const STATIC_SERVICES_COLUMNS: Record<
  Exclude<ServicesTab, 'Internet_Setting' | 'API_Keys'>,
  string[]
> = {
  Aggregators: ['Name'],
  Announcements: ['Date', 'Content'],
  Leasing_Fees: ['Fees', 'Applicable From'],
  Service_Settings: ['Service Name', 'Threshold Amount', 'System Balance', 'Aggregator Balance'],
  Credit_Fees: ['Credit Amount', 'Approval Required', 'Credit Fee'],
  Payment_Mode: ['Payment Mode', 'Created', 'Status'],
  MF_Penalty: ['Type of Penalty', 'Charges', 'Status'],
  Service_Fees: ['Service', 'Company', 'Commission Payer', 'Applicable From'],
  Tax_Configuration: ['Particulars', 'Percentage', 'Applicable From'],
};
