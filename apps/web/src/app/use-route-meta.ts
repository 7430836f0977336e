import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { activeTabStore, setActiveTab } from '../lib/active-tab';
import { matchRoute } from './route-match';
import { buildDocumentTitle } from './route-table';
import { menuIdForPath } from './shell/menu';

/** The route on screen: its handle (title, header tab, plan area) and parameters. */
export function useMatchedRoute() {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(pathname), [pathname]);
}

/** document.title from the route (or its pageTitle parameter), and the active tab from the route. */
export function useRouteMeta(shouldTrackActiveTab: boolean) {
  const { handle, params } = useMatchedRoute();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const pageTitle = searchParams.get('pageTitle') ?? params.pageTitle ?? null;

  useEffect(() => {
    document.title = buildDocumentTitle(handle.title, pageTitle);
  }, [handle, pageTitle]);

  useEffect(() => {
    if (!shouldTrackActiveTab || !handle.tab) return;
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // Pages outside the menu (details pages) keep the menu entry that led to them.
    setActiveTab({ tab: handle.tab, id: menuIdForPath(path) ?? activeTabStore.get().id });
  }, [shouldTrackActiveTab, handle, pathname]);
}
