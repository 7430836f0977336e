// `npm run bench:api`: the API's fast path (issue 9). The project's router list against the Django REST
// Framework reference of `../shared/reference/drf/` (REF_DIR overrides) on one throw-away PostgreSQL with
// the same data, and the cost of every list at 10,000 vs 100,000 rows on PostgreSQL and PGlite. Writes the
// section "API fast path: project vs Django REST Framework" of docs/benchmarks.md and prints it.
//
// Needs PostgreSQL (Debian's postgresql) and, for the reference, Debian's
//   apt-get install -y python3-djangorestframework python3-psycopg2 gunicorn wrk
// (checked first; what is missing is printed). Everything listens on 127.0.0.1 and is stopped by its
// process id at the end, also when the run fails or is interrupted.
//
// Environment: BENCH_SECONDS (10) and BENCH_ROUNDS (3) for the project-vs-DRF lines, BENCH_SCALE_SECONDS
// (half of BENCH_SECONDS) for the size lines. The default run takes about 13 minutes on 2 cores; a quick
// check of the harness: BENCH_SECONDS=3 BENCH_ROUNDS=1 npm run bench:api (about 7 minutes, half of it seeding).
// Not part of CI or `npm test`: its figures depend on the machine.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/db/client';
import { compareWithDrf } from './api/compare';
import { SECONDS, pickPorts } from './api/config';
import { DATASETS, type Dataset, seedDatasets } from './api/datasets';
import { type Bench, type Measured, measure } from './api/lines';
import { checkPrerequisites } from './api/prerequisites';
import { startDrf, startProject, stopAll, stopLater, stopProcess } from './api/processes';
import { renderReport, type Report } from './api/report';
import { measureScale } from './api/scale';
import { BenchSession } from './api/sessions';
import { reachSteadyState } from './api/steady-state';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const started = performance.now();
const loadAtStart = loadavg()[0]!;
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const prerequisites = checkPrerequisites();
/** The partner both servers are compared on: 10,000 routers, as in the reference's own run. */
const DRF_DATASET = DATASETS.find((d) => d.id === 'routers-10k')!;
const ports = pickPorts();
const scratch = mkdtempSync(join(tmpdir(), 'ared-bench-api-'));
stopLater('scratch folder', () => rmSync(scratch, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  });

/** Migrates and seeds a database with the project's code, then brings it to the steady state. */
async function prepare(databaseUrl: string | undefined, dataDir: string, datasets: Dataset[]) {
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  try {
    const seeded = await seedDatasets(database.db, datasets, log);
    const steadyState = await reachSteadyState(database.db, log);
    return { seeded, steadyState };
  } finally {
    await database.close();
  }
}

/** One admin per dataset on a server, signed in on first use and refreshed, for every line. */
const sessionsFor = (base: string, dataDir: string) =>
  new Map(DATASETS.map((d) => [d.id, new BenchSession(base, join(dataDir, 'mail'), d.account.email)]));

async function bareRoute(bench: Bench): Promise<Measured> {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: ports.bare, host: '127.0.0.1' });
  try {
    const target = { label: 'bare Fastify', base: `http://127.0.0.1:${ports.bare}`, inProcess: true };
    return await measure(
      { ...bench, pgPid: null },
      target,
      { path: '/bare', check: () => null },
      10,
      SECONDS,
    );
  } finally {
    await app.close();
  }
}

/**
 * The comparison runs first, on a database holding only the 10,000-router partner, as the reference's own
 * run did: the other partners' rows change the planner's estimates for both servers. The size datasets are
 * added afterwards, with the project server still running, and brought to the steady state again.
 */
async function onPostgres(): Promise<Omit<Report, 'machine' | 'load' | 'minutes'>> {
  log(`PostgreSQL on 127.0.0.1:${ports.postgres}: migrate, seed ${DRF_DATASET.id}, steady state`);
  const pg = startPostgres(ports.postgres);
  if (!pg) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql); bench:api needs it');
  const stopPg = stopLater('PostgreSQL', pg.stop);
  const dataDir = join(scratch, 'postgres-data');
  const first = await prepare(pg.url, dataDir, [DRF_DATASET]);
  const bench: Bench = { wrk: prerequisites.wrk, pgPid: pg.pid };

  log('starting the project server and the DRF reference (gunicorn, 2 sync workers)');
  const projectBase = `http://127.0.0.1:${ports.projectPg}`;
  const project = await startProject({
    port: ports.projectPg,
    dataDir,
    databaseUrl: pg.url,
    label: 'project server (PostgreSQL)',
  });
  const refBefore = listing(prerequisites.refDir);
  const drf = await startDrf({
    gunicorn: prerequisites.gunicorn,
    refDir: prerequisites.refDir,
    port: ports.drf,
    databaseUrl: pg.url,
    jwtSecretFile: join(dataDir, 'jwt-secret'),
    scratchDir: scratch,
  });
  const sessions = sessionsFor(projectBase, dataDir);
  const projectTarget = { label: 'project', base: projectBase, pid: project.pid! };
  const drfTarget = { label: 'DRF', base: `http://127.0.0.1:${ports.drf}`, pid: drf.pid! };

  log('router list, project vs DRF');
  const compare = await compareWithDrf(
    bench,
    projectTarget,
    drfTarget,
    first.seeded.get(DRF_DATASET.id)!,
    sessions.get(DRF_DATASET.id)!,
    log,
  );
  await stopProcess(drf);
  if (listing(prerequisites.refDir) !== refBefore) log(`WARNING: files changed in ${prerequisites.refDir}`);
  log('bare Fastify route (the floor)');
  const bare = await bareRoute(bench);

  log('PostgreSQL: seed the size datasets, steady state');
  const rest = await prepare(
    pg.url,
    dataDir,
    DATASETS.filter((d) => d !== DRF_DATASET),
  );
  const seeded = new Map([...first.seeded, ...rest.seeded]);
  log('size lines, PostgreSQL');
  const scale = await measureScale(bench, projectTarget, seeded, sessions, log);
  await stopProcess(project);
  await stopPg();
  return {
    compare,
    bare,
    scale: [{ engine: 'PostgreSQL', results: scale }],
    steadyState: [
      `PostgreSQL, comparison: ${first.steadyState}`,
      `PostgreSQL, size lines: ${rest.steadyState}`,
    ],
  };
}

async function onPglite(): Promise<Report['scale'][number] & { steadyState: string }> {
  log('PGlite: migrate, seed, steady state');
  const dataDir = join(scratch, 'pglite-data');
  const { seeded, steadyState } = await prepare(undefined, dataDir, DATASETS);
  const base = `http://127.0.0.1:${ports.projectPglite}`;
  const project = await startProject({
    port: ports.projectPglite,
    dataDir,
    databaseUrl: '',
    label: 'project server (PGlite)',
  });
  log('size lines, PGlite');
  const results = await measureScale(
    { wrk: prerequisites.wrk, pgPid: null },
    { label: 'project (PGlite)', base, pid: project.pid! },
    seeded,
    sessionsFor(base, dataDir),
    log,
  );
  await stopProcess(project);
  return { engine: 'PGlite', results, steadyState: `PGlite: ${steadyState}` };
}

/** The reference folder's files and sizes: nothing may be written there (bytecode, logs, pid files). */
function listing(dir: string): string {
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
    );
  return walk(dir).sort().join('\n');
}

try {
  const pgPart = await onPostgres();
  const pglite = await onPglite();
  const report: Report = {
    machine: machineLine(),
    load: [loadAtStart, loadavg()[0]!],
    minutes: (performance.now() - started) / 60_000,
    compare: pgPart.compare,
    bare: pgPart.bare,
    scale: [...pgPart.scale, { engine: pglite.engine, results: pglite.results }],
    steadyState: [...pgPart.steadyState, pglite.steadyState],
  };
  const body = renderReport(report);
  writeSection('API fast path: project vs Django REST Framework', body);
  console.log(body);
  log('done; written to docs/benchmarks.md');
} catch (error) {
  console.error(`bench:api failed: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
