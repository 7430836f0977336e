import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error-page';
import { trackPageLoad } from '../lib/page-loads';
import type { LoadedPage, RouteAccess } from '../lib/route-entry';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { ROUTE_TABLE } from './route-table';

const ACCESS_GROUPS: RouteAccess[] = ['guest', 'public', 'session', 'protected'];

/** A page component that fetches its chunk on first render; a navigation waits for it as a transition. */
const lazyPage = (load: () => Promise<LoadedPage>): LazyExoticComponent<ComponentType> =>
  lazy(() => trackPageLoad(load).then((m) => ({ default: m.Component })));

// One lazy component per page module, made once: React keeps a loaded chunk's component for good.
const PAGES = new Map(ROUTE_TABLE.map((entry) => [entry.path, lazyPage(entry.load)]));
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
