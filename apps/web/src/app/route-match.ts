import { matchRoutes } from 'react-router';
import type { RouteAccess } from '../lib/route-entry';
import { NOT_FOUND_TITLE, ROUTE_TABLE, type RouteHandle } from './route-table';

type MatchedRoute = {
  handle: RouteHandle;
  params: Record<string, string | undefined>;
  /** The route table's path and access rule of the page shown; none for the not-found page. */
  route: { path: string; access: RouteAccess } | null;
};

const NOT_FOUND: RouteHandle = { title: NOT_FOUND_TITLE, tab: NOT_FOUND_TITLE };

/** The route table as react-router matches it: each entry's path and handle (title, header tab, plan area). */
const MATCHABLE = ROUTE_TABLE.map((entry) => ({
  path: entry.path,
  access: entry.access,
  handle: {
    title: entry.title,
    tab: entry.tab ?? entry.title,
    heading: entry.heading,
    area: entry.area,
    addOn: entry.addOn,
  } satisfies RouteHandle,
}));

// Matching ranks every route of the table (~60): a few milliseconds of a slow phone each time, and the
// title, the guard, the frame and the rendered routes all ask for the same pathname (issue 29 §7).
const CACHE_SIZE = 100;
const cache = new Map<string, MatchedRoute>();

/**
 * The routes without parameters, by path in lower case. A pathname equal to one of them (whatever its case
 * and trailing slashes, as react-router compares) matches that route: a static route outranks any route
 * with a parameter or a splat. Most first loads (the dashboard, a list) are found here, without ranking the
 * whole table, which on the first load's cold code was ~10 ms here and ~40 ms on Lighthouse's slow phone.
 */
const STATIC_ROUTES = new Map(
  MATCHABLE.filter((entry) => !/[:*]/.test(entry.path)).map((entry) => [entry.path.toLowerCase(), entry]),
);

/** The static route `pathname` names, if it plainly names one (no percent-encoding to decode first). */
function staticRoute(pathname: string) {
  if (pathname.includes('%')) return undefined;
  return STATIC_ROUTES.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());
}

/**
 * The route a pathname shows, with its handle, parameters and table entry; an unknown path is the not-found
 * page. The one matcher of the app: the rendered routes (app/routes.tsx) are the route it finds, so the
 * title, the header tab and the plan check always describe the page on screen.
 */
export function matchRoute(pathname: string): MatchedRoute {
  const known = cache.get(pathname);
  if (known) return known;
  const entry = staticRoute(pathname);
  const match = entry ? { route: entry, params: {} } : matchRoutes(MATCHABLE, pathname)?.at(-1);
  const found: MatchedRoute = match
    ? {
        handle: match.route.handle,
        params: match.params,
        route: { path: match.route.path, access: match.route.access },
      }
    : { handle: NOT_FOUND, params: {}, route: null };
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(pathname, found);
  return found;
}
