import { Navigate, Outlet, useLocation } from 'react-router';
import { redirectFor } from './access-rules';
import type { RouteAccess } from './route-table';
import { useSessionSnapshot } from './use-session-snapshot';

/** Wraps a group of routes that share one access rule. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const location = useLocation();
  const target = redirectFor(access, location.pathname.replace(/(.)\/+$/, '$1'), useSessionSnapshot());
  if (target && target !== location.pathname) return <Navigate to={target} replace />;
  return <Outlet />;
}
