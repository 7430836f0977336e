import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { PageLoader } from '../components/page-loader';
import { AssistantLauncher } from '../features/assistant/assistant-launcher';
import { storedSessionLooksSignedIn, useAuthStore } from '../lib/auth-store';
import { isFullyAuthenticated } from './access-rules';
import { FrameOrLoader } from './first-frame';
import { isShellHidden } from './shell/shell-visibility';
import { useRouteMeta } from './use-route-meta';
import { useSessionSnapshot } from './use-session-snapshot';

// The shell (header, sidebar, their icons) is only needed after sign-in: keep it out of the first page.
const loadShell = () => import('./shell/app-shell-layout');
const AppShellLayout = lazy(loadShell);
// A signed-in visit (a reload, a bookmark, a link) needs the shell as surely as its page: fetch it now,
// beside the page's own chunk, rather than after it (one round trip less on a slow link, decision 058).
// A guess from the stored session; if it is wrong the chunk is merely cached for later.
if (storedSessionLooksSignedIn()) void loadShell();

const SIGN_IN_PATH = '/';

/** Decides between the bare public pages and the signed-in shell, and keeps title and active tab in sync. */
export function RootLayout() {
  const { pathname } = useLocation();
  const session = useSessionSnapshot();
  const hasShell = !isShellHidden(pathname) && isFullyAuthenticated(session);
  useRouteMeta(hasShell);
  const userId = useAuthStore((s) => s.user?.id ?? null);
  // The assistant: on every signed-in page, and on the sign-in page for a visitor (part 2 §2).
  const hasAssistant = hasShell || pathname === SIGN_IN_PATH;

  return (
    <>
      <NavigationProgress />
      {hasShell ? (
        <Suspense fallback={<FrameOrLoader pathname={pathname} part="whole" />}>
          <AppShellLayout>
            <Suspense fallback={<FrameOrLoader pathname={pathname} part="main" />}>
              <Outlet />
            </Suspense>
          </AppShellLayout>
        </Suspense>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      )}
      {hasAssistant && <AssistantLauncher userId={hasShell ? userId : null} />}
    </>
  );
}
