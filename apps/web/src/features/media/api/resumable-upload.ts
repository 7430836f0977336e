import { Upload, type DetailedError } from 'tus-js-client';
import { getAuthState } from '../../../lib/auth-store';
import { API_BASE, renewSessionAfter401 } from '../../../lib/http';
import { readBodyText } from '../../../lib/upload-body';
import { UploadNetworkError, UploadRefusedError } from '../../../lib/upload-with-progress';

/** Each PATCH carries at most this much; a dropped connection costs at most one chunk's progress. */
export const RESUMABLE_CHUNK_BYTES = 16 * 1024 * 1024;
/** Waits between attempts after a failure; after the last one the upload gives up with a toast. */
export const RESUMABLE_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000, 30000];

type Options = { onProgress?: (sent: number, total: number) => void; signal?: AbortSignal };

const isRetryableStatus = (status: number) =>
  status === 0 || status >= 500 || status === 409 || status === 423;

/**
 * A resumable (tus 1.0) upload to /v1/uploads/ with the bearer token; resolves with the upload id, which
 * POST files/ takes as `upload`. A dropped connection resumes from the server's offset; the upload's URL is
 * kept in local storage by the file's fingerprint, so picking the same file again after a reload resumes
 * it too.
 */
export function uploadResumable(file: File, { onProgress, signal }: Options = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    let renewals = 0;
    const upload = new Upload(file, {
      endpoint: `${API_BASE}/uploads/`,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RESUMABLE_RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      // Read per request: a long upload outlives an access token, which the renewal below replaces.
      onBeforeRequest: (req) => {
        const token = getAuthState().accessToken;
        if (token) req.setHeader('Authorization', `Bearer ${token}`);
      },
      onAfterResponse: async (req, res) => {
        if (res.getStatus() !== 401 || renewals > 0) return;
        renewals += 1;
        const sent = req.getHeader('Authorization')?.replace(/^Bearer /, '') ?? null;
        await renewSessionAfter401(sent);
      },
      onShouldRetry: (error: DetailedError, attempt) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401) return renewals === 1 && attempt === 0;
        return isRetryableStatus(status);
      },
      onProgress: (sent, total) => onProgress?.(sent, total),
      onSuccess: () => {
        const id = upload.url?.replace(/\/+$/, '').split('/').pop();
        if (id) resolve(id);
        else reject(new Error('The upload has no id'));
      },
      onError: (error) => {
        const response = (error as DetailedError).originalResponse;
        if (!response || response.getStatus() === 0) return reject(new UploadNetworkError());
        reject(
          new UploadRefusedError({ status: response.getStatus(), body: readBodyText(response.getBody()) }),
        );
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        // Cancelled by the user: the server forgets the partial upload.
        void upload.abort(true);
        reject(new DOMException('The upload was cancelled', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
