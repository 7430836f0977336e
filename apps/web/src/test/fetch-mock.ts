import { vi } from 'vitest';

/** A reply: its status, its JSON body and, for a file, the response headers it adds (Content-Disposition). */
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type MockReply = Reply | Promise<Reply>;
export type MockHandler = (call: { body: unknown; headers: Record<string, string> }) => MockReply;
export type RecordedCall = { key: string; body: unknown; headers: Record<string, string> };

const toResponse = ({ status, body, headers }: Reply) =>
  new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/**
 * Stubs fetch with handlers keyed "METHOD path" (path after /v1/, without the query string).
 * A call nobody handles answers 599 and is recorded, so a test can assert it never happened.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/v1\//, '')}`;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    calls.push({ key, body, headers });
    const handler = handlers[key];
    return toResponse(
      handler ? await handler({ body, headers }) : { status: 599, body: { detail: `unmocked ${key}` } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((c) => c.key === key) };
}

/** A promise the test resolves when it wants, to observe in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
