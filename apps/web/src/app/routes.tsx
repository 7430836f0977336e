import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-page';
import { storedSessionLooksSignedIn } from '../lib/auth-store';
import { trackPageLoad } from '../lib/page-loads';
import type { LoadedPage, RouteAccess } from '../lib/route-entry';
import { startFirstPageLoad } from './first-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { ROUTE_TABLE } from './route-table';

const ACCESS_GROUPS: RouteAccess[] = ['guest', 'public', 'session', 'protected'];

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
  startFirstPageLoad(ROUTE_TABLE, LOADS, window.location.pathname, storedSessionLooksSignedIn());
/** A route's page; the root layout's Suspense shows the loader while the page's chunk comes. */
function PageOf({ path }: { path: string }) {
  const Page = PAGES.get(path)!;
  return <Page />;
}
const NotFoundPage = lazyPage(() =>
  import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
);

/**
 * Every route of the route table (app/route-table.ts), grouped by access rule under the root layout.
 * Declarative routes (react-router's `<Routes>`) rather than its data router: we use none of loaders,
 * actions or fetchers, and the declarative part is about half the code (decision 064).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          {ACCESS_GROUPS.map((access) => (
            <Route key={access} element={<RouteGuard access={access} />}>
              {ROUTE_TABLE.filter((entry) => entry.access === access).map((entry) => (
                <Route key={entry.path} path={entry.path} element={<PageOf path={entry.path} />} />
              ))}
            </Route>
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
