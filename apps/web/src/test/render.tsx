import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { theme } from '../app/theme';

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

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
