// `npm run bench:vouchers`: the voucher service and RADIUS on PGlite and on PostgreSQL in one run, against
// the built server, with 1,000,000 vouchers for one partner.
// Budgets (issue 10): RADIUS Access-Requests ≥ 1,000/s sustained with p99 ≤ 20 ms; accounting ≥ 2,000/s;
// voucher list page p95 ≤ 30 ms; bulk create of 100 p95 ≤ 200 ms.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { partners, routers } from '../../apps/server/src/db/schema';
import { type BenchAccount, seedBenchPartner } from './bench-data';
import { SERVER_NODE_FLAGS, signIn, spawnBuiltServer, waitFor } from './bench-server';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';
import { type CpuSpent, cpuMeter, median, medianNote, stealMeter } from './runs';
import { type BenchBox, accessRequests, accountingRequests, benchSessions } from './vouchers/packets';
import { seedBenchVouchers } from './vouchers/seed';
import { startUdpEcho } from './vouchers/udp-echo';
import { type FloodResult, udpFlood } from './vouchers/udp-flood';
import { type UdpLoadResult, udpLoad } from './vouchers/udp-load';

const VOUCHERS = Number(process.env.BENCH_VOUCHERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Enough boxes that the lines as fast as they go are not held by the per-box packet budget (200/s each). */
const BOXES = 200;
/** Another partner, whose one box accounts beside a flooding box of the bench partner (issue 27 §2). */
const NEIGHBOUR: BenchAccount = {
  name: 'Bench Neighbour',
  slug: 'bench-neighbour',
  email: 'bench.neighbour@example.com',
  serialPrefix: 'NEIGHBOUR',
};
/** The neighbour box's held accounting rate: a busy venue's box (2,000 guests a minute are 33/s). */
const NEIGHBOUR_RATE = 150;
/** The flooding box sends this many packets a second, half of them poisoned (as fast as one box would). */
const FLOOD_RATE = 10_000;
/** Multi-user vouchers the login lines cycle through (each with its own guest MAC). */
const LOGIN_POOL = 5_000;
/** Sessions of the accounting lines: each Start and Stop line runs a few seconds even at 10,000/s, past its warm-up. */
const SESSIONS = 30_000;
const BUDGET = { authRate: 1000, authP99: 20, acctRate: 2000, listP95: 30, bulkP95: 200 };
const READ_CONNECTIONS = 2;
/**
 * The held Access-Request line is measured RUNS times and judged on the median p99 (range shown): on this
 * shared VM one 10 s run's p99 moved between 18 and 48 ms on the same code, with the CPU steal beside it.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The held Access-Request line: 10 % over the budget's rate, and the packets for one run of it. */
const HELD_LOGIN_RATE = Math.round(BUDGET.authRate * 1.1);
const HELD_LOGINS = Math.ceil(BUDGET.authRate * 1.1 * SECONDS) + 1000;

/**
 * Packets in flight on the lines as fast as they go: 200 boxes with one or two outstanding each. With 64,
 * the generator set the pace, not the server (Little's law: 64 in flight answered in 7 ms is 9,000/s, while
 * the machine's two cores were a third idle).
 */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 256);

/**
 * BENCH_LINES=accounting runs the accounting lines alone (Starts, Interim-Updates, Stops), to investigate
 * them; a run for the record runs every line.
 */
const ACCOUNTING_ONLY = process.env.BENCH_LINES === 'accounting';

/** One RADIUS line: held at `rate` a second, or IN_FLIGHT packets in flight when `rate` is 0. */
const radius = (port: number, packets: Buffer[], rate: number, expectedCode: number) =>
  udpLoad({
    host: '127.0.0.1',
    port,
    packets,
    rate,
    seconds: SECONDS,
    sockets: 16,
    expectedCode,
    window: IN_FLIGHT,
  });

/** An accounting line with the CPU each process spent while it ran. */
type MeteredLine = UdpLoadResult & { cpu: CpuSpent };

type Lines = {
  /** Absent when BENCH_LINES=accounting. */
  list?: LoadResult;
  listFiltered?: LoadResult;
  bulk?: LoadResult;
  /** The held line's runs, each with the CPU steal while it ran (%). */
  auth?: { result: UdpLoadResult; steal: number | null }[];
  authPeak?: UdpLoadResult;
  starts: MeteredLine;
  interim: UdpLoadResult;
  interimPeak: MeteredLine;
  stops: MeteredLine;
  noisy?: NoisyLine;
};

/** The neighbour's box alone and beside the flood; what the flood got; how much the server's log grew. */
type NoisyLine = { alone: UdpLoadResult; beside: UdpLoadResult; flood: FloodResult; logBytes: number };

async function benchEngine(
  engine: 'pglite' | 'postgres',
  offset: number,
  databaseUrl?: string,
): Promise<Lines> {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-vouchers-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const seeded = Date.now();
  const { partnerId, serials } = await seedBenchPartner(database.db, BOXES);
  const neighbour = await seedBenchPartner(database.db, 1, NEIGHBOUR);
  // The voucher creation rule (part 2 §6) wants an active partner with a subscription plan.
  await database.db.update(partners).set({ subscriptionPlan: 'Pro' }).where(eq(partners.id, partnerId));
  await seedBenchVouchers(database.db, partnerId, VOUCHERS, LOGIN_POOL);
  await database.db.execute(sql`vacuum analyze`);
  const routerIds = await database.db.select({ id: routers.id, serial: routers.serialNumber }).from(routers);
  await database.close();
  console.log(
    `${engine}: seeded ${VOUCHERS.toLocaleString('en')} vouchers in ${Math.round((Date.now() - seeded) / 1000)} s`,
  );

  const port = 18600 + offset;
  const authPort = 18610 + offset;
  const acctPort = 18620 + offset;
  const { server, base, stop, logBytes } = spawnBuiltServer({
    port,
    dataDir,
    databaseUrl,
    env: {
      RADIUS_HOST: '127.0.0.1',
      RADIUS_AUTH_PORT: String(authPort),
      RADIUS_ACCT_PORT: String(acctPort),
    },
  });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const auth = { authorization: `Bearer ${token}` };
    // Each box gets its RADIUS secret the way a partner admin issues one.
    const boxes: BenchBox[] = [];
    for (const router of routerIds.filter((r) => serials.includes(r.serial))) {
      const response = await fetch(`${base}/v1/routers/${router.id}/radius-secret/`, {
        method: 'POST',
        headers: auth,
      });
      if (!response.ok) throw new Error(`radius-secret: ${response.status} ${await response.text()}`);
      boxes.push({ serial: router.serial, secret: ((await response.json()) as { secret: string }).secret });
    }
    const neighbourToken = await signIn(base, join(dataDir, 'mail'), NEIGHBOUR.email);
    const neighbourRouter = routerIds.find((r) => r.serial === neighbour.serials[0])!;
    const issued = await fetch(`${base}/v1/routers/${neighbourRouter.id}/radius-secret/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${neighbourToken}` },
    });
    if (!issued.ok) throw new Error(`radius-secret: ${issued.status} ${await issued.text()}`);
    const neighbourBox: BenchBox = {
      serial: neighbourRouter.serial,
      secret: ((await issued.json()) as { secret: string }).secret,
    };
    const admin = `${base}/radius/bench-partner/admin`;
    const pages = Math.ceil(VOUCHERS / 10);
    const listLine = (filter: string) =>
      load({
        url: base,
        connections: READ_CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'GET',
            headers: auth,
            setupRequest: (req) => ({
              ...req,
              path: `/radius/bench-partner/admin/vouchers?page=${1 + Math.floor(Math.random() * (filter ? pages / 2 : pages))}&limit=10${filter}`,
            }),
          },
        ],
      });
    const others: Partial<Lines> = ACCOUNTING_ONLY ? {} : await otherLines();
    async function otherLines() {
      const list = await listLine('');
      const listFiltered = await listLine('&status=used');
      const bulk = await load({
        url: `${admin}/vouchers/create/bulk`,
        connections: 1,
        duration: SECONDS,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ duration: 3600, count: 100, expiry_days: 7, multi_user: false }),
      });
      // Every run's packets are encoded now: encoding them right before a run left the generator's own
      // garbage collection inside the run's first 100 ms, counted as the server's latency.
      const heldPackets = Array.from({ length: RUNS }, (_, run) =>
        // Each run's guests are new devices of the pool's vouchers: its first pass claims, as the first did.
        accessRequests(boxes, LOGIN_POOL, HELD_LOGINS, run + 1),
      );
      // Two quiet seconds of logins first: the held line measures a server in service, not its first
      // packets (each box's secret read and opened, the claim statement prepared).
      await udpLoad({
        host: '127.0.0.1',
        port: authPort,
        packets: accessRequests(boxes, LOGIN_POOL, 1000),
        rate: 200,
        seconds: 2,
        sockets: 16,
        expectedCode: 2,
      });
      const authLines: NonNullable<Lines['auth']> = [];
      for (const packets of heldPackets) {
        const steal = stealMeter();
        const result = await radius(authPort, packets, HELD_LOGIN_RATE, 2);
        authLines.push({ result, steal: steal() });
      }
      const authPeak = await radius(authPort, accessRequests(boxes, LOGIN_POOL, 100_000), 0, 2);
      return { list, listFiltered, bulk, auth: authLines, authPeak };
    }
    const sessions = benchSessions(boxes, LOGIN_POOL, SESSIONS);
    /** A line with the CPU spent meanwhile by the server, PostgreSQL (when it is the engine) and this generator. */
    const metered = async (line: () => Promise<UdpLoadResult>): Promise<MeteredLine> => {
      const spent = cpuMeter(server.pid!, Number(process.env.BENCH_STAGE_PG_PID) || undefined);
      const result = await line();
      return { ...result, cpu: spent() };
    };
    /** Every session once (a Start each, or a Stop each), IN_FLIGHT at once, until all are answered. */
    const eachSession = (kind: 'Start' | 'Stop') => {
      const packets = accountingRequests(sessions, kind, SESSIONS);
      return metered(() =>
        udpLoad({
          host: '127.0.0.1',
          port: acctPort,
          packets,
          rate: 0,
          window: IN_FLIGHT,
          seconds: 60,
          sockets: 16,
          expectedCode: 5,
          stopAfter: SESSIONS,
        }),
      );
    };
    const starts = await eachSession('Start');
    const interimCount = Math.ceil(BUDGET.acctRate * 1.1 * SECONDS) + 1000;
    const interim = await radius(
      acctPort,
      accountingRequests(sessions, 'Interim-Update', interimCount),
      Math.round(BUDGET.acctRate * 1.1),
      5,
    );
    // Encoded before the line: the generator's CPU while it runs is its sending, not its encoding.
    const interimPeakPackets = accountingRequests(sessions, 'Interim-Update', 200_000);
    const interimPeak = await metered(() => radius(acctPort, interimPeakPackets, 0, 5));
    // Each session ends: a Stop moves it between the list's scopes (counted once per statement, decision 046).
    const stops = await eachSession('Stop');
    const noisy = ACCOUNTING_ONLY
      ? undefined
      : await noisyBoxLine(acctPort, boxes[0]!, neighbourBox, logBytes);
    console.log(
      `${engine}: answers over 20 ms by second, held logins ${(others.auth ?? []).map((l) => `[${l.result.slowBySecond.join(' ')}]`).join(' ')}, held interims [${interim.slowBySecond.join(' ')}]`,
    );
    return {
      ...others,
      starts,
      interim,
      interimPeak,
      stops,
      noisy,
    };
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 27 §2: the neighbour partner's box accounts at NEIGHBOUR_RATE alone, then again while one box of the
 * bench partner floods the accounting port at FLOOD_RATE with valid and poisoned packets (Gigawords and
 * Acct-Session-Time at 2^32 − 1) in turn, from a process of its own. The neighbour keeps ≥ 90 % of its rate with nothing lost, and the
 * server's log grows less than 1 MB during the flood.
 */
async function noisyBoxLine(
  acctPort: number,
  noisy: BenchBox,
  neighbour: BenchBox,
  logBytes: () => number,
): Promise<NoisyLine> {
  const neighbourPackets = (run: number) =>
    accountingRequests(
      benchSessions([neighbour], LOGIN_POOL, 500).map((s) => ({ ...s, id: `${s.id}-${run}` })),
      'Interim-Update',
      NEIGHBOUR_RATE * SECONDS + 500,
    );
  const floodPackets = accountingRequests(
    benchSessions([noisy], LOGIN_POOL, 1_000),
    'Interim-Update',
    FLOOD_RATE * SECONDS + 1_000,
    true,
  );
  const alone = await radius(acctPort, neighbourPackets(1), NEIGHBOUR_RATE, 5);
  const before = logBytes();
  const [flood, beside] = await Promise.all([
    udpFlood(acctPort, floodPackets, FLOOD_RATE, SECONDS),
    radius(acctPort, neighbourPackets(2), NEIGHBOUR_RATE, 5),
  ]);
  return { alone, beside, flood, logBytes: logBytes() - before };
}

function noisyRows(engine: string, line: NoisyLine): string[] {
  const { alone, beside, flood, logBytes } = line;
  const kept = alone.perSecond ? beside.perSecond / alone.perSecond : 0;
  const ok = kept >= 0.9 && beside.lost === 0 && beside.unexpected === 0 && logBytes < 1_000_000;
  return [
    udpRow(engine, `another partner's box, Interim-Update at a steady ${NEIGHBOUR_RATE}/s, alone`, alone, ''),
    udpRow(
      engine,
      `the same, while one box floods at ${FLOOD_RATE.toLocaleString('en')}/s (half poisoned: Gigawords at 2^32 − 1); the server's log grew ${(logBytes / 1024).toFixed(1)} KB`,
      beside,
      `≥ 90 % of alone (${Math.round(kept * 100)} %), 0 lost, log < 1 MB: ${verdict(ok)}`,
    ),
    `| ${engine} | the flooding box, from its own process (its budget: 200/s, 1,000 at once) | ${flood.sent.toLocaleString('en')} sent, ${flood.answered.toLocaleString('en')} answered | | | |`,
  ];
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const udpRow = (engine: string, what: string, r: UdpLoadResult, budget: string) =>
  `| ${engine} | ${what} | ${r.perSecond}/s (${r.lost} lost, ${r.unexpected} unexpected) | ${ms(r.p95)} | ${ms(r.p99)} | ${budget} |`;
const httpRow = (engine: string, what: string, r: LoadResult, budget: string) =>
  `| ${engine} | ${what} | ${r.perSecond}/s${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''} | ${ms(r.p95)} | ${ms(r.p99)} | ${budget} |`;

/**
 * CPU ms per 1,000 answered packets of the server, the database and the generator while the line ran, and
 * how busy the whole machine was (everyone else's share is what the three do not account for).
 */
function cpuNote(line: MeteredLine): string {
  const { cpu } = line;
  if (!line.answered) return '';
  const per = (ms: number) => ((1000 * ms) / line.answered).toFixed(0);
  const others = cpu.machineBusy - cpu.server - (cpu.database ?? 0) - cpu.generator;
  const busy = cpu.machineTotal ? Math.round((100 * cpu.machineBusy) / cpu.machineTotal) : 0;
  return `; CPU ms per 1,000: server ${per(cpu.server)} (kernel ${per(cpu.serverKernel)})${cpu.database === null ? '' : `, PostgreSQL ${per(cpu.database)}`}, generator ${per(cpu.generator)}, others ${per(Math.max(0, others))}; machine ${busy} % busy`;
}

/** The held Access-Request runs in one row: the slowest throughput, all losses, median p95 and p99. */
function heldAuthRow(engine: string, runs: NonNullable<Lines['auth']>): string {
  const results = runs.map((r) => r.result);
  const perSecond = Math.min(...results.map((r) => r.perSecond));
  const lost = results.reduce((n, r) => n + r.lost, 0);
  const unexpected = results.reduce((n, r) => n + r.unexpected, 0);
  const p99s = results.map((r) => r.p99);
  const p99 = median(p99s);
  const steal = runs.map((r) => (r.steal === null ? '?' : `${r.steal.toFixed(0)} %`)).join(', ');
  const ok = perSecond >= BUDGET.authRate && p99 <= BUDGET.authP99 && lost === 0 && unexpected === 0;
  return `| ${engine} | RADIUS Access-Request (PAP) at a steady 1,100/s, ${runs.length} runs of ${SECONDS} s (CPU steal ${steal}) | ≥ ${perSecond}/s (${lost} lost, ${unexpected} unexpected) | ${ms(median(results.map((r) => r.p95)))} | ${ms(p99)} (${medianNote(p99s)}) | ≥ 1,000/s, p99 ≤ 20 ms: ${verdict(ok)} |`;
}

/** The held login rate against a bare echo server: what the generator and the machine add by themselves. */
async function echoFloor(): Promise<UdpLoadResult> {
  const port = 18699;
  const stopEcho = await startUdpEcho(port);
  try {
    const packets = accessRequests([{ serial: 'echo', secret: 'echo' }], LOGIN_POOL, HELD_LOGINS);
    return await radius(port, packets, HELD_LOGIN_RATE, 1);
  } finally {
    stopEcho();
  }
}

/**
 * Each engine is measured by a process of its own (this script again, with BENCH_STAGE set), which writes
 * its lines to a file. In one process, the engine measured second met a generator whose heap still held the
 * first engine's million vouchers and packets: PostgreSQL's held p99 read 24–34 ms after PGlite and 9–14 ms
 * alone, with the server and the database both fresh.
 */
function measureInOwnProcess(engine: 'pglite' | 'postgres', database?: { url: string; pid: number }): Lines {
  const out = join(mkdtempSync(join(tmpdir(), 'ared-bench-stage-')), 'lines.json');
  const stage = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_STAGE: engine,
      BENCH_STAGE_OUT: out,
      BENCH_STAGE_DATABASE_URL: database?.url ?? '',
      BENCH_STAGE_PG_PID: String(database?.pid ?? ''),
    },
  });
  if (stage.status !== 0) throw new Error(`the ${engine} stage failed (${stage.status ?? stage.signal})`);
  return JSON.parse(readFileSync(out, 'utf8')) as Lines;
}

const STAGE = process.env.BENCH_STAGE;
if (STAGE === 'pglite' || STAGE === 'postgres') {
  const lines = await benchEngine(
    STAGE,
    STAGE === 'pglite' ? 1 : 2,
    process.env.BENCH_STAGE_DATABASE_URL || undefined,
  );
  writeFileSync(process.env.BENCH_STAGE_OUT!, JSON.stringify(lines));
  process.exit(0);
}

// BENCH_ENGINES=pglite or postgres measures one engine (while investigating); the record needs both.
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const floor = await echoFloor();
const results: Record<string, Lines> = {};
if (ENGINES.includes('pglite')) results.PGlite = measureInOwnProcess('pglite');
const pg = ENGINES.includes('postgres') ? startPostgres(25980) : null;
if (pg) {
  try {
    results.PostgreSQL = measureInOwnProcess('postgres', pg);
  } finally {
    pg.stop();
  }
}

const rows = Object.entries(results).flatMap(([engine, r]) => [
  ...(r.list && r.listFiltered && r.bulk && r.auth && r.authPeak
    ? [
        httpRow(
          engine,
          `voucher list, random page of ${VOUCHERS.toLocaleString('en')}, ${READ_CONNECTIONS} connections`,
          r.list,
          `p95 ≤ 30 ms: ${verdict(r.list.p95 <= BUDGET.listP95 && r.list.non2xx === 0)}`,
        ),
        httpRow(
          engine,
          `voucher list filtered by status, random page, ${READ_CONNECTIONS} connections`,
          r.listFiltered,
          `p95 ≤ 30 ms: ${verdict(r.listFiltered.p95 <= BUDGET.listP95 && r.listFiltered.non2xx === 0)}`,
        ),
        httpRow(
          engine,
          'bulk create of 100 vouchers, one after another',
          r.bulk,
          `p95 ≤ 200 ms: ${verdict(r.bulk.p95 <= BUDGET.bulkP95 && r.bulk.non2xx === 0)}`,
        ),
        heldAuthRow(engine, r.auth),
        udpRow(engine, `RADIUS Access-Request, ${IN_FLIGHT} in flight (as fast as it goes)`, r.authPeak, ''),
      ]
    : []),
  udpRow(
    engine,
    `Accounting Start of ${SESSIONS.toLocaleString('en')} sessions, ${IN_FLIGHT} in flight${cpuNote(r.starts)}`,
    r.starts,
    '',
  ),
  udpRow(
    engine,
    'Accounting Interim-Update at a steady 2,200/s',
    r.interim,
    `≥ 2,000/s: ${verdict(r.interim.perSecond >= BUDGET.acctRate && r.interim.lost === 0 && r.interim.unexpected === 0)}`,
  ),
  udpRow(
    engine,
    `Accounting Interim-Update, ${IN_FLIGHT} in flight (as fast as it goes)${cpuNote(r.interimPeak)}`,
    r.interimPeak,
    '',
  ),
  udpRow(
    engine,
    `Accounting Stop of the ${SESSIONS.toLocaleString('en')} sessions, ${IN_FLIGHT} in flight${cpuNote(r.stops)}`,
    r.stops,
    '',
  ),
  ...(r.noisy ? noisyRows(engine, r.noisy) : []),
]);
const floorRow = udpRow(
  'none',
  'bare UDP echo in its own process at a steady 1,100/s (the generator and machine alone)',
  floor,
  '',
);
const body = `
Machine: ${machineLine()}. ${VOUCHERS.toLocaleString('en')} vouchers and ${BOXES} boxes for one partner; ${SECONDS} s per
line; server, database and load generators share the same 2 cores. HTTP lines with autocannon, RADIUS lines
with our UDP generator (tools/bench/vouchers/udp-load.ts: packets encoded beforehand with the \`radius\`
package, each with its own authenticator, timed by socket and identifier; an answer later than 1 s counts as
lost). The held Access-Request line follows 2 s of logins at 200/s that are not counted; it runs ${RUNS} times (the
first pass of each run claims every pool voucher for one more device; all runs' packets are encoded before the first) and is judged on the median p99.
The first row sends the same logins to a bare echo server in its own process: the generator's and the machine's share of a round
trip. Server node flags: \`${SERVER_NODE_FLAGS.join(' ')}\` (decision 042). Access-Requests log in with multi-user vouchers (every one is due an Access-Accept); accounting lines
update ${SESSIONS.toLocaleString('en')} sessions with growing counters. Lines as fast as they go keep ${IN_FLIGHT} packets in flight. Percentiles from every answer.

| engine | request | throughput | p95 | p99 | budget |
|---|---|---|---|---|---|
${floorRow}
${rows.join('\n')}
${pg || !ENGINES.includes('postgres') ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
// A run of one engine is an investigation, not a result for the record.
if (ENGINES.length === 2) writeSection('Vouchers: RADIUS, accounting, voucher list and bulk create', body);
console.log(body);
