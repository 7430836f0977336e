import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Which RADIUS socket a packet came in on. */
export type RadiusPort = 'auth' | 'acct';
/** What became of a packet: the answer's code, none (dropped by a rule), or a failure (logged once a minute). */
export type RadiusResult =
  'accept' | 'reject' | 'challenge' | 'accounting_response' | 'other' | 'none' | 'failed';
/**
 * A scheduled job's tick: it ran, it was skipped (another replica claimed the period, or a run still held
 * the job's lock), or it failed (it threw, or the period could not be claimed).
 */
export type JobOutcome = 'ran' | 'skipped' | 'failed';

/**
 * The server's Prometheus metrics (issue 33 §3), one registry per app (tests build many apps in a process).
 * Labels are bounded: the route's pattern (never the raw URL), the status, a packet's port and result, the
 * job's and the writer's names. Instruments record through these functions so the hot paths (RADIUS at
 * 10,000 packets a second) touch a pre-labelled child, not a label lookup per packet.
 */
export type Metrics = {
  registry: Registry;
  httpRequest: (method: string, route: string, status: number, seconds: number) => void;
  radiusPacket: (port: RadiusPort, result: RadiusResult) => void;
  jobRun: (job: string, outcome: JobOutcome, seconds: number) => void;
  /** The size of one group-commit statement (accounting, heartbeats): how well writes are batched. */
  groupCommitBatch: (writer: string, size: number) => void;
  /** Where the database pool gauges read from at each scrape (plugins/metrics.ts gives Database.connections). */
  readPoolUsage: (read: () => Promise<PoolUsageReading>) => void;
};

/** This process's connections by pool and state as the database sees them, and each pool's size. */
export type PoolUsageReading = {
  connections: { pool: string; state: string; count: number }[];
  max: Record<string, number>;
};

const RADIUS_RESULTS: RadiusResult[] = [
  'accept',
  'reject',
  'challenge',
  'accounting_response',
  'other',
  'none',
  'failed',
];

/** The result of an answered packet, from its first byte (RFC 2865 §3 codes). */
export const radiusResultOf = (reply: Buffer): RadiusResult => {
  switch (reply[0]) {
    case 2:
      return 'accept';
    case 3:
      return 'reject';
    case 5:
      return 'accounting_response';
    case 11:
      return 'challenge';
    default:
      return 'other';
  }
};

export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  // CPU, memory, event-loop lag, handles: the server's process (main.ts), not every test app.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration in seconds',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const radius = new Counter({
    name: 'radius_packets_total',
    help: 'RADIUS packets by port (auth, acct) and result (the answer sent, none, failed)',
    labelNames: ['port', 'result'],
    registers: [registry],
  });
  const radiusChildren = new Map(
    (['auth', 'acct'] as const).flatMap((port) =>
      RADIUS_RESULTS.map((result) => [`${port}:${result}`, radius.labels(port, result)] as const),
    ),
  );
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job ticks by job and outcome (ran; skipped: another replica claimed the period or a run held the lock; failed)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long the scheduled jobs that ran took, in seconds',
    labelNames: ['job'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'group_commit_batch_size',
    help: 'Items written by one group-commit statement, by writer',
    labelNames: ['writer'],
    buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500],
    registers: [registry],
  });
  // postgres.js tells nothing of its pool, so the database does: at each scrape, this process's connections
  // in pg_stat_activity (found by their application_name) by state. `active` is a statement running now;
  // queries queued in the driver behind busy connections are not seen. The scrape's own statement is counted,
  // as active on the `locks` pool. A database that does not answer leaves the gauges empty, not the scrape
  // failed. PGlite has no pool: no series.
  let readPool: (() => Promise<PoolUsageReading>) | undefined;
  // Both gauges are collected at once by a scrape: they share one reading (one query), and a database that
  // does not answer is no reading.
  let reading: Promise<PoolUsageReading | null> | null = null;
  const readOnce = () => {
    if (!readPool) return Promise.resolve(null);
    if (!reading) {
      reading = readPool().catch(() => null);
      void reading.finally(() => (reading = null));
    }
    return reading;
  };
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections each database pool of this process opens (main, hot, locks)',
    labelNames: ['pool'],
    registers: [registry],
    async collect() {
      this.reset();
      const usage = await readOnce();
      for (const [pool, max] of Object.entries(usage?.max ?? {})) this.labels(pool).set(max);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "This process's open database connections by pool and state (active, idle, idle in transaction…), read from pg_stat_activity at scrape time; includes the scrape's own query (locks, active)",
    labelNames: ['pool', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const usage = await readOnce();
      for (const { pool, state, count } of usage?.connections ?? []) this.labels(pool, state).set(count);
    },
  });
  return {
    registry,
    readPoolUsage: (read) => {
      readPool = read;
    },
    httpRequest: (method, route, status, seconds) =>
      http.labels(method, route, String(status)).observe(seconds),
    radiusPacket: (port, result) => radiusChildren.get(`${port}:${result}`)?.inc(),
    jobRun: (job, outcome, seconds) => {
      jobRuns.labels(job, outcome).inc();
      if (outcome !== 'skipped') jobDuration.labels(job).observe(seconds);
    },
    groupCommitBatch: (writer, size) => batches.labels(writer).observe(size),
  };
}
