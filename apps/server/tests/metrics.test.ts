import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from '../src/jobs/scheduler';
import { createMetrics } from '../src/lib/metrics';
import { type TestContext, createTestContext } from './helpers/app';
import { RADIUS_ENV, issueRadiusSecret, papLogin, radiusPorts, sendDatagram } from './helpers/radius';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Issue 33 §3: the Prometheus endpoint (Bearer METRICS_TOKEN, off without it), what it counts (HTTP by
 * route pattern and status, RADIUS packets by port and result, job runs, group-commit batch sizes), and the
 * liveness and readiness endpoints a load balancer uses.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456789';
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext({ ...RADIUS_ENV, METRICS_TOKEN: TOKEN });
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const scrape = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

/** The value of one sample line (`name{labels} value`), 0 when the series is not there yet. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('who may scrape', () => {
  it('answers 401 without the token or with another one, and 404 when no token is configured', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request');
    const off = await createTestContext();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('what it counts', () => {
  it('HTTP requests by route pattern, method and status, never by the raw URL', async () => {
    const before = await scrape();
    const series = 'http_request_duration_seconds_count{method="GET",route="/v1/routers/:id/",status="404"}';
    for (const id of [999_001, 999_002, 999_003])
      await ctx.app.inject({
        method: 'GET',
        url: `/v1/routers/${id}/`,
        headers: bearer(world.mine.tokens.access),
      });
    const after = await scrape();
    expect(sample(after, series) - sample(before, series)).toBe(3);
    expect(after).not.toContain('999001');
    await ctx.app.inject({ method: 'GET', url: '/no/such/thing/at/all' });
    expect(await scrape()).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} \d/,
    );
  });

  it('RADIUS packets by port and result', async () => {
    const box = world.mine.routers[0]!;
    const secret = await issueRadiusSecret(ctx, world.mine.tokens.access, box.id);
    const series = 'radius_packets_total{port="auth",result="reject"}';
    const before = sample(await scrape(), series);
    const answer = await sendDatagram(
      radiusPorts(ctx).auth,
      papLogin({ serial: box.serialNumber, secret }, 'NOSUCHCODE', 'AA:BB:CC:00:00:01'),
    );
    expect(answer?.[0]).toBe(3); // Access-Reject
    // The count follows the send, in the same turn: scrape until it shows (a few ms).
    await expect.poll(async () => sample(await scrape(), series) - before).toBe(1);
    // A packet signed with another secret gets no answer, counted as such.
    const unsigned = papLogin(
      { serial: box.serialNumber, secret: 'not-the-secret' },
      'X',
      'AA:BB:CC:00:00:02',
    );
    expect(await sendDatagram(radiusPorts(ctx).auth, unsigned, 300)).toBeNull();
    expect(sample(await scrape(), 'radius_packets_total{port="auth",result="none"}')).toBeGreaterThan(0);
  });

  it('job runs by outcome, and how long those that ran took', async () => {
    const scheduler = startScheduler({ database: ctx.database, log: ctx.app.log, metrics: ctx.app.metrics }, [
      { name: 'metrics-test-ok', intervalMs: 0, run: async () => {} },
      {
        name: 'metrics-test-broken',
        intervalMs: 0,
        run: async () => {
          throw new Error('broken on purpose');
        },
      },
    ]);
    await scheduler.runNow('metrics-test-ok');
    await scheduler.runNow('metrics-test-ok');
    await scheduler.runNow('metrics-test-broken');
    await scheduler.stop();
    const text = await scrape();
    expect(sample(text, 'job_runs_total{job="metrics-test-ok",outcome="ran"}')).toBe(2);
    expect(sample(text, 'job_runs_total{job="metrics-test-broken",outcome="failed"}')).toBe(1);
    expect(sample(text, 'job_duration_seconds_count{job="metrics-test-ok"}')).toBe(2);
  });

  it('the size of each group-commit statement (heartbeats)', async () => {
    const box = world.mine.routers[1]!;
    const key = await ctx.app.inject({
      method: 'POST',
      url: `/v1/routers/${box.id}/device-key/`,
      headers: bearer(world.mine.tokens.access),
    });
    const deviceKey = key.json().device_key as string;
    const before = sample(await scrape(), 'group_commit_batch_size_count{writer="heartbeats"}');
    const beat = await ctx.app.inject({
      method: 'POST',
      url: '/device/heartbeat',
      headers: { authorization: `Device ${deviceKey}` },
      payload: { serial_number: box.serialNumber },
    });
    expect(beat.statusCode, beat.body).toBeLessThan(300);
    expect(sample(await scrape(), 'group_commit_batch_size_count{writer="heartbeats"}') - before).toBe(1);
  });
});

describe('database pool usage', () => {
  it('shows both gauges from one reading on the first scrape, and nothing when the database does not answer', async () => {
    const metrics = createMetrics();
    let reads = 0;
    let answers = true;
    metrics.readPoolUsage(async () => {
      reads += 1;
      if (!answers) throw new Error('database away');
      return { connections: [{ pool: 'main', state: 'active', count: 3 }], max: { main: 10 } };
    });
    const first = await metrics.registry.metrics();
    expect(sample(first, 'db_pool_max_connections{pool="main"}')).toBe(10);
    expect(sample(first, 'db_pool_connections{pool="main",state="active"}')).toBe(3);
    expect(reads).toBe(1);
    answers = false;
    const away = await metrics.registry.metrics();
    expect(away).not.toMatch(/^db_pool_(max_)?connections\{/m);
    expect(away).toContain('# HELP db_pool_connections');
  });

  it("shows this process's connections by pool and state as PostgreSQL sees them (none on PGlite)", async () => {
    if (ctx.database.engine === 'pglite') {
      // One in-process connection and no pool: no series rather than made-up ones.
      expect(await scrape()).not.toMatch(/^db_pool_connections\{/m);
      return;
    }
    // A transaction left open over the scrape is one main-pool connection idle in transaction.
    let text = '';
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      text = await scrape();
    });
    expect(sample(text, 'db_pool_connections{pool="main",state="idle in transaction"}')).toBe(1);
    expect(sample(text, 'db_pool_max_connections{pool="main"}')).toBe(10);
    expect(sample(text, 'db_pool_max_connections{pool="hot"}')).toBe(10);
    // The scrape's own statement, on the claims' connection.
    expect(sample(text, 'db_pool_connections{pool="locks",state="active"}')).toBe(1);
    const after = await scrape();
    expect(sample(after, 'db_pool_connections{pool="main",state="idle in transaction"}')).toBe(0);
    expect(sample(after, 'db_pool_connections{pool="main",state="idle"}')).toBeGreaterThanOrEqual(1);
  });
});

describe('liveness and readiness', () => {
  it('live answers without the database; ready names the database that answered', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: ctx.database.engine });
  });

  it('ready answers 503 with a detail when the database does not answer', async () => {
    const other = await createTestContext();
    const execute = other.database.db.execute.bind(other.database.db);
    other.database.db.execute = (async () => {
      throw new Error('connection refused');
    }) as unknown as typeof execute;
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('The database does not answer.');
      expect((await other.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      other.database.db.execute = execute;
      await other.close();
    }
  });
});
