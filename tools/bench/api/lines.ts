import { WARMUP_SECONDS } from './config';
import { ownCpuMs, treeCpuMs } from './cpu';
import type { Seeded } from './datasets';
import { type LoadResult, wrk } from './wrk';

/** A server under load: its process tree's CPU is charged to it (`inProcess`: the bench's own process). */
export type Target = { label: string; base: string; pid?: number; inProcess?: boolean };

/** A request of a line: the path (`{page}` = a random page of `pages`) and what a correct answer holds. */
export type Request = { path: string; pages?: number; check: (body: unknown) => string | null };

export type Measured = LoadResult & {
  /** CPU milliseconds per request served: the server's process tree, and PostgreSQL's (null on PGlite). */
  serverMs: number | null;
  pgMs: number | null;
};

export type Bench = { wrk: string; pgPid: number | null };

/** Whole-line CPU: everything the server and the database spent, divided by the requests served. */
export async function measure(
  bench: Bench,
  target: Target,
  request: Request,
  connections: number,
  seconds: number,
  token?: string,
): Promise<Measured> {
  const run = (s: number) =>
    wrk({
      wrk: bench.wrk,
      base: target.base,
      path: request.path,
      pages: request.pages,
      token,
      connections,
      seconds: s,
    });
  const serverCpu = () =>
    target.inProcess ? ownCpuMs() : target.pid !== undefined ? treeCpuMs(target.pid) : null;
  const pgCpu = () => (bench.pgPid === null ? null : treeCpuMs(bench.pgPid));
  await run(WARMUP_SECONDS);
  const [server0, pg0] = [serverCpu(), pgCpu()];
  const result = await run(seconds);
  const [server1, pg1] = [serverCpu(), pgCpu()];
  const perRequest = (before: number | null, after: number | null) =>
    before === null || after === null || result.requests === 0 ? null : (after - before) / result.requests;
  return { ...result, serverMs: perRequest(server0, server1), pgMs: perRequest(pg0, pg1) };
}

/**
 * One request of the line before it is measured, on its deepest page: a wrong route, a refused token or a
 * count that does not match the seeded rows stops the bench instead of measuring errors.
 */
export async function probe(target: Target, request: Request, token?: string): Promise<void> {
  const path = request.path.replace('{page}', String(request.pages ?? 1));
  const response = await fetch(`${target.base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json().catch(() => null)) as unknown;
  const problem = response.ok ? request.check(body) : `${response.status} ${JSON.stringify(body)}`;
  if (problem) throw new Error(`${target.label} GET ${path}: ${problem}`);
}

const pageOf = (count: number) => (body: unknown) => {
  const page = body as { count?: number; results?: unknown[] } | null;
  if (page?.count !== count) return `count ${page?.count}, expected ${count}`;
  return page.results?.length === 10 ? null : `${page.results?.length} results, expected 10`;
};

/** The first page, and a random page among all of them (on average half-way down the list). */
export function listRequests(prefix: string, size: number): { first: Request; deep: Request } {
  return {
    first: { path: `${prefix}?page=1&page_size=10`, check: pageOf(size) },
    deep: { path: `${prefix}?page={page}&page_size=10`, pages: Math.ceil(size / 10), check: pageOf(size) },
  };
}

const statusPath = (serials: string[]) =>
  `/v1/device-status/?${serials.map((s) => `serial_numbers[]=${s}`).join('&')}`;
const statusOf = (serials: string[]) => (body: unknown) => {
  const keys = Object.keys((body ?? {}) as object);
  return serials.every((s) => keys.includes(s))
    ? null
    : `answered ${keys.length} of ${serials.length} serials`;
};

/** Device status for the 10 routers of the list's first page, and for the 10 of its last page. */
export function statusRequests(d: Seeded): { first: Request; deep: Request } {
  return {
    first: { path: statusPath(d.firstSerials), check: statusOf(d.firstSerials) },
    deep: { path: statusPath(d.deepSerials), check: statusOf(d.deepSerials) },
  };
}
