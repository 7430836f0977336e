import { Navigate, Outlet, useLocation } from 'react-router';
import { AddOnOffPage } from '../components/add-on-off/add-on-off-page';
import { NotAllowedPage } from '../components/not-allowed-page';
import { useAuthStore } from '../lib/auth-store';
import type { RouteAccess } from '../lib/route-entry';
import { redirectFor } from './access-rules';
import { planAllowsPage } from './plan-access';
import { useMatchedRoute } from './use-route-meta';
import { useSessionSnapshot } from './use-session-snapshot';

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
  if (addOn && partner && !partner[addOn]) return <AddOnOffPage flag={addOn} />;
  return <Outlet />;
}
