import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { authStore, hasTokens } from '../lib/auth-store';
import { loadOnFirstUse } from '../lib/load-on-first-use';
import { toastsWanted } from '../lib/toasts-wanted';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** A user's cached data must not outlive the session (logout, expiry, another tab signing out). */
function useClearCacheOnSignOut(queryClient: QueryClient) {
  useEffect(() => {
    let wasSignedIn = hasTokens(authStore.get());
    return authStore.subscribe(() => {
      const now = hasTokens(authStore.get());
      if (wasSignedIn && !now) queryClient.clear();
      wasSignedIn = now;
    });
  }, [queryClient]);
}

// The toasts' container (transitions, grouping, drag to dismiss: ~10 KB gzipped) comes in its own chunk
// (decision 058), asked for at the user's first touch or key, and is drawn once a toast is wanted
// (decision 101). notify() writes to @mantine/notifications' store, which pages load with it: a toast
// raised before the container is here waits in the store and shows when it mounts.
const { Part: Toasts } = loadOnFirstUse(() => import('./toasts'));

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnSignOut(client);
  const wantsToasts = toastsWanted.use((wanted) => wanted);
  // The theme's CSS variables come in a stylesheet made at build time (app/theme-variables.css, decision
  // 094): written by the provider, they were worked out on every load, in the first render's longest step.
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
      {wantsToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
