import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  NO_VOUCHER_FILTERS,
  type VoucherFilters,
  parseVoucherFilters,
  withVoucherFilters,
} from '../rules/voucher-filters';

/** The Vouchers list's search and filters, kept in the URL (a change goes back to page 1). */
export function useVoucherFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseVoucherFilters(params), [params]);
  const setFilters = useCallback(
    (patch: Partial<VoucherFilters>) =>
      setParams((prev) => withVoucherFilters(prev, patch), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => setFilters(NO_VOUCHER_FILTERS), [setFilters]);
  return { filters, setFilters, clear };
}
