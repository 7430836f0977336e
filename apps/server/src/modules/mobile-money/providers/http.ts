import { ProviderCallFailed } from './provider';

/** A provider call gives up after this long: the payer is waiting on a captive-portal page. */
const CALL_TIMEOUT_MS = 15_000;

export type ProviderResponse = { status: number; body: unknown };

/**
 * One HTTP call to a provider: the status and the JSON body (null when there is none or it is not JSON).
 * A network error or timeout is `unreachable` at `step`; the caller decides what each status means.
 */
export async function callProvider(
  step: ProviderCallFailed['step'],
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    // The message names the host only: a URL may carry nothing secret, but an error's cause might.
    throw new ProviderCallFailed(
      'unreachable',
      step,
      `${new URL(url).host} unreachable: ${errorName(error)}`,
    );
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, body };
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'error');

/** A field of a JSON object, or undefined (provider bodies are read defensively: they are not ours). */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The amount as the providers write it: major units, with the currency's decimals (RWF 300 → "300"). */
export function amountText(amountMinor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return (amountMinor / 10 ** decimals).toFixed(decimals);
}

export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}
