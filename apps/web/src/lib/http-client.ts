import { ApiError, NETWORK_ERROR_TEXT, parseErrorBody } from './api-error';
import { getAuthState } from './auth-store';
import { expireSession, refreshSession, type RefreshCall } from './session-refresh';

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

type ShortOptions = Omit<RequestOptions, 'method' | 'body'>;

export type HttpClient = {
  /** The body of a 2xx answer; an ApiError otherwise. */
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** Like `request`, with the status: some calls answer 200 or 206 (partly refused) with the same body. */
  requestWithStatus: <T>(path: string, options?: RequestOptions) => Promise<{ status: number; data: T }>;
  /** A file the API answers (an invoice PDF): same token and refresh, the body as a Blob. */
  requestBlob: (path: string, options?: Omit<RequestOptions, 'body'>) => Promise<Blob>;
  /** A file with the name the server gives it (Content-Disposition), null when it gives none. */
  requestDownload: (
    path: string,
    options?: Omit<RequestOptions, 'body'>,
  ) => Promise<{ blob: Blob; fileName: string | null }>;
  get: <T>(path: string, options?: ShortOptions) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: ShortOptions) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: ShortOptions) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: ShortOptions) => Promise<T>;
  delete: <T>(path: string, options?: ShortOptions) => Promise<T>;
};

export type HttpClientConfig = {
  /** The base path, read on every call: the voucher service's depends on the signed-in partner. */
  base: () => string;
  /** How a 401 renews the session (the main API's refresh call, shared by every base). */
  refresh: RefreshCall;
};

const joinUrl = (base: string, path: string, query?: Query): string => {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
};

export const readBody = async (res: Response): Promise<unknown> => {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, else `filename=`. */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
};

/** One fetch: JSON or multipart body, the bearer token when given; a network failure is status 0. */
export async function send(
  url: string,
  options: RequestOptions,
  accessToken: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, detail: NETWORK_ERROR_TEXT });
  }
}

/**
 * A client for one API base. Every client sends the same bearer token, refreshes once on 401 through
 * the shared single flight and retries, or ends the session when the refresh fails.
 */
export function createHttpClient({ base, refresh }: HttpClientConfig): HttpClient {
  async function sendAuthorized(path: string, options: RequestOptions): Promise<Response> {
    const url = joinUrl(base(), path, options.query);
    const useAuth = options.auth !== false;
    const token = useAuth ? getAuthState().accessToken : null;
    const res = await send(url, options, token);
    if (res.status !== 401 || !useAuth || !token) return res;
    if (await refreshSession(token, refresh)) return send(url, options, getAuthState().accessToken);
    expireSession();
    throw parseErrorBody(401, await readBody(res));
  }

  const requestWithStatus = async <T>(path: string, options: RequestOptions = {}) => {
    const res = await sendAuthorized(path, options);
    const body = await readBody(res);
    if (!res.ok) throw parseErrorBody(res.status, body);
    return { status: res.status, data: body as T };
  };
  const request = async <T>(path: string, options: RequestOptions = {}) =>
    (await requestWithStatus<T>(path, options)).data;
  const requestBlob = async (path: string, options: Omit<RequestOptions, 'body'> = {}) => {
    const res = await sendAuthorized(path, options);
    if (!res.ok) throw parseErrorBody(res.status, await readBody(res));
    return res.blob();
  };

  const requestDownload = async (path: string, options: Omit<RequestOptions, 'body'> = {}) => {
    const res = await sendAuthorized(path, options);
    if (!res.ok) throw parseErrorBody(res.status, await readBody(res));
    return { blob: await res.blob(), fileName: fileNameOf(res.headers.get('Content-Disposition')) };
  };

  return {
    request,
    requestWithStatus,
    requestBlob,
    requestDownload,
    get: (path, options) => request(path, options),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
