import type { IncomingHttpHeaders } from 'node:http';

/** A request to the sandbox, its body parsed: `invalid` when it was not JSON, undefined when empty. */
export type SandboxRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
};
export type SandboxResponse = { status: number; body?: unknown };

export const INVALID_JSON = Symbol('invalid JSON');

export const header = (request: SandboxRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
