import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type RouterFilters, parseRouterFilters, withRouterFilters } from '../rules/router-filters';

/** The Routers list's Status, realm and SME filters, kept in the URL (a change goes back to page 1). */
export function useRouterFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseRouterFilters(params), [params]);
  const setFilters = useCallback(
    (patch: Partial<RouterFilters>) => setParams((prev) => withRouterFilters(prev, patch), { replace: true }),
    [setParams],
  );
  const clear = useCallback(() => setFilters({ status: 'all', realm: null, sme: null }), [setFilters]);
  return { filters, setFilters, clear };
}
