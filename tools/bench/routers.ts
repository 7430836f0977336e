// `npm run bench:routers`: 10,000 routers for one partner, measured with autocannon against the built server
// on PGlite and on PostgreSQL, beside a bare Fastify route in the same run.
// Budgets: router list page p95 ≤ 30 ms; device status for 500 serials p95 ≤ 20 ms; heartbeats ≥ 1,000/s
// sustained with p99 ≤ 50 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBenchPartner } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';
import { BOX_HEALTH } from './box-health';

const ROUTERS = Number(process.env.BENCH_ROUTERS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { listP95: 30, statusP95: 20, heartbeatRate: 1000, heartbeatP99: 50 };
/** Page loads measured as two admins working at once; ten busy connections are shown as saturation. */
const READ_CONNECTIONS = 2;

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const { serials, keys } = await seedBenchPartner(database.db, ROUTERS);
  // Steady state: PostgreSQL's autovacuum (or the embedded engine's hourly housekeeping) has run.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const port = 18500 + (engine === 'pglite' ? 1 : 2);
  const { server, base, stop } = spawnBuiltServer({
    port,
    dataDir,
    databaseUrl,
  });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const auth = { authorization: `Bearer ${token}` };
    const pages = Math.ceil(ROUTERS / 10);
    const listAt = (connections: number) =>
      load({
        url: base,
        connections,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            headers: auth,
            setupRequest: (req) => ({
              ...req,
              path: `/v1/routers/?page=${1 + Math.floor(Math.random() * pages)}&page_size=10`,
            }),
          },
        ],
      });
    const statusQuery = serials
      .slice(0, 500)
      .map((s) => `serial_numbers[]=${s}`)
      .join('&');
    const statusAt = (connections: number) =>
      load({
        url: `${base}/v1/device-status/?${statusQuery}`,
        connections,
        duration: DURATION,
        headers: auth,
      });
    const list = await listAt(READ_CONNECTIONS);
    const listBusy = await listAt(10);
    const status = await statusAt(READ_CONNECTIONS);
    const statusBusy = await statusAt(10);
    const body = JSON.stringify({
      interval_seconds: 30,
      connected_clients: 12,
      health: BOX_HEALTH,
    });
    const heartbeat = (overallRate?: number) =>
      load({
        url: `${base}/device/heartbeat`,
        connections: overallRate ? 10 : 50,
        duration: DURATION,
        ...(overallRate && { overallRate }),
        requests: [
          {
            method: 'POST',
            body,
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                authorization: `Device ${keys[Math.floor(Math.random() * keys.length)]}`,
              },
            }),
          },
        ],
      });
    // autocannon paces a fixed rate a little under its target, so it is asked for 10% more than the budget.
    const sustained = await heartbeat(Math.round(BUDGET.heartbeatRate * 1.1));
    const peak = await heartbeat();
    return { list, listBusy, status, statusBusy, sustained, peak };
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bareRoute(): Promise<LoadResult> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: 18503, host: '127.0.0.1' });
  try {
    return await load({ url: 'http://127.0.0.1:18503/bare', connections: 10, duration: DURATION });
  } finally {
    await app.close();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');

const bare = await bareRoute();
const results: Record<string, Awaited<ReturnType<typeof benchEngine>>> = {};
results.PGlite = await benchEngine('pglite');
const pg = startPostgres(25990);
if (pg) {
  try {
    results.PostgreSQL = await benchEngine('postgres', pg.url);
  } finally {
    pg.stop();
  }
}

const rows = Object.entries(results).flatMap(([engine, r]) => [
  `| ${engine} | router list page (10 of ${ROUTERS}), ${READ_CONNECTIONS} connections | ${r.list.perSecond}/s | ${ms(r.list.p95)} | ${ms(r.list.p99)} | p95 ≤ 30 ms: ${verdict(r.list.p95 <= BUDGET.listP95)} |`,
  `| ${engine} | router list page, 10 connections (saturation) | ${r.listBusy.perSecond}/s | ${ms(r.listBusy.p95)} | ${ms(r.listBusy.p99)} | |`,
  `| ${engine} | device status, 500 serials, ${READ_CONNECTIONS} connections | ${r.status.perSecond}/s | ${ms(r.status.p95)} | ${ms(r.status.p99)} | p95 ≤ 20 ms: ${verdict(r.status.p95 <= BUDGET.statusP95)} |`,
  `| ${engine} | device status, 10 connections (saturation) | ${r.statusBusy.perSecond}/s | ${ms(r.statusBusy.p95)} | ${ms(r.statusBusy.p99)} | |`,
  `| ${engine} | heartbeats at a steady rate (target 1,100/s, 10 connections) | ${r.sustained.perSecond}/s | ${ms(r.sustained.p95)} | ${ms(r.sustained.p99)} | ≥ 1,000/s, p99 ≤ 50 ms: ${verdict(r.sustained.perSecond >= BUDGET.heartbeatRate && r.sustained.p99 <= BUDGET.heartbeatP99 && r.sustained.non2xx === 0)} |`,
  `| ${engine} | heartbeats, as fast as they go (50 connections) | ${r.peak.perSecond}/s | ${ms(r.peak.p95)} | ${ms(r.peak.p99)} | |`,
]);
const body = `
Machine: ${machineLine()}. ${ROUTERS.toLocaleString('en')} routers for one partner; autocannon, ${DURATION} s per line; server,
database and load generator share the same 2 cores. Percentiles from every response time. Page loads are
measured at ${READ_CONNECTIONS} concurrent connections (two admins at once); the 10-connection lines show where one server saturates.

| engine | request | throughput | p95 | p99 | budget |
|---|---|---|---|---|---|
| (none) | bare Fastify route, same run | ${bare.perSecond}/s | ${ms(bare.p95)} | ${ms(bare.p99)} | baseline |
${rows.join('\n')}
${pg ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
writeSection('Routers: list, device status and heartbeats', body);
console.log(body);
