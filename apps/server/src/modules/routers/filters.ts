import type { z } from 'zod/mini';
import type { ZRouterExportQuerySchema } from '@ared/contract/routers';
import type { RouterFilters } from './queries';

/** The Routers list's filters from its query, read by the list and by its export alike. */
export const routerFiltersOf = (q: z.output<typeof ZRouterExportQuerySchema>): RouterFilters => ({
  hasSme: q.has_been_assigned_sme,
  hasXmrig: q.has_been_assigned_xmrig,
  realm: q.realm,
  sme: q.sme,
  search: q.search,
  online: q.is_online,
});
