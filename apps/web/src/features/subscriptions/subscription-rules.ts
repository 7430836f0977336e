import type { MantineColor } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from '@ared/contract/page-sizes';
import { numberFormat } from '../../lib/number-format';

/** The subscription list starts with 5 rows a page (spec part 2 §9); the usual sizes are offered too. */
export const PLAN_PAGE_SIZE = 5;
export const PLAN_PAGE_SIZES = [PLAN_PAGE_SIZE, ...PAGE_SIZE_OPTIONS] as const;

/** The plans of one page: GET partner/subscription/{id}/ answers a plain list, paged here. */
export const pageOfRows = <T>(rows: readonly T[], page: number, pageSize: number): T[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);

const priceFormat = numberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A plan's monthly price as a number with thousands separators ('1,250.5'); the currency has its own column. */
export const formatPlanPrice = (price: number): string => priceFormat.format(price);

/**
 * Subscriber status badge colour. The server sends the SME's status words (Terminated, Suspended,
 * Overdue, Due, Trial, Active), coloured as on the SME list; other words are read loosely.
 */
export const subscriberStatusColor = (status: string): MantineColor => {
  const s = status.toLowerCase();
  if (s.includes('terminat')) return 'dark';
  if (s.includes('cancel') || s.includes('overdue')) return 'red';
  if (s.includes('suspend')) return 'gray';
  if (s === 'due' || s.includes('unpaid')) return 'orange';
  if (s.includes('trial') || s.includes('pending')) return 'blue';
  if (s.includes('active') || s.includes('paid')) return 'brand';
  return 'gray';
};
