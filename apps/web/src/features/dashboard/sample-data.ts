/**
 * The home figures the spec draws from static sample data (part 1 §2, part 2 §2): they stay as drawn, each
 * labelled 'Sample data', until float transactions are modelled (SPEC-NOTES.md). Amounts in CAF.
 */
export const SAMPLE_CURRENCY = 'CAF';

export const TODAY_VS_YESTERDAY_SAMPLE = [
  { label: 'Total Transactions', today: 1250000, yesterday: 1100000, isAmount: true },
  { label: 'Airtime Sales', today: 640000, yesterday: 590000, isAmount: true },
  { label: 'Electricity Sales', today: 410000, yesterday: 455000, isAmount: true },
  { label: 'Commissions', today: 62500, yesterday: 55000, isAmount: true },
  { label: 'Float Deposits', today: 900000, yesterday: 750000, isAmount: true },
  { label: 'Transactions Count', today: 342, yesterday: 318, isAmount: false },
] as const;

export const SERVICE_DISTRIBUTION_SAMPLE = [
  { name: 'Airtime', value: 61, color: 'teal.6' },
  { name: 'Electricity', value: 39, color: 'yellow.6' },
] as const;
