// `npm run bench:portal`: the guest's captive portal against the built server (issue 12 §2, §6).
// Budgets: the portal page p95 ≤ 20 ms and ≥ 1,000 pages/s from one server process; advert views recorded
// at ≥ 2,000/s; on PGlite and PostgreSQL. Also records the page's weight (what a guest's phone downloads).
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_BOXES for a quick smoke; BENCH_ENGINES=pglite|postgres for one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { count, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  adverts,
  advertViews,
  partners,
  routers,
  surveyQuestions,
  surveys,
} from '../../apps/server/src/db/schema';
import { realms } from '../../apps/server/src/db/schema';
import { seedBenchPartner } from './bench-data';
import { spawnBuiltServer, waitFor } from './bench-server';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BOXES = Number(process.env.BENCH_BOXES ?? 200);
const BUDGET = { p95: 20, pagesPerSecond: 1000, viewsPerSecond: 2000, weightKb: 50 };
/** The held line's rate: a little over the budget's 1,000 pages/s, so the p95 is the one at that load. */
const HELD_RATE = 1100;
// Few connections for the held line: autocannon starts each connection's requests together, so many
// connections at a fixed rate arrive as bursts and measure the burst, not the page.
const HELD_CONNECTIONS = 8;

const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const ms = (value: number) => `${value.toFixed(1)} ms`;

type Line = { held: LoadResult; peak: LoadResult };
type EngineResult = { welcome: Line; connect: Line; viewsPerSecond: number; views: number };
type Weight = { page: string; raw: number; gzipped: number };

/** A partner whose boxes all serve one realm: branded portals, three running adverts, a survey, tiers. */
async function seed(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const { partnerId, serials } = await seedBenchPartner(database.db, BOXES);
  await database.db
    .update(partners)
    .set({
      subscriptionPlan: 'Pro',
      hasSurveyAddonEnabled: true,
      hasTokenPurchaseAddonEnabled: true,
      hasWebAppLoginEnabled: true,
      collectAge: true,
      collectGender: true,
    })
    .where(eq(partners.id, partnerId));
  const [realm] = await database.db.insert(realms).values({ partnerId, name: 'Bench Realm' }).returning();
  await database.db.update(routers).set({ realmId: realm!.id }).where(inArray(routers.serialNumber, serials));
  await database.db.insert(adverts).values(
    ['Image', 'Video', 'Image'].map((adType, i) => ({
      partnerId,
      realmId: realm!.id,
      title: `Bench advert ${i + 1}`,
      shortDescription: 'An advert of the bench',
      adType,
      fileKey: `adverts/benchadvert${String(i).padStart(5, '0')}.${adType === 'Video' ? 'mp4' : 'png'}`,
      width: 1280,
      height: 720,
    })),
  );
  const [survey] = await database.db
    .insert(surveys)
    .values({ partnerId, realmId: realm!.id, title: 'How was your visit?' })
    .returning();
  await database.db.insert(surveyQuestions).values([
    {
      partnerId,
      surveyId: survey!.id,
      position: 0,
      text: 'How did you hear of us?',
      answerType: 'multiple_choice',
      options: ['Friend', 'Sign', 'Online'],
    },
    { partnerId, surveyId: survey!.id, position: 1, text: 'Anything to tell us?', answerType: 'paragraph' },
  ]);
  await database.close();
  return serials;
}

async function countViews(databaseUrl: string | undefined, dataDir: string): Promise<number> {
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const [row] = await database.db.select({ n: count() }).from(advertViews);
  await database.close();
  return row?.n ?? 0;
}

/** The bytes of each portal page a guest downloads, as sent (gzip) and unpacked. No other file is needed. */
async function weigh(base: string, serial: string): Promise<Weight[]> {
  const pages = [
    ['welcome', `/portal/${serial}`],
    ['connect (3 adverts, details, tiers)', `/portal/${serial}/connect`],
    ['after login (survey, rating)', `/portal/${serial}?res=success`],
  ] as const;
  const weights: Weight[] = [];
  for (const [page, path] of pages) {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const raw = Buffer.from(await response.arrayBuffer());
    weights.push({ page, raw: raw.length, gzipped: gzipSync(raw, { level: 6 }).length });
  }
  return weights;
}

async function benchEngine(engine: 'pglite' | 'postgres', port: number, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-portal-${engine}-`));
  const serials = await seed(databaseUrl, dataDir);
  const { server, base, stop } = spawnBuiltServer({ port, dataDir, databaseUrl });
  let stopped = false;
  try {
    await waitFor(`${base}/api/health`, server);
    const weights = await weigh(base, serials[0]!);
    const pick = () => serials[Math.floor(Math.random() * serials.length)]!;
    // Each request is another guest (a new viewer id) on a random box, with a phone's headers.
    const guest = (path: (serial: string) => string) => ({
      method: 'GET' as const,
      setupRequest: (req: object) => ({
        ...req,
        path: path(pick()),
        headers: {
          'accept-encoding': 'gzip',
          'accept-language': 'fr-RW,fr;q=0.9,en;q=0.8',
          cookie: `ared_viewer=bench${Math.random().toString(36).slice(2).padEnd(14, '0')}`,
        },
      }),
    });
    // A few seconds of warm-up (JIT, connections, the portal cache), not measured.
    await load({
      url: base,
      connections: CONNECTIONS,
      duration: 3,
      requests: [guest((s) => `/portal/${s}`)],
    });
    // Each page twice: held at HELD_RATE (its p95 and p99 are the budget's), then as fast as it goes.
    const line = async (path: (serial: string) => string): Promise<Line> => ({
      held: await load({
        url: base,
        connections: HELD_CONNECTIONS,
        overallRate: HELD_RATE,
        duration: SECONDS,
        requests: [guest(path)],
      }),
      peak: await load({ url: base, connections: CONNECTIONS, duration: SECONDS, requests: [guest(path)] }),
    });
    const welcome = await line((s) => `/portal/${s}`);
    const connect = await line((s) => `/portal/${s}/connect`);
    // Only the connect page records views. Stopping the server drains those still queued: what is in the
    // table then is what was recorded.
    await stop();
    stopped = true;
    const views = await countViews(databaseUrl, dataDir);
    // Views are recorded over both connect lines (held and peak).
    const result: EngineResult = {
      welcome,
      connect,
      views,
      viewsPerSecond: Math.round(views / (2 * SECONDS)),
    };
    for (const [name, r] of [
      ['welcome held', welcome.held],
      ['welcome peak', welcome.peak],
      ['connect held', connect.held],
      ['connect peak', connect.peak],
    ] as const) {
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${engine} ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      console.log(`${engine} ${name}: ${r.perSecond}/s p95 ${ms(r.p95)} p99 ${ms(r.p99)}`);
    }
    console.log(`${engine}: ${result.viewsPerSecond} advert views recorded per second`);
    return { result, weights };
  } finally {
    if (!stopped) await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = (engine: string, what: string, { held, peak }: Line) => [
  `| ${engine} | ${what}, held at ${HELD_RATE.toLocaleString('en')}/s | ${held.perSecond.toLocaleString('en')}/s | ${ms(held.p95)} | ${ms(held.p99)} | ${verdict(held.p95 <= BUDGET.p95 && held.perSecond >= BUDGET.pagesPerSecond)} |`,
  `| ${engine} | ${what}, as fast as it goes (${CONNECTIONS} connections) | ${peak.perSecond.toLocaleString('en')}/s | ${ms(peak.p95)} | ${ms(peak.p99)} | |`,
];

const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const results: Record<string, EngineResult> = {};
let weights: Weight[] = [];
if (ENGINES.includes('pglite')) {
  const measured = await benchEngine('pglite', 18750);
  results.PGlite = measured.result;
  weights = measured.weights;
}
const pg = ENGINES.includes('postgres') ? startPostgres(25990) : null;
if (pg) {
  try {
    const measured = await benchEngine('postgres', 18751, pg.url);
    results.PostgreSQL = measured.result;
    weights = weights.length > 0 ? weights : measured.weights;
  } finally {
    pg.stop();
  }
}
const heaviest = Math.max(...weights.map((w) => w.gzipped));
const body = `Machine: ${machineLine()}. Built server (one process) on a loopback port; autocannon on the same machine,
${SECONDS} s per line: each page held at ${HELD_RATE.toLocaleString('en')} pages/s over ${HELD_CONNECTIONS} connections (the budget's p95 is read there), then as fast as
it goes with ${CONNECTIONS} connections. ${BOXES} boxes of one partner in one realm; every request is a
new guest (its own viewer id) on a random box, sending a phone's headers (gzip, French). The connect page shows three
adverts and records a view of each.

| engine | page | throughput | p95 | p99 | budget: p95 ≤ ${BUDGET.p95} ms, ≥ ${BUDGET.pagesPerSecond.toLocaleString('en')} pages/s |
|---|---|---|---|---|---|
${Object.entries(results)
  .flatMap(([engine, r]) => [
    ...rows(engine, 'GET /portal/{serial} (welcome)', r.welcome),
    ...rows(engine, 'GET /portal/{serial}/connect (adverts, fields, tiers)', r.connect),
  ])
  .join('\n')}

| engine | advert views recorded | budget |
|---|---|---|
${Object.entries(results)
  .map(
    ([engine, r]) =>
      `| ${engine} | ${r.viewsPerSecond.toLocaleString('en')}/s (${r.views.toLocaleString('en')} rows in ${2 * SECONDS} s) | ≥ ${BUDGET.viewsPerSecond.toLocaleString('en')}/s: ${verdict(r.viewsPerSecond >= BUDGET.viewsPerSecond)} |`,
  )
  .join('\n')}

Portal weight: the page is the whole download (styles inline, no script, no web font); logos and advert files come
on top and are the partner's choice.

| page | HTML | gzipped | budget |
|---|---|---|---|
${weights.map((w) => `| ${w.page} | ${(w.raw / 1024).toFixed(1)} KB | ${(w.gzipped / 1024).toFixed(1)} KB | < ${BUDGET.weightKb} KB: ${verdict(w.gzipped < BUDGET.weightKb * 1024)} |`).join('\n')}
${pg || !ENGINES.includes('postgres') ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
console.log(`heaviest page: ${(heaviest / 1024).toFixed(1)} KB gzipped`);
if (ENGINES.length === 2) writeSection('Guest portal: pages, advert views and weight', body);
