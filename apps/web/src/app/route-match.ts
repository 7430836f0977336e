import { matchRoutes } from 'react-router';
import { NOT_FOUND_TITLE, ROUTE_TABLE, type RouteHandle } from './route-table';

type MatchedRoute = { handle: RouteHandle; params: Record<string, string | undefined> };

const NOT_FOUND: RouteHandle = { title: NOT_FOUND_TITLE, tab: NOT_FOUND_TITLE };

/** The route table as react-router matches it: each entry's path and handle (title, header tab, plan area). */
const MATCHABLE = ROUTE_TABLE.map((entry) => ({
  path: entry.path,
  handle: {
    title: entry.title,
    tab: entry.tab ?? entry.title,
    heading: entry.heading,
    area: entry.area,
    addOn: entry.addOn,
  } satisfies RouteHandle,
}));

/**
 * The route a pathname shows, with its handle and parameters; an unknown path is the not-found page. The
 * same table and the same matcher as the rendered routes (app/routes.tsx), so the title, the header tab and
 * the plan check always describe the page on screen.
 */
export function matchRoute(pathname: string): MatchedRoute {
  const match = matchRoutes(MATCHABLE, pathname)?.at(-1);
  return match ? { handle: match.route.handle, params: match.params } : { handle: NOT_FOUND, params: {} };
}
