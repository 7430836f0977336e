import { trialText } from '@ared/contract/sme-fields';
import type { TSme, TSmeStatus } from '@ared/contract/smes';
import type { MantineColor } from '@mantine/core';
import { formatIsoDay } from '../../lib/format';

/** Every value the `tab` query parameter accepts on /smes (spec part 1 §2 SME page). */
export const SME_PAGE_TABS = [
  'all',
  'suspended',
  'terminated',
  'active',
  'overdue',
  'subscription',
  'sms',
  'discount-coupons',
] as const;
export type SmePageTab = (typeof SME_PAGE_TABS)[number];

/** The tab buttons, in the spec's order: Overdue is accepted in the URL but has no button. */
export const SME_TAB_BUTTONS: readonly SmePageTab[] = [
  'all',
  'suspended',
  'terminated',
  'active',
  'subscription',
  'sms',
  'discount-coupons',
];

export type SmeBillingTab = 'subscription' | 'sms' | 'discount-coupons';
export type SmeListTab = Exclude<SmePageTab, SmeBillingTab>;

export const parseSmePageTab = (raw: string | null): SmePageTab =>
  SME_PAGE_TABS.includes(raw as SmePageTab) ? (raw as SmePageTab) : 'all';

export const isBillingTab = (tab: SmePageTab): tab is SmeBillingTab =>
  tab === 'subscription' || tab === 'sms' || tab === 'discount-coupons';

/** Today as YYYY-MM-DD on the browser's clock (the trial text counts days from it); dayjs is not needed. */
export const todayIso = (): string => formatIsoDay(new Date());

/** The status badge's text: the server's status, or the trial countdown while in trial. */
export const smeStatusText = (sme: Pick<TSme, 'status' | 'trial_end_date'>, today: string): string =>
  sme.status === 'Trial' && sme.trial_end_date ? trialText(sme.trial_end_date, today) : sme.status;

export const SME_STATUS_COLORS: Record<TSmeStatus, MantineColor> = {
  Terminated: 'dark',
  Suspended: 'gray',
  Overdue: 'red',
  Due: 'orange',
  Trial: 'blue',
  Active: 'brand',
};

/** Row tint: red when a billing is overdue, orange when one is unpaid (spec part 1 §2). */
export const smeRowTint = (
  sme: Pick<TSme, 'has_overdue_billing' | 'has_unpaid_billing'>,
): MantineColor | null => {
  if (sme.has_overdue_billing) return 'red';
  if (sme.has_unpaid_billing) return 'orange';
  return null;
};

/** The account actions of the SME details page and the PATCH each sends (spec part 1 §2 SME details). */
export type SmeAccountAction = 'suspend' | 'activate' | 'terminate' | 'restore';

export const SME_ACCOUNT_ACTION_BODY: Record<
  SmeAccountAction,
  { is_active: boolean } | { is_terminated: boolean }
> = {
  suspend: { is_active: false },
  activate: { is_active: true },
  terminate: { is_terminated: true },
  restore: { is_terminated: false },
};

/** Suspend or Activate by is_active, Terminate or Restore by is_terminated. */
export const smeAccountActions = (sme: Pick<TSme, 'is_active' | 'is_terminated'>): SmeAccountAction[] => [
  sme.is_active ? 'suspend' : 'activate',
  sme.is_terminated ? 'restore' : 'terminate',
];
