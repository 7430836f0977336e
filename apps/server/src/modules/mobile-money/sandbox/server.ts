import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { airtelCallbackBody, airtelSandbox } from './airtel';
import { INVALID_JSON, type SandboxRequest, type SandboxResponse } from './http-types';
import { type LedgerTimings, type SandboxTransaction, createLedger } from './ledger';
import { mtnSandbox, mtnStatusBody } from './mtn';

/** Requests larger than this are refused: the providers' bodies are a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;
/** How many of the latest calls `received` keeps. */
const MAX_RECEIVED = 10_000;

export type SandboxOptions = Partial<LedgerTimings> & {
  /** 0: a port the system picks (tests). */
  port?: number;
  /** Airtel sends callbacks to the URL set for the application in its portal, not one per request. */
  airtelCallbackUrl?: string | null;
  /** A callback that could not be delivered (the sandbox does not retry). */
  onCallbackFailed?: (url: string, error: unknown) => void;
  /**
   * The moment the payer answered (the payment is decided at the provider), before its callback is sent:
   * the benchmark times settlement from here (tools/bench/momo.ts).
   */
  onDecided?: (transaction: Readonly<SandboxTransaction>) => void;
};

export type SandboxProvider = {
  /** Base URL for both providers, e.g. http://127.0.0.1:40123. */
  url: string;
  /** What the sandbox received, in order (the latest 10,000): tests count provider requests with it. */
  received: { provider: 'mtn_momo' | 'airtel_money'; kind: 'token' | 'request' | 'status'; status: number }[];
  close: () => Promise<void>;
};

/**
 * The local sandbox provider (issue 32 §4, decision 077): one HTTP server on loopback that answers both
 * MTN MoMo's and Airtel Money's documented collection calls, decides each payment by the payer's number
 * (outcomes.ts) after a short approval delay, and posts the callback as the provider would — except for
 * the "callback lost" number. `npm start` in demo mode runs it for the demo partners; the tests run it too.
 */
export async function startSandboxProvider(options: SandboxOptions = {}): Promise<SandboxProvider> {
  const received: SandboxProvider['received'] = [];
  const ledger = createLedger(
    { approvalDelayMs: options.approvalDelayMs ?? 2000, timeoutMs: options.timeoutMs ?? 120_000 },
    (transaction) => {
      options.onDecided?.(transaction);
      void sendCallback(transaction);
    },
  );
  const mtn = mtnSandbox(ledger);
  const airtel = airtelSandbox(ledger);
  const pendingCallbacks = new Set<Promise<void>>();

  const sendCallback = async (transaction: SandboxTransaction): Promise<void> => {
    if (transaction.outcome === 'callback_lost') return;
    const target =
      transaction.provider === 'mtn_momo'
        ? transaction.callbackUrl && {
            url: transaction.callbackUrl,
            method: 'PUT',
            body: mtnStatusBody(transaction),
          }
        : options.airtelCallbackUrl && {
            url: options.airtelCallbackUrl,
            method: 'POST',
            body: airtelCallbackBody(transaction),
          };
    if (!target) return;
    const delivery = fetch(target.url, {
      method: target.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(target.body),
      signal: AbortSignal.timeout(10_000),
    })
      .then(() => undefined)
      .catch((error: unknown) => options.onCallbackFailed?.(target.url, error));
    pendingCallbacks.add(delivery);
    await delivery.finally(() => pendingCallbacks.delete(delivery));
  };

  const kindOf = (path: string): 'token' | 'request' | 'status' =>
    /token/.test(path) ? 'token' : /\/(requesttopay|payments)\/?$/.test(path) ? 'request' : 'status';

  const handle = (request: SandboxRequest): SandboxResponse => {
    const provider = request.path.startsWith('/collection/') ? 'mtn_momo' : 'airtel_money';
    const answer = (provider === 'mtn_momo' ? mtn(request) : airtel(request)) ?? {
      status: 404,
      body: { code: 'RESOURCE_NOT_FOUND', message: 'No such operation.' },
    };
    received.push({ provider, kind: kindOf(request.path), status: answer.status });
    // A demo server runs for days: only the latest calls are kept.
    if (received.length > MAX_RECEIVED) received.shift();
    return answer;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      if (text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          body = INVALID_JSON;
        }
      }
      const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
      const answer = handle({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (answer.body === undefined) res.writeHead(answer.status).end();
      else
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      ledger.close();
      await Promise.allSettled([...pendingCallbacks]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
