import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../lib/api/get-me';
import { clearAllLocalData, clearSession, getAuthState, setUser } from '../../lib/auth-store';
import { LONG_TOAST_MS, notify } from '../../lib/notify';
import { LOGIN_AGAIN_TEXT, NO_PARTNER_ACCOUNT_TEXT, decideUserFetch } from '../../lib/user-fetch-rules';

/**
 * Re-reads the user when the shell mounts (page load) so the header, menu and plan stay current, and applies
 * the user fetch rules of spec part 1 §4 to an established session.
 */
export function useUserRefresh() {
  const navigate = useNavigate();
  const { data } = useMe();
  useEffect(() => {
    if (!data) return;
    const outcome = decideUserFetch(data, getAuthState().isAuthenticated);
    if (outcome === 'accepted') {
      setUser(data);
      return;
    }
    if (outcome === 'rejected') {
      clearSession();
      notify.error(NO_PARTNER_ACCOUNT_TEXT);
    } else {
      // The password must be changed first: start over (the spec reloads; resetting state is equivalent).
      clearAllLocalData();
      notify.info(LOGIN_AGAIN_TEXT, { autoClose: LONG_TOAST_MS });
    }
    navigate('/', { replace: true });
  }, [data, navigate]);
}

/**
 * The re-read as a part of its own that draws nothing: the user's arrival renders it alone, not the whole
 * shell with its sidebar (issue 29 §7).
 */
export function UserRefresh() {
  useUserRefresh();
  return null;
}
