/**
 * The Routers list's filters (issue 29 §1), kept in the URL beside the list's page, search and ordering:
 * `is_online` (Status: All / Online / Offline), `realm` and `sme` (ids). The names are the server's own, so
 * the Dashboard's "Offline boxes" links here as `/routers?is_online=false`.
 */
export const ROUTER_STATUSES = ['all', 'online', 'offline'] as const;
export type RouterStatus = (typeof ROUTER_STATUSES)[number];

export type RouterFilters = { status: RouterStatus; realm: number | null; sme: number | null };

export const ROUTER_FILTER_PARAMS = ['is_online', 'realm', 'sme'] as const;

const idOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The filters in the URL; anything unreadable is no filter. */
export function parseRouterFilters(params: URLSearchParams): RouterFilters {
  const online = params.get('is_online');
  return {
    status: online === 'true' ? 'online' : online === 'false' ? 'offline' : 'all',
    realm: idOf(params.get('realm')),
    sme: idOf(params.get('sme')),
  };
}

/** The URL with `patch` applied; a filter back at "all" leaves the URL, and the list goes back to page 1. */
export function withRouterFilters(params: URLSearchParams, patch: Partial<RouterFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) =>
    value === null ? next.delete(key) : next.set(key, value);
  if (patch.status !== undefined)
    put('is_online', patch.status === 'all' ? null : String(patch.status === 'online'));
  if (patch.realm !== undefined) put('realm', patch.realm === null ? null : String(patch.realm));
  if (patch.sme !== undefined) put('sme', patch.sme === null ? null : String(patch.sme));
  next.delete('page');
  return next;
}

export const hasRouterFilters = (f: RouterFilters): boolean =>
  f.status !== 'all' || f.realm !== null || f.sme !== null;

/** The query GET routers/ takes for them. */
export const routerFilterQuery = (f: RouterFilters) => ({
  is_online: f.status === 'all' ? undefined : f.status === 'online',
  realm: f.realm ?? undefined,
  sme: f.sme ?? undefined,
});
