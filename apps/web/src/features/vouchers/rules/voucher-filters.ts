import { VOUCHER_STATUSES } from '@ared/contract/voucher-texts';
import type { TVoucherStatus } from '@ared/contract/vouchers';
import type { VoucherListParams } from '../api/voucher-keys';

/**
 * The Vouchers list's filters (issue 29 §4), kept in the URL beside its page and size: `search` (a code or
 * part of one), `status`, `realm` (one of the partner's, by id) and the days of creation
 * `start_date`/`end_date`. The names are the server's own query (decision 050).
 */
export const VOUCHER_STATUS_FILTERS = ['all', ...VOUCHER_STATUSES] as const;
export type VoucherStatusFilter = (typeof VOUCHER_STATUS_FILTERS)[number];

export type VoucherFilters = {
  search: string;
  status: VoucherStatusFilter;
  /** A realm id, or null (any). */
  realm: number | null;
  startDate: string | null;
  endDate: string | null;
};

export const NO_VOUCHER_FILTERS: VoucherFilters = {
  search: '',
  status: 'all',
  realm: null,
  startDate: null,
  endDate: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null): string | null =>
  value !== null && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : null;
const realmOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
const statusOf = (value: string | null): VoucherStatusFilter =>
  VOUCHER_STATUSES.includes(value as TVoucherStatus) ? (value as TVoucherStatus) : 'all';

/** The filters in the URL; anything unreadable is no filter. */
export function parseVoucherFilters(params: URLSearchParams): VoucherFilters {
  return {
    search: (params.get('search') ?? '').slice(0, 64),
    status: statusOf(params.get('status')),
    realm: realmOf(params.get('realm')),
    startDate: dayOf(params.get('start_date')),
    endDate: dayOf(params.get('end_date')),
  };
}

/** The URL with `patch` applied; a filter back at "any" leaves the URL, and the list goes back to page 1. */
export function withVoucherFilters(params: URLSearchParams, patch: Partial<VoucherFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) =>
    value === null || value === '' ? next.delete(key) : next.set(key, value);
  if (patch.search !== undefined) put('search', patch.search.trim());
  if (patch.status !== undefined) put('status', patch.status === 'all' ? null : patch.status);
  if (patch.realm !== undefined) put('realm', patch.realm === null ? null : String(patch.realm));
  if (patch.startDate !== undefined) put('start_date', patch.startDate);
  if (patch.endDate !== undefined) put('end_date', patch.endDate);
  next.delete('page');
  return next;
}

export const hasVoucherFilters = (f: VoucherFilters): boolean =>
  f.search !== '' || f.status !== 'all' || f.realm !== null || f.startDate !== null || f.endDate !== null;

/** A range that ends before it starts: the server refuses it, so the page says so and does not ask. */
export const isRangeReversed = (f: VoucherFilters): boolean =>
  f.startDate !== null && f.endDate !== null && f.endDate < f.startDate;

/** The query GET /admin/vouchers takes for them. */
export const voucherFilterQuery = (f: VoucherFilters): Omit<VoucherListParams, 'page' | 'limit'> => ({
  ...(f.search !== '' && { search: f.search }),
  ...(f.status !== 'all' && { status: f.status }),
  ...(f.realm !== null && { realm: f.realm }),
  ...(f.startDate !== null && { start_date: f.startDate }),
  ...(f.endDate !== null && { end_date: f.endDate }),
});
