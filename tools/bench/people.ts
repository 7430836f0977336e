// `npm run bench:people`: 100,000 people (micro franchisees, officers, admins and staff) of one partner,
// measured with autocannon against the built server on PGlite and on PostgreSQL.
// Budget (issue 13): the user list page p95 ≤ 30 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import type { Db } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema';
import { ROLE_OF_USER_TYPE, type TPartnerUserType } from '@ared/contract/plans';
import { seedBenchAdmin } from './bench-data';
import { signIn, spawnBuiltServer, waitFor } from './bench-server';
import { load } from './http-load';
import { machineLine } from './machine';
import { startPostgres } from './postgres';
import { writeSection } from './results-file';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET_P95 = 30;
/** Page loads measured as two admins working at once, like the other list benchmarks. */
const READ_CONNECTIONS = 2;
const FIRST_NAMES = [
  'Aline',
  'Jean',
  'Claudine',
  'Patrick',
  'Eric',
  'Diane',
  'Olivier',
  'Grace',
  'Yves',
  'Chantal',
];
const LAST_NAMES = [
  'Uwase',
  'Habimana',
  'Mukamana',
  'Niyonzima',
  'Nkurunziza',
  'Ingabire',
  'Mugisha',
  'Iradukunda',
];

/** Person i's type: most are micro franchisees, as in a kiosk network; a few hundred run the dashboard. */
function typeOf(i: number): TPartnerUserType {
  const r = i % 100;
  if (r < 70) return 'Micro Franchisee';
  if (r < 85) return 'Field Officer';
  if (r < 97) return 'Maintenance Officer';
  return r < 99 ? 'Partner Staff' : 'Partner Admin';
}

/** `count` people of the partner, person i joined i minutes ago; one in ten suspended. */
async function seedPeople(db: Db, partnerId: number, count: number) {
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, (_, j) => {
      const i = start + j;
      const type = typeOf(i);
      const suspended = i % 10 === 9;
      return {
        email: `person${i}@bench.example.com`,
        firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
        lastName: `${LAST_NAMES[i % LAST_NAMES.length]!}${i}`,
        phone: `+2507${String(i).padStart(8, '0')}`,
        gender: i % 2 ? ('Male' as const) : ('Female' as const),
        nationalIdNo: `1 1990 ${String(i).padStart(7, '0')} 00`,
        country: 'Rwanda',
        role: ROLE_OF_USER_TYPE[type],
        userType: type,
        status: suspended ? ('suspended' as const) : ('active' as const),
        isActive: !suspended,
        partnerId,
        dateJoined: new Date(Date.now() - i * 60_000),
      };
    });
    await db.insert(users).values(batch);
  }
}

async function benchEngine(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `ared-bench-people-${engine}-`));
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataDir, 'db'),
  });
  const partnerId = await seedBenchAdmin(database.db);
  await seedPeople(database.db, partnerId, PEOPLE);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();

  const port = 18520 + (engine === 'pglite' ? 1 : 2);
  const { server, base, stop } = spawnBuiltServer({ port, dataDir, databaseUrl });
  try {
    await waitFor(`${base}/api/health`, server);
    const token = await signIn(base, join(dataDir, 'mail'));
    const headers = { authorization: `Bearer ${token}` };
    /** Random pages of 10 of a list whose total is `total` rows. */
    const randomPages = (query: string, total: number) =>
      load({
        url: base,
        connections: READ_CONNECTIONS,
        duration: DURATION,
        requests: [
          {
            method: 'GET',
            headers,
            setupRequest: (req) => ({
              ...req,
              path: `/v1/auth/users/?${query}page=${1 + Math.floor(Math.random() * Math.ceil(total / 10))}&page_size=10`,
            }),
          },
        ],
      });
    const firstPage = (query: string) =>
      load({
        url: `${base}/v1/auth/users/?${query}page_size=10`,
        connections: READ_CONNECTIONS,
        duration: DURATION,
        headers,
      });
    const franchisees = Math.round(PEOPLE * 0.7);
    return [
      { label: 'System Admins, All tab, random page', result: await randomPages('', PEOPLE) },
      {
        label: 'System Admins, Suspended tab, random page',
        result: await randomPages('is_active=false&', PEOPLE / 10),
      },
      {
        label: 'Micro franchisees, Active tab, random page',
        result: await randomPages('user_type=Micro+Franchisee&is_active=true&', franchisees * 0.9),
      },
      { label: 'Field officers, All tab, first page', result: await firstPage('user_type=Field+Officer&') },
      { label: 'search "uwase12", first page', result: await firstPage('search=uwase12&') },
    ];
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const results: Record<string, Awaited<ReturnType<typeof benchEngine>>> = {};
results.PGlite = await benchEngine('pglite');
const pg = startPostgres(25991);
if (pg) {
  try {
    results.PostgreSQL = await benchEngine('postgres', pg.url);
  } finally {
    pg.stop();
  }
}

const rows = Object.entries(results).flatMap(([engine, lines]) =>
  lines.map(
    ({ label, result: r }) =>
      `| ${engine} | ${label} | ${r.perSecond}/s | ${ms(r.p95)} | ${ms(r.p99)} | ${r.non2xx + r.errors === 0 && r.p95 <= BUDGET_P95 ? 'within budget' : '**over budget**'} |`,
  ),
);
const body = `
Machine: ${machineLine()}. ${PEOPLE.toLocaleString('en')} people of one partner (70% micro franchisees, 15% field
officers, 12% maintenance officers, 3% admins and staff; one in ten suspended); autocannon, ${DURATION} s per line,
${READ_CONNECTIONS} connections; server, database and load generator share the same 2 cores. Budget: p95 ≤ ${BUDGET_P95} ms.

| engine | request (GET /v1/auth/users/, 10 a page) | throughput | p95 | p99 | verdict |
|---|---|---|---|---|---|
${rows.join('\n')}
${pg ? '' : "\nPostgreSQL was not measured: Debian's postgresql package is not installed (`apt-get install postgresql`).\n"}`;
writeSection('People: the user lists', body);
console.log(body);
