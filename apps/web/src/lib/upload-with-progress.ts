import { getAuthState } from './auth-store';
import { readBodyText } from './upload-body';
import { API_BASE, renewSessionAfter401 } from './http';

/** What the server answered an upload: any status, the parsed body. */
export type UploadAnswer = { status: number; body: unknown };

/** The connection failed before an answer came (offline, reset, aborted by the network). */
export class UploadNetworkError extends Error {
  constructor() {
    super('Upload network failure');
    this.name = 'UploadNetworkError';
  }
}

/** The server answered an upload with something other than success; `answer.body` says why. */
export class UploadRefusedError extends Error {
  readonly answer: UploadAnswer;
  constructor(answer: UploadAnswer) {
    super(`Upload refused (HTTP ${answer.status})`);
    this.name = 'UploadRefusedError';
    this.answer = answer;
  }
}

type PostOptions = {
  url: string;
  body: FormData;
  token: string | null;
  /** Bytes sent of the request body so far and its total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * One multipart POST through XMLHttpRequest: fetch has no upload progress events, and the spec shows an
 * upload progress bar. Resolves with any status; rejects only when no answer came.
 */
export function postWithProgress({
  url,
  body,
  token,
  onProgress,
  signal,
}: PostOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: readBodyText(xhr.responseText) });
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal) {
      if (signal.aborted) return xhr.abort();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

/**
 * POSTs a form to the main API with progress, the bearer token and one renewal on 401 (the form is built
 * again for the retry: a FormData of File parts can be sent twice, but its builder is the clearer contract).
 */
export async function uploadForm(
  path: string,
  buildForm: () => FormData,
  options: Pick<PostOptions, 'onProgress' | 'signal'> = {},
): Promise<UploadAnswer> {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const token = getAuthState().accessToken;
  const answer = await postWithProgress({ url, body: buildForm(), token, ...options });
  if (answer.status !== 401 || !token || !(await renewSessionAfter401(token))) return answer;
  return postWithProgress({ url, body: buildForm(), token: getAuthState().accessToken, ...options });
}
