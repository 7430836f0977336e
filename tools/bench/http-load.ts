import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/**
 * Runs autocannon and computes the percentiles from every response time (autocannon's own summary has no
 * p95). `overallRate` holds the request rate steady for a sustained-throughput measurement.
 */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const times: number[] = [];
  const result = await autocannon({
    ...options,
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) =>
        times.push(responseTime),
      );
    },
  });
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    // autocannon's own per-second average, which leaves out the ramp-up.
    perSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
