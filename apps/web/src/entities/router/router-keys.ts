/** Every router query key starts with ['routers']: assignments and edits refresh them all by this root. */
export const ROUTERS_KEY = ['routers'] as const;

export const routerKeys = {
  all: ROUTERS_KEY,
  detail: (id: number) => [...ROUTERS_KEY, 'detail', id] as const,
  /** The box's RADIUS status (Router details), under its detail key. */
  radius: (id: number) => [...ROUTERS_KEY, 'detail', id, 'radius'] as const,
  bySme: (partnerId: number | null, smeId: number, params: unknown) =>
    [...ROUTERS_KEY, 'by-sme', partnerId, smeId, params] as const,
  byRealm: (partnerId: number | null, params: unknown) =>
    [...ROUTERS_KEY, 'by-realm', partnerId, params] as const,
};
