import { clearSession, getAuthState, setTokens, syncFromStorage } from './auth-store';
import { notify } from './notify';

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Login again';

/** Renews the pair: POST auth/jwt/refresh/ on the main API; answers the new pair or null. */
export type RefreshCall = (refresh: string) => Promise<{ access: string; refresh?: string } | null>;

/** Several tabs share one rotating refresh token: serialise refreshes across tabs when the browser can. */
const withCrossTabLock = (fn: () => Promise<boolean>): Promise<boolean> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('ared-token-refresh', fn).then((granted) => granted)
    : fn();

async function refreshTokens(failedAccess: string | null, call: RefreshCall): Promise<boolean> {
  // Another tab may have rotated the pair while we waited for the lock; its tokens are in storage.
  syncFromStorage();
  const { accessToken, refreshToken } = getAuthState();
  if (accessToken && accessToken !== failedAccess) return true;
  if (!refreshToken) return false;
  try {
    const pair = await call(refreshToken);
    if (!pair) return false;
    // The server rotates the refresh token; older servers answer only `access`.
    setTokens({ access: pair.access, refresh: pair.refresh ?? refreshToken });
    return true;
  } catch {
    return false;
  }
}

let inflightRefresh: Promise<boolean> | null = null;

/**
 * Single flight for every API base (/v1, the voucher service, the assistant): parallel 401s wait for the
 * same refresh instead of each spending the refresh token, which the server would take as reuse.
 */
export function refreshSession(failedAccess: string | null, call: RefreshCall): Promise<boolean> {
  inflightRefresh ??= withCrossTabLock(() => refreshTokens(failedAccess, call)).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/** The refresh failed: tell the user once, forget the session; the route guard then goes to /. */
export function expireSession() {
  if (!getAuthState().refreshToken && !getAuthState().accessToken) return;
  notify.info(SESSION_EXPIRED_TEXT);
  clearSession();
}
