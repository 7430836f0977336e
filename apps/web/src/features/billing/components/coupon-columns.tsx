import type { TCoupon } from '@ared/contract/billing';
import type { DataTableColumn } from '../../../components/data-table/types';
import { datePart, formatAddonNames } from '../billing-format';
import { BILLING_TEXTS } from '../texts';

const C = BILLING_TEXTS.columns;

/** Coupon columns (spec part 1 §2): SME, Code, Percentage, Add-Ons, Used, Created. */
export const couponColumns: DataTableColumn<TCoupon>[] = [
  { id: 'sme', header: C.sme, render: (c) => c.sme.name },
  { id: 'code', header: C.code, render: (c) => c.code },
  { id: 'percentage', header: C.percentage, render: (c) => `${c.percentage_discount}%` },
  { id: 'addons', header: C.addons, render: (c) => formatAddonNames(c.addons, BILLING_TEXTS.none) },
  { id: 'used', header: C.used, render: (c) => (c.used ? BILLING_TEXTS.yes : BILLING_TEXTS.no) },
  { id: 'created', header: C.created, render: (c) => datePart(c.created) },
];
