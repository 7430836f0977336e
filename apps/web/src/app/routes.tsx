import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteErrorPage } from '../components/route-error-page';
import type { RouteAccess, RouteEntry } from '../lib/route-entry';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { NOT_FOUND_TITLE, ROUTE_TABLE, type RouteHandle } from './route-table';

const ACCESS_GROUPS: RouteAccess[] = ['guest', 'public', 'session', 'protected'];

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { title: entry.title, tab: entry.tab ?? entry.title, area: entry.area } satisfies RouteHandle,
  lazy: entry.load,
});

const loadNotFoundPage = () =>
  import('../components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      ...ACCESS_GROUPS.map((access) => ({
        element: <RouteGuard access={access} />,
        children: ROUTE_TABLE.filter((r) => r.access === access).map(toRoute),
      })),
      {
        path: '*',
        handle: { title: NOT_FOUND_TITLE, tab: NOT_FOUND_TITLE } satisfies RouteHandle,
        lazy: loadNotFoundPage,
      },
    ],
  },
];
