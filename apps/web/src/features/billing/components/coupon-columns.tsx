import type { TCoupon } from '@ared/contract/billing';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { datePart, formatAddonNames } from '../billing-format';
import { BILLING_TEXTS } from '../texts';

const C = BILLING_TEXTS.columns;

/** Coupon columns (spec part 1 §2): SME, Code, Percentage, Add-Ons, Used, Created. */
export const couponColumns: DataTableColumn<TCoupon>[] = [
  {
    id: 'sme',
    header: C.sme,
    sortKey: 'sme',
    render: (c) => <TruncatedText maw={180}>{c.sme.name}</TruncatedText>,
  },
  { id: 'code', header: C.code, sortKey: 'code', render: (c) => c.code },
  {
    id: 'percentage',
    header: C.percentage,
    sortKey: 'percentage_discount',
    render: (c) => `${c.percentage_discount}%`,
  },
  {
    id: 'addons',
    header: C.addons,
    priority: 3,
    render: (c) => <TruncatedText maw={200}>{formatAddonNames(c.addons, BILLING_TEXTS.none)}</TruncatedText>,
  },
  {
    id: 'used',
    header: C.used,
    sortKey: 'used',
    priority: 2,
    render: (c) => (c.used ? BILLING_TEXTS.yes : BILLING_TEXTS.no),
  },
  { id: 'created', header: C.created, sortKey: 'created', priority: 2, render: (c) => datePart(c.created) },
];
