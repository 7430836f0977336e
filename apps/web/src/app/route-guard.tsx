import { Suspense, lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { NotAllowedPage } from '../components/not-allowed-page';
import { PageLoader } from '../components/page-loader';
import { useAuthStore } from '../lib/auth-store';
import type { RouteAccess } from '../lib/route-entry';
import { redirectFor } from './access-rules';
import { planAllowsPage } from './plan-access';
import { useMatchedRoute } from './use-route-meta';
import { useSessionSnapshot } from './use-session-snapshot';

// Shown only when an add-on is off, and it parses the activation's answer with the contract (zod): its own
// chunk keeps zod out of the first script every page waits for (issue 29 §7).
const AddOnOffPage = lazy(() =>
  import('../components/add-on-off/add-on-off-page').then((m) => ({ default: m.AddOnOffPage })),
);

/**
 * Wraps a group of routes that share one access rule. A page the partner's plan hides shows the
 * not-allowed page instead of mounting, so none of its calls are made; a page of an add-on that is off
 * shows the add-on-off page the same way.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const plan = useAuthStore((s) => s.user?.partner?.plan.name);
  const partner = useAuthStore((s) => s.user?.partner);
  const { area, addOn } = useMatchedRoute().handle;
  const target = redirectFor(access, location.pathname.replace(/(.)\/+$/, '$1'), useSessionSnapshot());
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  if (!planAllowsPage(plan, area)) return <NotAllowedPage />;
  // An add-on that is off: its page is replaced (and its calls are 403 on the server), decision 066.
  if (addOn && partner && !partner[addOn])
    return (
      <Suspense fallback={<PageLoader />}>
        <AddOnOffPage flag={addOn} />
      </Suspense>
    );
  return <Outlet />;
}
