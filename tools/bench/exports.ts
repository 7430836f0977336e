// `npm run bench:exports`: the streamed CSV export (issue 29 §4, decision 051) of 100,000 vouchers of one
// partner, downloaded whole from the built server on PGlite and on PostgreSQL.
// Budget: ≥ 20,000 rows/s, the server's memory (resident set) growing by < 50 MB while it streams.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBenchAdmin } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_ROWS_PER_SECOND = 20_000;
const BUDGET_GROWTH_MB = 50;
const SLUG = 'bench-partner';

/** The process's resident set in bytes, from /proc (what the server holds, heap and buffers alike). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** `count` vouchers of the partner, one a second apart, in statements of 10,000 rows. */
async function seedVouchers(db: Awaited<ReturnType<typeof openDatabase>>['db'], partnerId: number) {
  for (let start = 0; start < VOUCHERS; start += 10_000) {
    const end = Math.min(VOUCHERS, start + 10_000);
    await db.execute(sql`
      insert into vouchers (partner_id, code, duration_seconds, expiry_date, created_at, batch_id)
      select ${partnerId}, 'B' || lpad(g::text, 7, '0'), 3600, now() + interval '30 days',
             now() - g * interval '1 second', 'bench-' || (g / 100)
      from generate_series(${start + 1}::int, ${end}::int) g`);
  }
}

/** The process's CPU time (user and system) in seconds, from /proc: what the export costs, whatever the load. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

type Run = { rows: number; seconds: number; bytes: number; growthMb: number; cpuSeconds: number };

/** One whole download, the server's resident set sampled every 20 ms meanwhile. */
async function download(base: string, token: string, pid: number): Promise<Run> {
  const before = residentBytes(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${base}/radius/${SLUG}/admin/vouchers/export`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) newlines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  const cpu = cpuSeconds(pid) - cpuBefore;
  return { rows: newlines - 1, seconds, bytes, growthMb: (peak - before) / 1024 / 1024, cpuSeconds: cpu };
}

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<Run[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-exports-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const partnerId = await seedBenchAdmin(database.db);
  await seedVouchers(database.db, partnerId);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const port = 18530 + (engine === 'pglite' ? 1 : 2);
  const { server, base, stop } = spawnBuiltServer({ port, dataDir, databaseUrl });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    // One download first, not counted: statements prepared, code warm, as a server that has run a while.
    await download(base, token, server.pid!);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await download(base, token, server.pid!));
    for (const run of runs)
      if (run.rows !== VOUCHERS)
        throw new Error(`${engine}: ${run.rows} rows exported, ${VOUCHERS} expected`);
    return runs;
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ENGINES=postgres (or pglite) measures one engine only, e.g. while working on one.
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results: Record<string, Run[]> = {};
if (engines.includes('pglite')) results.PGlite = await benchEngine('pglite');
const pg = engines.includes('postgres') ? startPostgres(25993) : null;
if (pg) {
  try {
    results.PostgreSQL = await benchEngine('postgres', pg.url);
  } finally {
    pg.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const lines = Object.entries(results).map(([engine, runs]) => {
  const rate = median(runs.map((r) => r.rows / r.seconds));
  const growth = Math.max(...runs.map((r) => r.growthMb));
  const ok = rate >= BUDGET_ROWS_PER_SECOND && growth < BUDGET_GROWTH_MB;
  const perCpuSecond = median(runs.map((r) => r.rows / r.cpuSeconds));
  return `| ${engine} | ${VOUCHERS.toLocaleString('en')} | ${median(runs.map((r) => r.seconds)).toFixed(2)} s | ${Math.round(rate).toLocaleString('en')} rows/s | ${Math.round(perCpuSecond).toLocaleString('en')} rows/s | ${(runs[0]!.bytes / 1024 / 1024).toFixed(1)} MB | ${growth.toFixed(1)} MB | ${ok ? 'within budget' : '**over budget**'} |`;
});
const body = `
Machine: ${machineLine()}. GET /radius/{slug}/admin/vouchers/export of ${VOUCHERS.toLocaleString('en')} vouchers of one
partner, downloaded whole by one client (fetch) on the same machine; ${RUNS} downloads after a warm-up one, the
median time, the server's CPU time, and the largest growth of the server's resident set (sampled every 20 ms from /proc) over its size
before each download. Budget: ≥ ${BUDGET_ROWS_PER_SECOND.toLocaleString('en')} rows/s, growth < ${BUDGET_GROWTH_MB} MB.

| engine | rows | time | rows/s | rows per server CPU second | file | server memory growth | verdict |
|---|---|---|---|---|---|---|---|
${lines.join('\n')}

Rows per server CPU second: the rows over the server process's CPU time (user and system, from /proc) for the
download, the database's own time left out: counted in CPU time, it depends less on the machine's load than
rows/s does. What the growth is and what was done about it: decisions 060 and 070.
${pg ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
writeSection('Exports: streamed CSV', body);
console.log(body);
