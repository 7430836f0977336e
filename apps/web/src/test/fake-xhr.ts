import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** What a test scripts for each upload: progress steps, then an answer or a network failure. */
export type FakeUploadScript = {
  progress?: readonly [loaded: number, total: number][];
  answer?: { status: number; body?: unknown };
  networkError?: boolean;
};

export type SentUpload = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * Stubs XMLHttpRequest (uploads with progress): each send() plays the next script; calls are recorded.
 * jsdom's own XMLHttpRequest has no upload progress to drive.
 */
export function fakeXhr(scripts: FakeUploadScript[]) {
  const sent: SentUpload[] = [];
  class FakeXMLHttpRequest {
    upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      const script = scripts.shift() ?? { answer: { status: 599 } };
      void (async () => {
        for (const [loaded, total] of script.progress ?? []) {
          await new Promise((r) => setTimeout(r, 5));
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
        await new Promise((r) => setTimeout(r, 5));
        if (script.networkError) return this.onerror?.();
        this.status = script.answer?.status ?? 200;
        this.responseText = script.answer?.body === undefined ? '' : JSON.stringify(script.answer.body);
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { sent };
}

/** The text fields and file names of a sent multipart body. */
export const formFields = (body: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!(body instanceof FormData)) return out;
  body.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  });
  return out;
};
