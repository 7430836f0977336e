import { execFile } from 'node:child_process';
import { join } from 'node:path';

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not 2xx/3xx, and socket errors and timeouts. */
  non2xx: number;
  errors: number;
};

const SCRIPT = join(import.meta.dirname, 'wrk-load.lua');

/**
 * One wrk run (one thread, `connections` connections) against `base` + `path`; `{page}` in the path becomes
 * a random page of `pages`. wrk rather than autocannon: gunicorn's sync workers close every connection,
 * which autocannon mishandles (it writes the next request on the closing socket).
 */
export function wrk(options: {
  wrk: string;
  base: string;
  path: string;
  pages?: number;
  token?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    SCRIPT,
    options.base,
  ];
  const env = {
    ...process.env,
    WRK_PATH: options.path,
    WRK_PAGES: String(options.pages ?? 1),
    WRK_TOKEN: options.token ?? '',
  };
  return new Promise((resolve, reject) =>
    execFile(options.wrk, args, { env }, (error, stdout, stderr) => {
      const line = stdout.match(/BENCH_WRK (\{.*\})/)?.[1];
      if (error || !line) return reject(new Error(`wrk failed: ${error?.message ?? ''} ${stderr}`));
      const r = JSON.parse(line) as Omit<LoadResult, 'perSecond'> & { duration_us: number };
      resolve({
        requests: r.requests,
        perSecond: r.requests / (r.duration_us / 1e6),
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    }),
  );
}
