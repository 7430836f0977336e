import { ApiError, NETWORK_ERROR_TEXT, parseErrorBody } from './api-error';
import { clearSession, getAuthState, setTokens, syncFromStorage } from './auth-store';
import { notify } from './notify';

export { ApiError } from './api-error';

/** Versioned API base (spec part 1 §7), same origin by default. */
export const API_BASE = (import.meta.env.VITE_API_BASE ?? '/v1').replace(/\/+$/, '');

export const SESSION_EXPIRED_TEXT = 'Your session has expired. Login again';

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart with the browser's boundary. */
  body?: unknown;
  query?: Query;
  /** Send the bearer token and refresh once on 401 (default true). Sign-in and refresh itself opt out. */
  auth?: boolean;
  signal?: AbortSignal;
};

const buildUrl = (path: string, query?: Query): string => {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
};

const readBody = async (res: Response): Promise<unknown> => {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_TEXT });
  }
}

/** Several tabs share one rotating refresh token: serialise refreshes across tabs when the browser can. */
const withCrossTabLock = (fn: () => Promise<boolean>): Promise<boolean> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('ared-token-refresh', fn).then((granted) => granted)
    : fn();

async function refreshTokens(failedAccess: string | null): Promise<boolean> {
  // Another tab may have rotated the pair while we waited for the lock; its tokens are in storage.
  syncFromStorage();
  const { accessToken, refreshToken } = getAuthState();
  if (accessToken && accessToken !== failedAccess) return true;
  if (!refreshToken) return false;
  try {
    const res = await send('auth/jwt/refresh/', { method: 'POST', body: { refresh: refreshToken } }, null);
    if (!res.ok) return false;
    const data = (await readBody(res)) as { access?: unknown; refresh?: unknown } | undefined;
    if (typeof data?.access !== 'string') return false;
    // The server rotates the refresh token; older servers answer only `access`.
    setTokens({
      access: data.access,
      refresh: typeof data.refresh === 'string' ? data.refresh : refreshToken,
    });
    return true;
  } catch {
    return false;
  }
}

let inflightRefresh: Promise<boolean> | null = null;

/** Single flight: parallel 401s wait for the same refresh instead of each spending the refresh token. */
export function refreshSession(failedAccess: string | null): Promise<boolean> {
  inflightRefresh ??= withCrossTabLock(() => refreshTokens(failedAccess)).finally(() => {
    inflightRefresh = null;
  });
  return inflightRefresh;
}

/** The refresh failed: tell the user once, forget the session; the route guard then goes to /. */
function expireSession() {
  if (!getAuthState().refreshToken && !getAuthState().accessToken) return;
  notify.info(SESSION_EXPIRED_TEXT);
  clearSession();
}

/** Sends with the bearer token; a 401 refreshes once (single flight) and retries, or ends the session. */
async function sendAuthorized(path: string, options: RequestOptions): Promise<Response> {
  const useAuth = options.auth !== false;
  const token = useAuth ? getAuthState().accessToken : null;
  const res = await send(path, options, token);
  if (res.status !== 401 || !useAuth || !token) return res;
  if (await refreshSession(token)) return send(path, options, getAuthState().accessToken);
  expireSession();
  throw parseErrorBody(401, await readBody(res));
}

/** Like `http`, with the status: some calls answer 200 or 206 (partly refused) with the same body. */
export async function httpWithStatus<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: T }> {
  const res = await sendAuthorized(path, options);
  const body = await readBody(res);
  if (!res.ok) throw parseErrorBody(res.status, body);
  return { status: res.status, data: body as T };
}

/** A file the API answers (an invoice PDF): same token and refresh as every call, the body as a Blob. */
export async function httpBlob(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Blob> {
  const res = await sendAuthorized(path, options);
  if (!res.ok) throw parseErrorBody(res.status, await readBody(res));
  return res.blob();
}

export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await httpWithStatus<T>(path, options)).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => http<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'DELETE' }),
};
