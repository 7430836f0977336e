import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { AppRoutes } from '../app/routes';
import { theme } from '../app/theme';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The app's theme and a fresh query client around `node`, for a test that renders on its own (hydration). */
export const withTestProviders = (node: ReactNode) => (
  <MantineProvider theme={theme} env="test">
    <QueryClientProvider client={createTestQueryClient()}>{node}</QueryClientProvider>
  </MantineProvider>
);

/** Renders routes in a memory router inside the app's providers; returns the router to inspect navigation. */
export function renderRoutes(routes: RouteObject[], { initialPath = '/' }: { initialPath?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createTestQueryClient();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** One page at `path` plus labelled stand-ins for the paths it may navigate to. */
export function renderPage(
  element: ReactElement,
  { path = '/', targets = [] }: { path?: string; targets?: string[] } = {},
) {
  const routes: RouteObject[] = [
    { path, element },
    ...targets.map((t) => ({ path: t, element: <div data-testid="route-target">{t}</div> })),
  ];
  return renderRoutes(routes, { initialPath: path });
}

/** Reports the router's location and navigate function to a test, from inside the tree. */
function RouterProbe({ probe }: { probe: { location?: Location; navigate?: NavigateFunction } }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** The whole app's routes (as main.tsx renders them) in a memory router at `initialPath`. */
export function renderApp(initialPath = '/') {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const queryClient = createTestQueryClient();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialPath]}>
          <RouterProbe probe={probe} />
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return {
    ...result,
    queryClient,
    /** Where the app is now. */
    location: () => probe.location!,
    /** Goes to `to` as a link would. */
    navigate: (to: string) => probe.navigate!(to),
  };
}
