import type { TMe } from '@ared/contract/me';
import { reloadActiveTab } from './active-tab';
import { createStore } from './create-store';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys';
import { clearLocal, readJson, readLocal, writeLocal } from './storage';

export type AuthState = {
  accessToken: string | null;
  refreshToken: string | null;
  user: TMe | null;
  partnerId: number | null;
  /** Credentials accepted and the user fetched (spec part 1 §4); the OTP may still be pending. */
  isAuthenticated: boolean;
  /** The one-time password was verified: the tokens carry the second factor. */
  otpVerified: boolean;
};

const EMPTY: AuthState = {
  accessToken: null,
  refreshToken: null,
  user: null,
  partnerId: null,
  isAuthenticated: false,
  otpVerified: false,
};

const load = (): AuthState => {
  const partnerId = Number(readLocal(STORAGE_KEYS.partnerId));
  return {
    accessToken: readLocal(STORAGE_KEYS.accessToken),
    refreshToken: readLocal(STORAGE_KEYS.refreshToken),
    user: readJson<TMe>(STORAGE_KEYS.user),
    partnerId: Number.isInteger(partnerId) && partnerId > 0 ? partnerId : null,
    isAuthenticated: readLocal(STORAGE_KEYS.isAuthenticated) === 'true',
    otpVerified: readLocal(STORAGE_KEYS.otpVerified) === 'true',
  };
};

const persist = (s: AuthState) => {
  writeLocal(STORAGE_KEYS.accessToken, s.accessToken);
  writeLocal(STORAGE_KEYS.refreshToken, s.refreshToken);
  writeLocal(STORAGE_KEYS.user, s.user ? JSON.stringify(s.user) : null);
  writeLocal(STORAGE_KEYS.partnerId, s.partnerId === null ? null : String(s.partnerId));
  writeLocal(STORAGE_KEYS.isAuthenticated, s.isAuthenticated ? 'true' : null);
  writeLocal(STORAGE_KEYS.otpVerified, s.otpVerified ? 'true' : null);
};

export const authStore = createStore<AuthState>(load());

const update = (patch: Partial<AuthState>) => {
  const next = { ...authStore.get(), ...patch };
  persist(next);
  authStore.set(next);
};

export const getAuthState = authStore.get;

/**
 * A guess, from the stored session alone, that this visit is a signed-in one (a reload, a bookmark): used to
 * fetch the shell's and the page's code before the first render needs them. A wrong guess only fetches
 * code that is cached for later.
 */
export const storedSessionLooksSignedIn = (): boolean => {
  const s = authStore.get();
  return Boolean(s.accessToken && s.otpVerified);
};
export const useAuthStore = authStore.use;

export const setTokens = (tokens: { access: string; refresh: string }) =>
  update({ accessToken: tokens.access, refreshToken: tokens.refresh });

/**
 * Stores the fetched user and the partner id the lists are scoped to. The same user again (the shell's
 * re-read on every page load, usually unchanged) changes nothing: every part of the page that reads the
 * user would otherwise render again for it, on a slow phone's first load (issue 29 §7).
 */
export const setUser = (user: TMe) => {
  if (JSON.stringify(authStore.get().user) === JSON.stringify(user)) return;
  update({ user, partnerId: user.partner?.id ?? null });
};

export const markAuthenticated = () => update({ isAuthenticated: true });

export const markOtpVerified = () => update({ otpVerified: true });

/** Ends the session: tokens, user and flags go; unrelated keys (active tab, terms records) stay. */
export const clearSession = () => {
  SESSION_KEYS.forEach((k) => writeLocal(k, null));
  authStore.set(EMPTY);
};

/** Logout and "You may login again": the spec clears all of local storage. */
export const clearAllLocalData = () => {
  clearLocal();
  authStore.set(EMPTY);
  reloadActiveTab();
};

export const hasTokens = (s: AuthState): boolean => Boolean(s.accessToken && s.refreshToken);

/**
 * Another tab signed in, out or rotated the tokens: pick up its state. The user read back from storage is a
 * new object even when nothing in it changed; the one on hand is kept then, so a token refresh (every page
 * load after the access token expired) does not draw the header, the guard and the page again for it
 * (issue 29 §7).
 */
export const syncFromStorage = () => {
  const prev = authStore.get();
  const next = load();
  const user = JSON.stringify(prev.user) === JSON.stringify(next.user) ? prev.user : next.user;
  authStore.set({ ...next, user });
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) syncFromStorage();
  });
}
