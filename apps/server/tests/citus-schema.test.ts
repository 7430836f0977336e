import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { TABLE_CLASSES, type TableClass } from '../src/db/distribution';
import { type Catalog, citusStatements, citusViolations, readCatalog } from './helpers/citus-rules';
import { openTestDatabase } from './helpers/database';

/**
 * Issue 33 §4, "Ready for Citus" (decision 083): the migrated schema can be sharded by partner as
 * src/db/distribution.ts declares, and docs/citus.md holds the statements that do it.
 */

/**
 * NOT YET: the tables that still break their class's rules, each to be migrated (decision 083 says how).
 * A later session empties this list; the test fails when a table listed here already conforms, so it only
 * shrinks, and when a table not listed breaks a rule, so nothing new joins it.
 */
const NOT_YET: string[] = [];

const DOC = join(__dirname, '../../../docs/citus.md');
const START = '<!-- citus-statements:start -->';
const END = '<!-- citus-statements:end -->';

/** The fault lines of a violations list, grouped by table. */
const byTable = (faults: string[]) => {
  const tables = new Map<string, string[]>();
  for (const fault of faults) {
    const table = fault.slice(0, fault.indexOf(':'));
    tables.set(table, [...(tables.get(table) ?? []), fault]);
  }
  return tables;
};

describe('the Citus rules checker, on a small schema that breaks each rule', () => {
  let database: Database;
  let catalog: Catalog;
  const classes: Record<string, TableClass> = {
    partners: { kind: 'reference', why: 'tenants' },
    catalogue: { kind: 'reference', why: 'global' },
    realms: { kind: 'tenant' },
    smes: { kind: 'tenant' },
    vouchers: { kind: 'tenant' },
    counters: { kind: 'sharded', column: 'key', group: 'limits', why: 'no partner' },
    events: { kind: 'sharded', column: 'conversation_id', group: 'chats', why: 'no partner' },
    ghost: { kind: 'tenant' },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    // Its own schema in this file's own database copy, so the real tables are not in the way.
    for (const statement of [
      'create schema citus_check',
      'create table citus_check.partners (id int primary key)',
      `create table citus_check.realms (partner_id int not null references citus_check.partners, id int,
         name text, primary key (partner_id, id), unique (partner_id, name))`,
      `create table citus_check.smes (id int primary key, partner_id int references citus_check.partners,
         code text)`,
      'create unique index smes_code_idx on citus_check.smes (lower(code))',
      `create table citus_check.vouchers (partner_id int not null, id int, sme_id int references citus_check.smes,
         realm_id int, primary key (partner_id, id),
         foreign key (partner_id, realm_id) references citus_check.realms (partner_id, id))`,
      `create table citus_check.catalogue (id int primary key, partner_id int, realm_id int,
         foreign key (partner_id, realm_id) references citus_check.realms (partner_id, id))`,
      'create table citus_check.counters (key text not null, window_start int not null, primary key (key, window_start))',
      `create table citus_check.events (conversation_id int not null, id int, partner_id int, realm_id int,
         primary key (conversation_id, id),
         foreign key (partner_id, realm_id) references citus_check.realms (partner_id, id))`,
      'create table citus_check.orphan (id int primary key)',
    ])
      await database.db.execute(sql.raw(statement));
    catalog = await readCatalog(database.db, 'citus_check');
  });
  afterAll(() => database.close());

  it('names every fault, and only the faults', () => {
    expect(citusViolations(catalog, classes)).toEqual([
      'orphan: has no distribution class (declare it in db/distribution.ts)',
      'ghost: is classified but is no table of the schema',
      'catalogue: reference table references realms, which is not a reference table (catalogue_partner_id_realm_id_fkey)',
      'events: references realms, distributed in another co-location group (events_partner_id_realm_id_fkey)',
      'smes: partner_id may be null',
      'smes: primary key (id) does not include partner_id',
      'smes: unique smes_code_idx (<expression>) does not include partner_id',
      'vouchers: foreign key vouchers_sme_id_fkey (sme_id) → smes (id) does not pair partner_id with smes.partner_id',
    ]);
  });

  it('finds nothing once the faults are mended', async () => {
    for (const statement of [
      'alter table citus_check.vouchers drop constraint vouchers_sme_id_fkey',
      'drop table citus_check.smes, citus_check.catalogue, citus_check.events, citus_check.orphan',
    ])
      await database.db.execute(sql.raw(statement));
    const mended = await readCatalog(database.db, 'citus_check');
    const kept = ['partners', 'realms', 'vouchers', 'counters'];
    const keptClasses = Object.fromEntries(Object.entries(classes).filter(([name]) => kept.includes(name)));
    expect(citusViolations(mended, keptClasses)).toEqual([]);
  });

  it('orders the statements so that a table comes after those it references', () => {
    expect(citusStatements(catalog, classes)).toEqual([
      "select create_reference_table('catalogue');",
      "select create_reference_table('partners');",
      "select create_distributed_table('counters', 'key', colocate_with => 'none');",
      "select create_distributed_table('realms', 'partner_id', colocate_with => 'none');",
      "select create_distributed_table('events', 'conversation_id', colocate_with => 'none');",
      "select create_distributed_table('smes', 'partner_id', colocate_with => 'realms');",
      "select create_distributed_table('vouchers', 'partner_id', colocate_with => 'realms');",
    ]);
  });
});

describe('the migrated schema, sharded by partner (issue 33 §4)', () => {
  let database: Database;
  let catalog: Catalog;
  beforeAll(async () => {
    database = await openTestDatabase();
    catalog = await readCatalog(database.db);
  });
  afterAll(() => database.close());

  it('reads every table of the schema', () => {
    expect(catalog.size).toBeGreaterThan(80);
    expect(catalog.get('vouchers')?.foreignKeys.length).toBeGreaterThan(0);
  });

  it('breaks no rule outside the tables not yet migrated', () => {
    const faults = byTable(citusViolations(catalog, TABLE_CLASSES));
    const unexpected = [...faults].filter(([table]) => !NOT_YET.includes(table)).flatMap(([, f]) => f);
    expect(unexpected).toEqual([]);
  });

  it('lists in NOT_YET only tables that still break a rule', () => {
    const faults = byTable(citusViolations(catalog, TABLE_CLASSES));
    const conforming = NOT_YET.filter((table) => !faults.has(table));
    expect(conforming, 'these conform now: take them off NOT_YET').toEqual([]);
    expect(new Set(NOT_YET).size).toBe(NOT_YET.length);
  });

  // After a schema change, `CITUS_DOC=write npx vitest run tests/citus-schema.test.ts` rewrites the block
  // (as `-u` rewrites a snapshot); review the diff before committing it.
  it("docs/citus.md holds the statements, in Citus's order", () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const wanted = citusStatements(catalog, TABLE_CLASSES);
    const statements = doc
      .slice(start + START.length, end)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('select '));
    if (process.env.CITUS_DOC === 'write' && statements.join() !== wanted.join()) {
      const block = `${START}\n\n\`\`\`sql\n${wanted.join('\n')}\n\`\`\`\n\n`;
      writeFileSync(DOC, doc.slice(0, start) + block + doc.slice(end));
      return;
    }
    expect(statements, 'docs/citus.md is stale: run with CITUS_DOC=write').toEqual(wanted);
  });
});
