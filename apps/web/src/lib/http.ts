import { getAuthState } from './auth-store';
import { createHttpClient, readBody, send, type RequestOptions } from './http-client';
import { expireSession, refreshSession, type RefreshCall } from './session-refresh';

export { ApiError } from './api-error';
export { SESSION_EXPIRED_TEXT } from './session-refresh';
export type { HttpClient, RequestOptions } from './http-client';

const trimSlash = (base: string) => base.replace(/\/+$/, '');

/** Versioned API base (spec part 1 §7), same origin by default. */
export const API_BASE = trimSlash(import.meta.env.VITE_API_BASE ?? '/v1');

/** The voucher service of the signed-in partner: `{slug}` is the partner's slug (ARCHITECTURE). */
export const voucherBase = (slug: string | null | undefined, template = import.meta.env.VITE_VOUCHER_BASE) =>
  trimSlash((template ?? '/radius/{slug}').replace('{slug}', encodeURIComponent(slug ?? '')));

/** The assistant's backend. */
export const CHAT_BASE = trimSlash(import.meta.env.VITE_CHAT_BASE ?? '/assistant');

/** Every base renews the session on the main API, so one refresh token serves them all. */
const refreshOnMainApi: RefreshCall = async (refresh) => {
  const res = await send(`${API_BASE}/auth/jwt/refresh/`, { method: 'POST', body: { refresh } }, null);
  if (!res.ok) return null;
  const data = (await readBody(res)) as { access?: unknown; refresh?: unknown } | undefined;
  if (typeof data?.access !== 'string') return null;
  return { access: data.access, refresh: typeof data.refresh === 'string' ? data.refresh : undefined };
};

/** The main API (/v1). */
export const api = createHttpClient({ base: () => API_BASE, refresh: refreshOnMainApi });

/** The voucher service (/radius/{slug}/...), for the signed-in user's partner. */
export const voucherApi = createHttpClient({
  base: () => voucherBase(getAuthState().user?.partner?.slug),
  refresh: refreshOnMainApi,
});

/** The assistant (/assistant/...). */
export const assistantApi = createHttpClient({ base: () => CHAT_BASE, refresh: refreshOnMainApi });

/** Main-API shorthands used across the features. */
export const http = <T>(path: string, options: RequestOptions = {}) => api.request<T>(path, options);
export const httpWithStatus = <T>(path: string, options: RequestOptions = {}) =>
  api.requestWithStatus<T>(path, options);
export const httpBlob = (path: string, options: Omit<RequestOptions, 'body'> = {}) =>
  api.requestBlob(path, options);

/**
 * For calls made outside the http client (an upload with progress events, a resumable upload): renews the
 * session after a 401 with the same single flight; false means the session is over (and it is ended).
 */
export const renewSessionAfter401 = async (failedAccess: string | null): Promise<boolean> => {
  if (await refreshSession(failedAccess, refreshOnMainApi)) return true;
  expireSession();
  return false;
};
