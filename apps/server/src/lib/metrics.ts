import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  return {
    registry,
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
