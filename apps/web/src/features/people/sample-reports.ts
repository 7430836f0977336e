/**
 * The Analytics tab's donuts (part 1 §2: "hard-coded sample numbers"): float transactions are not modelled
 * yet, so these are the same for every franchisee and the tab says 'Sample data' (SPEC-NOTES, decision 034).
 * Amounts in CAF, as the spec's other sample figures.
 */
export type SampleSlice = { name: string; value: number; color: string };

export type SampleReport = {
  key: 'commissions' | 'summary' | 'transactions';
  /** CAF for amounts; none for counts. */
  unit: 'CAF' | null;
  slices: SampleSlice[];
};

export const SAMPLE_REPORTS: SampleReport[] = [
  {
    key: 'commissions',
    unit: 'CAF',
    slices: [
      { name: 'Airtime', value: 12_500, color: 'teal.6' },
      { name: 'Electricity', value: 8_300, color: 'blue.6' },
      { name: 'Water', value: 4_200, color: 'yellow.6' },
    ],
  },
  {
    key: 'summary',
    unit: 'CAF',
    slices: [
      { name: 'Deposits', value: 145_000, color: 'green.6' },
      { name: 'Withdrawals', value: 98_000, color: 'orange.6' },
      { name: 'Transfers', value: 56_000, color: 'violet.6' },
    ],
  },
  {
    key: 'transactions',
    unit: null,
    slices: [
      { name: 'Successful', value: 184, color: 'green.6' },
      { name: 'Pending', value: 23, color: 'yellow.6' },
      { name: 'Failed', value: 9, color: 'red.6' },
    ],
  },
];
