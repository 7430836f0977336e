import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-page';
import { storedSessionLooksSignedIn } from '../lib/auth-store';
import { trackPageLoad } from '../lib/page-loads';
import type { LoadedPage } from '../lib/route-entry';
import { startFirstPageLoad } from './first-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { matchRoute } from './route-match';
import { ROUTE_TABLE } from './route-table';

/** A page component that fetches its chunk on first render; a navigation waits for it as a transition. */
const lazyPage = (load: () => Promise<LoadedPage>): LazyExoticComponent<ComponentType> =>
  lazy(() => trackPageLoad(load).then((m) => ({ default: m.Component })));

/**
 * `load`, asked once: the early fetch below and the lazy component share one request. A failed fetch is
 * forgotten, so the next ask (the page's render) fetches again.
 */
const once = (load: () => Promise<LoadedPage>) => {
  let loading: Promise<LoadedPage> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
// One lazy component per page module, made once: React keeps a loaded chunk's component for good.
const LOADS = new Map(ROUTE_TABLE.map((entry) => [entry.path, once(entry.load)]));
const PAGES = new Map(ROUTE_TABLE.map((entry) => [entry.path, lazyPage(LOADS.get(entry.path)!)]));

// The page a visit starts on: its code is asked for now, while the first render runs (first-page.ts). Not
// when the build renders the guest pages ahead of time (prerender.tsx): there is no visit then.
if (typeof window !== 'undefined')
  startFirstPageLoad(matchRoute(window.location.pathname).route, LOADS, storedSessionLooksSignedIn());
/** A route's page; the root layout's Suspense shows the loader while the page's chunk comes. */
function PageOf({ path }: { path: string }) {
  const Page = PAGES.get(path)!;
  return <Page />;
}
const NotFoundPage = lazyPage(() =>
  import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
);

/**
 * The route a pathname shows (app/route-match.ts), under its access rule's guard and the root layout, and
 * the not-found page. Only that route is given to react-router: its `<Routes>` turns its children into a
 * route list and ranks them on every render, which for the whole table (~60 routes) was a few
 * milliseconds of a slow phone each time (issue 29 §7). Declarative routes (react-router's `<Routes>`)
 * rather than its data router: we use none of loaders, actions or fetchers, and the declarative part is
 * about half the code (decision 064).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { route } = matchRoute(pathname);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {route && (
            <Route element={<RouteGuard access={route.access} />}>
              <Route path={route.path} element={<PageOf path={route.path} />} />
            </Route>
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
