import { useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { authStore, hasTokens } from '../lib/auth-store';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

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

/** Where toasts appear; a dialog's heading and the top bar stay visible. */
export const TOAST_POSITION = 'bottom-right' as const;

/**
 * The ModalsProvider (modals manager) is mounted by the signed-in shell, not here: Mantine's Modal, ScrollArea
 * and floating-ui would otherwise cost the sign-in page ~27 KB gzipped of its 200 KB budget.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnSignOut(client);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/*
        Bottom right, above dialogs (zIndex over the modal's 200) but away from their heading and close
        button, and away from the top bar (logout, profile). Decision 017.
      */}
      <Notifications
        position={TOAST_POSITION}
        zIndex={1000}
        limit={4}
        classNames={{ root: 'app-notifications' }}
      />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
