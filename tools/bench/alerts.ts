// `npm run bench:alerts`: one evaluation of the alerts (issue 29 §1) over 60,000 boxes of 60 partners, on
// PostgreSQL (the budget's engine) and on PGlite. Budget: an evaluation within 10 s, since it runs every
// minute (ALERTS_EVERY_SECONDS=60). The evaluation runs in process, as the server's job calls it, with the
// real file mailer writing the partners' mails to a temporary outbox.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { routerState } from '../../apps/server/src/db/schema';
import { createMailer } from '../../apps/server/src/lib/mailer';
import { evaluateAlerts } from '../../apps/server/src/modules/alerts/evaluate';
import { seedBenchAdmin, seedBenchRouters } from './bench-data';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const PARTNERS = Number(process.env.BENCH_PARTNERS ?? 60);
const BOXES_PER_PARTNER = Number(process.env.BENCH_BOXES_PER_PARTNER ?? 1000);
const BOXES = PARTNERS * BOXES_PER_PARTNER;
const BUDGET_MS = 10_000;
/** Threshold of the run (the default, ALERTS_OFFLINE_MINUTES); the boxes report every 30 s. */
const OFFLINE_MINUTES = 10;

type Line = { step: string; ms: number; opened: number; closed: number; mailed: number };

async function seed(db: Database['db']): Promise<number[]> {
  const ids: number[] = [];
  for (let p = 0; p < PARTNERS; p += 1) {
    const slug = `alerts-bench-${p}`;
    const partnerId = await seedBenchAdmin(db, {
      name: `Alerts Bench ${p}`,
      slug,
      email: `${slug}@example.com`,
      serialPrefix: `AB${String(p).padStart(3, '0')}`,
    });
    ids.push(partnerId);
    await seedBenchRouters(db, partnerId, BOXES_PER_PARTNER, `AB${String(p).padStart(3, '0')}`);
  }
  return ids;
}

/** The boxes whose id is `mod` modulo `every` last reported at `lastSeen` (the others stay as they are). */
const setLastSeen = (db: Database['db'], every: number, lastSeen: Date) =>
  db.execute(
    sql`update ${routerState} set last_seen = ${lastSeen.toISOString()}::timestamptz where router_id % ${every} = 0`,
  );

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), `ared-bench-alerts-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dir, 'db'),
  });
  const { db } = database;
  try {
    await seed(db);
    await db.execute(sql`vacuum analyze`);
    const started = Date.now();
    let now = new Date(started);
    const mailDir = join(dir, 'mail');
    const log = pino({ level: 'silent' });
    const mailer = createMailer({ mailDir, from: 'bench@example.com', log });
    const evaluate = async (step: string): Promise<Line> => {
      const t0 = performance.now();
      const run = await evaluateAlerts({
        db,
        mailer,
        // Nobody in the bench data chose SMS: the transport is never called.
        sms: { transport: { kind: 'file', deliver: async () => null }, sender: 'ARED' },
        clock: { now: () => now },
        log,
        timeZone: 'Africa/Kigali',
        // The server's defaults (ALERTS_*); the bench measures box_offline, the other kinds ride along.
        defaults: {
          everySeconds: 0,
          offlineMinutes: OFFLINE_MINUTES,
          diskPercent: 90,
          cpuPercent: 95,
          cpuMinutes: 10,
          radiusMinutes: 15,
          overdueDays: 1,
          voucherStock: 20,
          repeatMinutes: 60,
        },
      });
      return { step, ms: Math.round(performance.now() - t0), ...run };
    };
    const lines: Line[] = [];
    // Every box reported just now: the minute of an ordinary day.
    await db.update(routerState).set({ lastSeen: now });
    for (let i = 1; i <= 3; i += 1) lines.push(await evaluate(`all ${BOXES} online (run ${i})`));
    // One box in ten went silent 15 minutes ago (past the threshold); the rest kept reporting.
    now = new Date(started + 15 * 60_000);
    await db.update(routerState).set({ lastSeen: new Date(now.getTime() - 10_000) });
    await setLastSeen(db, 10, new Date(started));
    lines.push(await evaluate(`${BOXES / 10} go offline (one in ten, every partner)`));
    lines.push(await evaluate(`the next minute, ${BOXES / 10} still offline`));
    await db.update(routerState).set({ lastSeen: new Date(now.getTime() - 5_000) });
    lines.push(await evaluate(`the ${BOXES / 10} come back`));
    // A region loses power: every box silent past the threshold at once.
    now = new Date(started + 40 * 60_000);
    lines.push(await evaluate(`all ${BOXES} offline at once`));
    lines.push(await evaluate(`the next minute, all still offline`));
    await db.update(routerState).set({ lastSeen: now });
    lines.push(await evaluate(`all ${BOXES} come back`));
    const mails = readdirSync(mailDir).length;
    const expectedMails = 2 * PARTNERS;
    if (mails !== expectedMails)
      throw new Error(
        `${engine}: ${mails} mails written, ${expectedMails} expected (one per partner per outage)`,
      );
    return lines;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const verdict = (ms: number) => (ms <= BUDGET_MS ? 'within budget' : '**over budget**');

async function main() {
  const machine = machineLine();
  const loadAtStart = loadavg()[0]!.toFixed(1);
  const sections: string[] = [];
  const engines: ['pglite' | 'postgres', string | undefined][] = [];
  const postgres = process.env.BENCH_ENGINES === 'pglite' ? null : startPostgres(26532);
  try {
    if (postgres) engines.push(['postgres', postgres.url]);
    if (process.env.BENCH_ENGINES !== 'postgres') engines.push(['pglite', undefined]);
    for (const [engine, url] of engines) {
      console.log(`alerts bench on ${engine}: seeding ${BOXES} boxes...`);
      const lines = await benchEngine(engine, url);
      for (const line of lines) console.log(engine, line);
      sections.push(
        ...lines.map(
          (l) =>
            `| ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${l.step} | ${l.ms.toLocaleString('en')} ms | ${l.opened.toLocaleString('en')} | ${l.closed.toLocaleString('en')} | ${l.mailed} | ${verdict(l.ms)} |`,
        ),
      );
    }
  } finally {
    postgres?.stop();
  }
  writeSection(
    'Alerts: one evaluation over 60,000 boxes',
    `Machine: ${machine}; load average ${loadAtStart} at the start, ${loadavg()[0]!.toFixed(1)} at the end. \`npm run bench:alerts\`: ${PARTNERS} partners of ${BOXES_PER_PARTNER.toLocaleString('en')} boxes each
(${BOXES.toLocaleString('en')} boxes, each with a current state reporting every 30 s), one admin each. Each line is one call of
\`evaluateAlerts\` as the \`alerts-evaluation\` job makes it every minute (in process, the real file mailer writing to a
temporary outbox; PostgreSQL 15 with fsync off). Threshold ${OFFLINE_MINUTES} minutes. The run checks that exactly one mail per
partner is written for each outage. Budget: ≤ ${BUDGET_MS / 1000} s per evaluation (issue 29).

| engine | evaluation | time | opened | closed | mails | budget ≤ 10 s |
|---|---|---|---|---|---|---|
${sections.join('\n')}`,
  );
}

await main();
