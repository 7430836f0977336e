import { useEffect } from 'react';
import { useLocation, useMatches, useSearchParams } from 'react-router';
import { activeTabStore, setActiveTab } from '../lib/active-tab';
import { buildDocumentTitle, type RouteHandle } from './route-table';
import { menuIdForPath } from './shell/menu';

const isRouteHandle = (h: unknown): h is RouteHandle =>
  typeof h === 'object' && h !== null && typeof (h as RouteHandle).title === 'string';

/** The deepest matched route's handle: its title and header tab. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** document.title from the route (or its pageTitle parameter), and the active tab from the route. */
export function useRouteMeta(shouldTrackActiveTab: boolean) {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const matches = useMatches();
  const pageTitle = searchParams.get('pageTitle') ?? matches.at(-1)?.params.pageTitle ?? null;

  useEffect(() => {
    if (handle) document.title = buildDocumentTitle(handle.title, pageTitle);
  }, [handle, pageTitle]);

  useEffect(() => {
    if (!shouldTrackActiveTab || !handle?.tab) return;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // Pages outside the menu (details pages) keep the menu entry that led to them.
    setActiveTab({ tab: handle.tab, id: menuIdForPath(path) ?? activeTabStore.get().id });
  }, [shouldTrackActiveTab, handle, pathname]);
}
