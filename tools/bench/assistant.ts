// `npm run bench:assistant`: the assistant's live-data answers (issue 31 §6) for a partner with 10,000
// routers, offline mode (no LLM), against the built server on PostgreSQL (and PGlite with
// BENCH_ENGINES=pglite,postgres). Budget: p95 ≤ 300 ms for each kind of question.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedBenchPartner } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { type LoadResult, load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const ROUTERS = Number(process.env.BENCH_ROUTERS ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const BUDGET_P95_MS = 300;
/** Two people asking at once: a partner's admin and a staff member, say. */
const CONNECTIONS = 2;

/** The questions, one per kind of answer (each runs its tool over the partner's whole network). */
const questions = (serial: string) => [
  {
    label: "today's summary (quick reply)",
    body: { message: "Today's summary", time_range: 'today', intents: ['summary'] },
  },
  { label: 'which boxes are offline?', body: { message: 'which boxes are offline?' } },
  { label: 'one box by serial', body: { message: `how is box ${serial}?` } },
  { label: 'Wi-Fi usage, 7 days', body: { message: 'wifi usage last 7 days' } },
  { label: 'billing: overdue SMEs, unpaid invoices', body: { message: 'which SMEs are overdue?' } },
  { label: 'open tickets and alerts', body: { message: 'open tickets and alerts' } },
  { label: 'how-to (help text)', body: { message: 'how do I create vouchers?' } },
];

async function benchEngine(engine: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-assistant-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const { partnerId, serials } = await seedBenchPartner(database.db, ROUTERS);
  // A tenth of the boxes silent for two days; the rest report now and fall offline 90 s later, so the runs
  // below answer "which boxes are offline" over thousands of them: the heavy case.
  await database.db.execute(sql`
    update router_state set last_seen = now() - interval '2 days'
    where router_id in (select id from routers where partner_id = ${partnerId} order by id limit ${Math.round(ROUTERS / 10)})`);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const { server, base, stop } = spawnBuiltServer({ port: 18560, dataDir, databaseUrl });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const results: { label: string; result: LoadResult }[] = [];
    for (const question of questions(serials[ROUTERS - 1]!)) {
      const payload = JSON.stringify(question.body);
      // Each request is a conversation's turn: stored, answered, stored (what a partner's click costs).
      const result = await load({
        url: `${base}/assistant/chat`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: payload,
      });
      results.push({ label: question.label, result });
    }
    return results;
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const rows: string[] = [];
for (const engine of ENGINES) {
  if (engine === 'pglite') {
    for (const { label, result } of await benchEngine('pglite')) rows.push(row('PGlite', label, result));
    continue;
  }
  const pg = startPostgres(25991);
  if (!pg) {
    rows.push("| PostgreSQL | not measured: Debian's postgresql is not installed | | | | |");
    continue;
  }
  try {
    for (const { label, result } of await benchEngine('postgres', pg.url))
      rows.push(row('PostgreSQL', label, result));
  } finally {
    pg.stop();
  }
}

function row(engine: string, label: string, r: LoadResult): string {
  const ok = r.p95 <= BUDGET_P95_MS && r.non2xx === 0 && r.errors === 0;
  return `| ${engine} | ${label} | ${r.perSecond}/s | ${ms(r.p50)} | ${ms(r.p95)} | ${r.non2xx + r.errors} | ${ok ? 'within budget' : '**over budget**'} |`;
}

const body = `
Machine: ${machineLine()}. One partner with ${ROUTERS.toLocaleString('en')} routers (a tenth silent for two days, the
rest falling offline during the run); POST /assistant/chat signed in as its admin, offline answers (no LLM),
${CONNECTIONS} connections, ${DURATION} s per question; server, database and load generator share the same 2 cores.
Each request stores the question and the answer in the conversation, as a click in the panel does.

| engine | question | throughput | p50 | p95 | failed | p95 ≤ ${BUDGET_P95_MS} ms |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
writeSection('Assistant: live-data answers at 10,000 routers', body);
console.log(body);
