// `npm run bench:billing`: the billing engine over 10,000 SMEs, and the billing list of a partner with
// 100,000 billings, on PGlite and on PostgreSQL.
// Budgets: one engine run over 10,000 SMEs < 30 s; billing list page p95 ≤ 40 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase } from '../../apps/server/src/db/client';
import { queryRows } from '../../apps/server/src/db/raw';
import { partners, smes, subscriptionPlans } from '../../apps/server/src/db/schema';
import { createTestClock } from '../../apps/server/src/lib/clock';
import { createMailer } from '../../apps/server/src/lib/mailer';
import { runBillingEngine } from '../../apps/server/src/modules/billing/engine';
import { seedBenchPartner } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const SMES = Number(process.env.BENCH_SMES ?? 10_000);
const BILLINGS = Number(process.env.BENCH_BILLINGS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { engineSeconds: 30, listP95: 40 };
const READ_CONNECTIONS = 2;
const TRIAL_END = '2026-03-10';

type EngineTimes = { label: string; seconds: number; detail: string }[];

async function seedSmes(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  await seedBenchPartner(db, 0);
  const [partner] = await db.select().from(partners).where(eq(partners.slug, 'bench-partner'));
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ partnerId: partner!.id, name: 'Starter', price: 10, currency: 'USD' })
    .returning();
  for (let start = 0; start < SMES; start += 1000) {
    await db.insert(smes).values(
      Array.from({ length: Math.min(1000, SMES - start) }, (_, j) => {
        const i = start + j;
        return {
          uniqueId: `BENCH-SME-${i}`,
          partnerId: partner!.id,
          name: `Bench SME ${i}`,
          tinNumber: String(100000000 + i),
          adminName: 'Bench Admin',
          adminEmail: `sme${i}@bench.example.com`,
          adminPhone: `+250 788 ${String(i).padStart(6, '0')}`,
          location: 'Kigali',
          type: 'Hotels' as const,
          trialEndDate: TRIAL_END,
          subscriptionPlanId: plan!.id,
          customPrice: i % 10 === 0 ? 9000 : null,
        };
      }),
    );
  }
  // One SME in ten has a coupon waiting for its first billing.
  await db.execute(sql`insert into discount_coupons (partner_id, sme_id, code, percentage_discount)
    select partner_id, id, 'BENCH' || id, 10 from smes where partner_id = ${partner!.id} and id % 10 = 3`);
  return partner!.id;
}

/** Three runs: opening every SME's first billing, the overdue reminders, and the suspensions. */
async function timeEngine(db: Awaited<ReturnType<typeof openDatabase>>['db'], mailDir: string) {
  const clock = createTestClock(`${TRIAL_END}T08:00:00Z`);
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ mailDir, from: 'bench@example.com', log });
  const times: EngineTimes = [];
  for (const [label, day] of [
    ['first billing of every SME (coupons applied), day after the trials end', '2026-03-11'],
    ['overdue reminders claimed and mailed, day after the due date', '2026-03-19'],
    ['late SMEs suspended and notified, sixth day after the due date', '2026-03-24'],
  ] as const) {
    clock.set(`${day}T08:00:00Z`);
    const started = performance.now();
    const run = await runBillingEngine({ db, mailer, clock, log, timeZone: 'Africa/Kigali', usdToRwf: 1450 });
    const seconds = (performance.now() - started) / 1000;
    times.push({
      label,
      seconds,
      detail: `opened ${run.opened}, mails ${run.remindersSent}, suspended ${run.suspended}`,
    });
  }
  return times;
}

/** Fills the partner's history up to BILLINGS billings (paid past cycles), with their invoices. */
async function addHistory(db: Awaited<ReturnType<typeof openDatabase>>['db'], partnerId: number) {
  const perSme = Math.ceil((BILLINGS - SMES) / SMES);
  await db.execute(sql`
    with inserted as (
      insert into billings (partner_id, sme_id, kind, item_name, start_date, end_date, due_date, amount,
        final_amount, is_paid, paid_at)
      select s.partner_id, s.id, 'subscription', 'Starter', d.start, d.start + 29, d.start + 7, 14500, 14500,
        true, d.start + 5
      from smes s
      cross join lateral (
        select (date '2026-03-11' - 30 * g)::date as start from generate_series(1, ${perSme}) g
      ) d
      where s.partner_id = ${partnerId}
      returning id
    )
    insert into invoices (billing_id, invoice_number)
    select id, 'INV-' || lpad(id::text, 7, '0') from inserted`);
}

async function bench(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-billing-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  let engineTimes: EngineTimes;
  let total = 0;
  try {
    const partnerId = await seedSmes(database.db);
    await database.db.execute(sql`vacuum analyze`);
    engineTimes = await timeEngine(database.db, join(dataDir, 'bench-mail'));
    await addHistory(database.db, partnerId);
    await database.db.execute(sql`vacuum analyze`);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from billings where partner_id = ${partnerId}`,
    );
    total = Number(row?.n ?? 0);
  } finally {
    await database.close();
  }

  const port = 18600 + (engine === 'pglite' ? 1 : 2);
  const { server, base, stop } = spawnBuiltServer({
    port,
    dataDir,
    databaseUrl,
    env: {
      BILLING_INTERVAL_MINUTES: '0',
    },
  });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const auth = { authorization: `Bearer ${token}` };
    const pages = Math.max(1, Math.floor(BILLINGS / 10));
    const list = (connections: number, extra = '') =>
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
              path: `/v1/partner/billing/?page=${1 + Math.floor(Math.random() * pages)}&page_size=10${extra}`,
            }),
          },
        ],
      });
    const first = await load({
      url: `${base}/v1/partner/billing/?page=1&page_size=10`,
      connections: READ_CONNECTIONS,
      duration: DURATION,
      headers: auth,
    });
    const anyPage = await list(READ_CONNECTIONS);
    const busy = await list(10);
    return { engineTimes, total, first, anyPage, busy };
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const results: Record<string, Awaited<ReturnType<typeof bench>>> = {};
results.PGlite = await bench('pglite');
const pg = startPostgres(25991);
if (pg) {
  try {
    results.PostgreSQL = await bench('postgres', pg.url);
  } finally {
    pg.stop();
  }
}

const engineRows = Object.entries(results).flatMap(([engine, r]) =>
  r.engineTimes.map(
    (t) =>
      `| ${engine} | ${t.label} | ${t.seconds.toFixed(1)} s | ${t.detail} | < 30 s: ${verdict(t.seconds < BUDGET.engineSeconds)} |`,
  ),
);
const listRows = Object.entries(results).flatMap(([engine, r]) => {
  const line = (what: string, l: LoadResult, budget: boolean) =>
    `| ${engine} | ${what} | ${l.perSecond}/s | ${ms(l.p95)} | ${ms(l.p99)} | ${budget ? `p95 ≤ 40 ms: ${verdict(l.p95 <= BUDGET.listP95)}` : ''} |`;
  return [
    line(
      `first page (10 of ${r.total.toLocaleString('en')}), ${READ_CONNECTIONS} connections`,
      r.first,
      true,
    ),
    line(`any page, ${READ_CONNECTIONS} connections`, r.anyPage, true),
    line('any page, 10 connections (saturation)', r.busy, false),
  ];
});
const body = `
Machine: ${machineLine()}. ${SMES.toLocaleString('en')} SMEs of one partner whose trials end the same day; mail to .eml
files. The engine is called as the schedule calls it (one run = one transaction under the advisory lock, then
the mails). The list is then measured against the built server with autocannon, ${DURATION} s per line, server
and load generator on the same 2 cores; pages are random across the whole history ("any page" includes deep
offsets).

| engine | engine run | time | what it did | budget |
|---|---|---|---|---|
${engineRows.join('\n')}

| engine | billing list request | throughput | p95 | p99 | budget |
|---|---|---|---|---|---|
${listRows.join('\n')}
${pg ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
writeSection('Billing: engine runs and the billing list', body);
console.log(body);
