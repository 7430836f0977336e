import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DOC,
  KNOWN_VIOLATIONS,
  formatViolation,
  owners,
  renderOwnerTable,
  root,
  scanWrites,
  violations,
  withOwnerBlock,
} from '../../scripts/table-owners.mjs';

/** Issue 28 §1: a table has exactly one writing module, and the owner table in the docs is generated. */

// Each module's tables in its schema.ts, the core ones in db/schema (decision 048).
const PG = "import { integer, pgTable, text } from 'drizzle-orm/pg-core';\n";
const SCHEMAS = {
  'modules/partners/schema.ts': `${PG}export const partners = pgTable('partners', { id: integer('id') });\n`,
  'modules/sms/schema.ts': `${PG}export const smsMessages = pgTable(
  "sms_messages",
  { id: integer('id'), body: text('body') },
);\n`,
  'modules/analytics/schema.ts': `${PG}export const guestDevices = pgTable('guest_devices', { id: integer('id') });
export const sessionHourly = pgTable('session_hourly', { id: integer('id') });
export const voucherHourly = pgTable('voucher_hourly', { id: integer('id') });\n`,
  'db/schema/rate-limit.ts': `${PG}export const rateLimitCounters = pgTable('rate_limit_counters', { id: integer('id') });\n`,
  'db/schema/index.ts': "export * from './rate-limit';\n",
};

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

/** A repository with the fixture schema and the given files under apps/server/src. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'table-owners-'));
  fixtures.push(dir);
  for (const [path, text] of Object.entries({ ...SCHEMAS, ...files })) {
    const file = join(dir, 'apps/server/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A fixture's scan: the repository's DYNAMIC_WRITES name files a fixture does not have. */
const scanOf = (dir: string) => scanWrites(dir, { dynamicWrites: {} });
const writesOf = (dir: string) =>
  scanOf(dir).writes.map((w) => `${w.writer} ${w.verb} ${w.table ?? '?'} ${w.file}:${w.line}`);
const problems = (dir: string, options?: Parameters<typeof violations>[1]) =>
  violations(scanOf(dir), options).violations.map((v) => `${v.kind} ${v.table} ${v.writers.join(',')}`);

const OWNER = {
  'modules/partners/flags.ts': `import { partners } from '../../db/schema';
export const flag = (db: Db) => db.update(partners).set({ late: true });`,
};

describe('table owners (issue 28 §1)', () => {
  it('the repository has no violations and the docs block is current', () => {
    const scan = scanWrites(root);
    const { violations: found, known } = violations(scan);
    expect(found.map(formatViolation)).toEqual([]);
    // Known violations, to fix, by name: adding one to KNOWN_VIOLATIONS means changing this line too.
    expect(known.map((v) => `${v.table}: ${v.writers.join(', ')}`)).toEqual([]);
    expect(KNOWN_VIOLATIONS).toEqual([]);
    const doc = readFileSync(join(root, DOC), 'utf8');
    expect(withOwnerBlock(doc, renderOwnerTable(scan)), 'run npm run docs:owners').toBe(doc);
    const cli = spawnSync(process.execPath, ['scripts/table-owners.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
  });

  it('reads the real code: Drizzle, raw SQL and computed rollup tables', () => {
    const owner = Object.fromEntries(owners(scanWrites(root)).map((o) => [o.table, o.owner]));
    expect(owner.vouchers).toBe('guest-access'); // db.insert(vouchers) and `update vouchers t set`
    expect(owner.hotspot_sessions).toBe('guest-access'); // preparedSql `insert into hotspot_sessions as s`
    expect(owner.session_hourly).toBe('analytics'); // sql.raw(`${source.table}_hourly`)
    expect(owner.sms_messages).toBe('sms');
    expect(owner.partners).toBe('partners');
    expect(owner.rate_limit_counters).toBe('lib');
    expect(owner.list_counts).toBe('db'); // the triggers in db/schema/list-counts.sql
    expect(owner.captive_portals).toBe('captive-portal'); // its code and its triggers.sql
    // Each table's schema file is its owner's (or db/schema for the core ones).
    for (const o of owners(scanWrites(root)))
      if (o.owner) expect(o.holder, o.table).toBe(['lib', 'db'].includes(o.owner) ? 'core' : o.owner);
  });

  it('reports a table written only by a module other than the one whose schema.ts declares it', () => {
    const dir = fixture({
      'modules/smes/flags.ts': `import { partners } from '../partners/schema';
export const flag = (db: Db) => db.update(partners).set({ late: true });`,
    });
    expect(problems(dir)).toEqual(['foreign partners smes']);
    // Writing its own table through its own ./schema is the rule.
    const own = fixture({
      'modules/sms/send.ts': `import { smsMessages } from './schema';
export const log = (db: Db) => db.insert(smsMessages).values({ body: 'x' });`,
    });
    expect(problems(own)).toEqual([]);
    expect(owners(scanOf(own)).find((o) => o.table === 'sms_messages')).toMatchObject({
      holder: 'sms',
      owner: 'sms',
    });
  });

  it('counts a declared trigger’s writes as its directory’s: its own module’s tables only', () => {
    const own = fixture({
      'modules/analytics/triggers.sql': `-- insert into sms_messages in a comment is no write
CREATE FUNCTION mark() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO "guest_devices" ("id") SELECT 1 ON CONFLICT ("id") DO UPDATE SET "id" = 1;
  RETURN NULL;
END $f$;`,
    });
    expect(writesOf(own)).toEqual(['analytics insert guest_devices modules/analytics/triggers.sql:4']);
    expect(problems(own)).toEqual([]);
    const foreign = fixture({
      'modules/analytics/triggers.sql':
        'CREATE FUNCTION f() RETURNS void LANGUAGE sql AS $$ DELETE FROM sms_messages $$;',
    });
    expect(problems(foreign)).toEqual(['foreign sms_messages analytics']);
    // The core tables' triggers sit beside them in db/schema.
    const core = fixture({
      'db/schema/rate-limit.sql':
        'CREATE FUNCTION f() RETURNS void LANGUAGE sql AS $$ DELETE FROM rate_limit_counters $$;',
    });
    expect(problems(core)).toEqual([]);
  });

  it('reports a module naming another module’s table in its SQL text, not one it interpolates', () => {
    const named = fixture({
      'modules/analytics/wifi.ts': `export const q = sql\`select count(*) from sms_messages m
  join "partners" p on p.id = m.partner_id where exists (select 1 from public.guest_devices g)\`;
export const Q = 'SELECT 1 FROM partners WHERE id = $1';`,
    });
    expect(problems(named)).toEqual([
      'named sms_messages analytics',
      'named partners analytics',
      'named partners analytics',
    ]);
    expect(violations(scanOf(named)).violations[0]?.where).toEqual(['modules/analytics/wifi.ts:1']);
    const interpolated = fixture({
      'modules/analytics/wifi.ts': `import { smsMessages } from '../sms/schema';
export const q = sql\`select count(*) from \${smsMessages} m join guest_devices g on g.id = m.id\`;
export const text = 'Data from partners and routers';
export const own = sql\`select * from guest_devices, rate_limit_counters\`;`,
      'seed/demo.ts': 'export const s = sql`select * from partners`;',
    });
    expect(problems(interpolated)).toEqual([]);
  });

  it('reports a domain table declared in db/schema, and a module writing a core table', () => {
    const dir = fixture({
      'db/schema/tickets.ts': `${PG}export const tickets = pgTable('tickets', { id: integer('id') });\n`,
    });
    expect(problems(dir)).toEqual(['core tickets ']);
    const write = fixture({
      'modules/auth/limit.ts': `import { rateLimitCounters } from '../../db/schema/rate-limit';
export const reset = (db: Db) => db.delete(rateLimitCounters);`,
    });
    expect(problems(write)).toEqual(['foreign rate_limit_counters auth']);
  });

  it('reports a module writing another module’s table through Drizzle', () => {
    const dir = fixture({
      ...OWNER,
      'modules/billing/engine.ts': `import { partners as p } from '../../db/schema';
// db.delete(partners) in a comment is no write
export async function run(tx: Db) {
  await tx
    .insert(p)
    .values({ id: 1 });
}`,
    });
    expect(writesOf(dir)).toEqual([
      'billing insert partners modules/billing/engine.ts:5',
      'partners update partners modules/partners/flags.ts:2',
    ]);
    const found = violations(scanOf(dir)).violations;
    expect(found.map(formatViolation)).toEqual([
      'partners\tbilling, partners\twritten by more than one module\tmodules/billing/engine.ts:5 modules/partners/flags.ts:2',
    ]);
  });

  it('reports a module writing another module’s table in raw SQL, whatever the spelling', () => {
    const cases = [
      'sql`update "partners" set late = true`',
      "preparedSql(db, 'UPDATE public.partners AS p SET late = $1')",
      'sql`delete from ${partners} where id = ${id}`',
      'sql`insert into public."partners" (id) values (1)`',
      "db.execute(sql.raw('truncate table partners'))",
      'sql`update ${sql.identifier("partners")} p set late = true`',
    ];
    for (const code of cases) {
      const dir = fixture({
        ...OWNER,
        'modules/smes/billing-state.ts': `import { sql } from 'drizzle-orm';\nimport { partners } from '../../db/schema';\nexport const q = ${code};\n`,
      });
      expect(problems(dir), code).toEqual(['shared partners partners,smes']);
    }
  });

  it('also reads schema.x, a table interpolated in sql`…` and a local const naming the table', () => {
    const dir = fixture({
      'modules/analytics/rollup.ts': `import * as schema from '../../db/schema';
export const a = (db: Db) => db.delete(schema.guestDevices);
export function roll(source: { table: string }) {
  const hourly = sql.raw(\`\${source.table}_hourly\`);
  return sql\`insert into \${hourly} (id) select 1\`;
}`,
    });
    expect(writesOf(dir)).toEqual([
      'analytics delete guest_devices modules/analytics/rollup.ts:2',
      'analytics insert session_hourly modules/analytics/rollup.ts:5',
      'analytics insert voucher_hourly modules/analytics/rollup.ts:5',
    ]);
  });

  it('reports lib/ writing a module’s table, not the core tables', () => {
    const dir = fixture({
      'lib/sms.ts': `import { rateLimitCounters, smsMessages } from '../db/schema';
export const send = async (tx: Db) => {
  await tx.insert(smsMessages).values({ body: 'x' });
  await tx.delete(rateLimitCounters);
};`,
    });
    expect(problems(dir)).toEqual(['foreign sms_messages lib']);
  });

  it('reports a write into a table computed at run time unless the file declares it', () => {
    const files = {
      'modules/analytics/drain.ts': 'export const q = (t: string) => sql`delete from ${sql.raw(t)}`;\n',
    };
    expect(problems(fixture(files))).toEqual(['dynamic ? analytics']);
    const dir = fixture(files);
    const declared = {
      'modules/analytics/drain.ts': { tables: ['guest_devices'], reason: 'the delta tables' },
    };
    const scan = scanWrites(dir, { dynamicWrites: declared });
    expect(violations(scan).violations).toEqual([]);
    expect(owners(scan).find((o) => o.table === 'guest_devices')?.owner).toBe('analytics');
    // An entry whose file no longer computes a target is reported, so the list shrinks.
    const unused = scanWrites(fixture({}), { dynamicWrites: declared });
    expect(violations(unused).violations.map((v) => `${v.kind} ${v.where.join()}`)).toEqual([
      'stale modules/analytics/drain.ts',
    ]);
  });

  it('lets seeds and the simulator write any table without owning it', () => {
    const dir = fixture({
      ...OWNER,
      'seed/demo.ts': `import { partners } from '../db/schema';\nexport const s = (db: Db) => db.insert(partners);`,
      'simulator/provision.ts': 'export const q = sql`update partners set late = false`;',
    });
    expect(problems(dir)).toEqual([]);
    const partners = owners(scanOf(dir)).find((o) => o.table === 'partners');
    expect(partners).toMatchObject({ owner: 'partners', demo: ['seed', 'simulator'] });
  });

  it('does not count an upsert’s do update set, a row lock or prose as writes', () => {
    const dir = fixture({
      'modules/analytics/guest-devices.ts': `export const upsert = sql\`insert into guest_devices (id) values (1)
  on conflict (id) do update set id = excluded.id\`;
export const UPSERT = \`INSERT INTO guest_devices AS g (id) VALUES ($1)
ON CONFLICT (id) DO UPDATE SET id = g.id\`;`,
      'modules/partners/lock.ts': `export const a = sql\`select id from partners where id = \${id} for update\`;
export const b = sql\`select id from partners p for no key update of p\`;
export const c = sql\`select id from partners for update skip locked\`;
export const text = 'Update the profile (multipart: first_name) and delete from the list';`,
    });
    expect(writesOf(dir)).toEqual([
      'analytics insert guest_devices modules/analytics/guest-devices.ts:1',
      'analytics insert guest_devices modules/analytics/guest-devices.ts:3',
    ]);
    expect(problems(dir)).toEqual([]);
  });

  it('keeps known violations apart and reports one that no longer happens', () => {
    const dir = fixture({
      ...OWNER,
      'modules/smes/x.ts': 'export const q = sql`update partners set late = true`;',
    });
    const known = [{ table: 'partners', writers: ['partners', 'smes'], reason: 'to fix' }];
    const result = violations(scanOf(dir), { known });
    expect(result.violations).toEqual([]);
    expect(result.known.map((v) => v.table)).toEqual(['partners']);
    const fixed = violations(scanOf(fixture(OWNER)), { known });
    expect(fixed.violations.map((v) => v.kind)).toEqual(['fixed']);
  });
});
