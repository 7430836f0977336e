import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { type TableClass, colocationGroup, distributionColumn } from '../../src/db/distribution';
import { queryRows } from '../../src/db/raw';

// Citus's rules for a schema sharded by partner (issue 33 §4, decision 083), checked against what the
// catalog says a migrated database holds, not against the Drizzle declarations: the migrations are what a
// Citus cluster would run. The reader uses pg_catalog only, so it answers the same on PGlite and PostgreSQL.

/** One table as the catalog has it. A unique index's expression column is '<expression>' (no plain column). */
export type CatalogTable = {
  name: string;
  notNull: Set<string>;
  columns: Set<string>;
  primaryKey: string[] | null;
  uniques: { name: string; columns: string[] }[];
  foreignKeys: { name: string; columns: string[]; refTable: string; refColumns: string[] }[];
};

export type Catalog = Map<string, CatalogTable>;

const split = (list: string | null) => (list === null ? [] : list.split(','));

/** Reads the tables of one schema (partitions left out: they follow their parent), with their keys. */
export async function readCatalog(db: Db, schema = 'public'): Promise<Catalog> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const catalog: Catalog = new Map(
    tables.map(({ name }) => [
      name,
      { name, notNull: new Set(), columns: new Set(), primaryKey: null, uniques: [], foreignKeys: [] },
    ]),
  );
  const columns = await queryRows<{ table: string; column: string; not_null: boolean }>(
    db,
    sql`select c.relname as table, a.attname as column, a.attnotnull as not_null
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and a.attnum > 0 and not a.attisdropped`,
  );
  for (const row of columns) {
    const table = catalog.get(row.table);
    if (!table) continue;
    table.columns.add(row.column);
    if (row.not_null) table.notNull.add(row.column);
  }
  const constraints = await queryRows<{
    table: string;
    name: string;
    type: string;
    columns: string;
    ref_table: string | null;
    ref_columns: string | null;
  }>(
    db,
    sql`select c.relname as table, con.conname as name, con.contype::text as type,
          (select string_agg(a.attname, ',' order by k.ord)
             from unnest(con.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
          rc.relname as ref_table,
          (select string_agg(a.attname, ',' order by k.ord)
             from unnest(con.confkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
        from pg_constraint con
        join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_class rc on rc.oid = con.confrelid
        where n.nspname = ${schema} and con.contype in ('p', 'u', 'f')`,
  );
  for (const row of constraints) {
    const table = catalog.get(row.table);
    if (!table) continue;
    const cols = split(row.columns);
    if (row.type === 'p') table.primaryKey = cols;
    else if (row.type === 'u') table.uniques.push({ name: row.name, columns: cols });
    else if (row.ref_table)
      table.foreignKeys.push({
        name: row.name,
        columns: cols,
        refTable: row.ref_table,
        refColumns: split(row.ref_columns),
      });
  }
  // Unique indexes that back no constraint (partial ones, expressions): Citus holds them to the same rule.
  const indexes = await queryRows<{ table: string; name: string; columns: string }>(
    db,
    sql`select c.relname as table, ic.relname as name,
          (select string_agg(coalesce(a.attname, '<expression>'), ',' order by k.ord)
             from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
             left join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum and k.attnum > 0
             where k.ord <= i.indnkeyatts) as columns
        from pg_index i
        join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class ic on ic.oid = i.indexrelid
        where n.nspname = ${schema} and i.indisunique
          and not exists (select 1 from pg_constraint con
                          where con.conindid = i.indexrelid and con.conrelid = i.indrelid
                            and con.contype in ('p', 'u'))`,
  );
  for (const row of indexes)
    catalog.get(row.table)?.uniques.push({ name: row.name, columns: split(row.columns) });
  return catalog;
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

/**
 * What breaks Citus's rules, one line per fault, prefixed by the table's name. Empty when the schema can be
 * distributed as declared. Every table must be classified and every class must name a table.
 */
export function citusViolations(catalog: Catalog, classes: Record<string, TableClass>): string[] {
  const faults: string[] = [];
  for (const name of [...catalog.keys()].sort())
    if (!classes[name]) faults.push(`${name}: has no distribution class (declare it in db/distribution.ts)`);
  for (const name of Object.keys(classes).sort())
    if (!catalog.has(name)) faults.push(`${name}: is classified but is no table of the schema`);

  for (const table of [...catalog.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const cls = classes[table.name];
    if (!cls) continue;
    const fault = (text: string) => faults.push(`${table.name}: ${text}`);
    const column = distributionColumn(cls);
    if (column === null) {
      for (const fk of table.foreignKeys) {
        const target = classes[fk.refTable];
        if (target?.kind !== 'reference')
          fault(`reference table references ${fk.refTable}, which is not a reference table (${fk.name})`);
      }
      continue;
    }
    if (!table.columns.has(column)) fault(`has no ${column} column to be distributed by`);
    else if (!table.notNull.has(column)) fault(`${column} may be null`);
    if (!table.primaryKey) fault('has no primary key');
    else if (!table.primaryKey.includes(column))
      fault(`primary key ${list(table.primaryKey)} does not include ${column}`);
    for (const unique of table.uniques)
      if (!unique.columns.includes(column))
        fault(`unique ${unique.name} ${list(unique.columns)} does not include ${column}`);
    for (const fk of table.foreignKeys) {
      const target = classes[fk.refTable];
      if (!target || target.kind === 'reference') continue;
      const at = fk.columns.indexOf(column);
      if (colocationGroup(target) !== colocationGroup(cls))
        fault(`references ${fk.refTable}, distributed in another co-location group (${fk.name})`);
      else if (at < 0 || fk.refColumns[at] !== distributionColumn(target))
        fault(
          `foreign key ${fk.name} ${list(fk.columns)} → ${fk.refTable} ${list(fk.refColumns)} ` +
            `does not pair ${column} with ${fk.refTable}.${distributionColumn(target)}`,
        );
    }
  }
  return faults;
}

/** The tables in an order where each comes after those it references (ties and cycles by name). */
function dependencyOrder(names: string[], catalog: Catalog): string[] {
  const pending = new Set(names);
  const done: string[] = [];
  while (pending.size > 0) {
    const sorted = [...pending].sort();
    const ready = sorted.find((name) =>
      (catalog.get(name)?.foreignKeys ?? []).every((fk) => fk.refTable === name || !pending.has(fk.refTable)),
    );
    const next = ready ?? (sorted[0] as string);
    pending.delete(next);
    done.push(next);
  }
  return done;
}

/**
 * The statements that turn the migrated schema into a Citus one, in an order Citus accepts: reference
 * tables first (a distributed table may reference them), then each co-location group, parents before the
 * tables that reference them; the first table of a group opens it, the others join it.
 */
export function citusStatements(catalog: Catalog, classes: Record<string, TableClass>): string[] {
  const named = new Map(
    [...catalog.keys()].flatMap((name) => (classes[name] ? [[name, classes[name]] as const] : [])),
  );
  const references = [...named].filter(([, cls]) => cls.kind === 'reference').map(([name]) => name);
  const distributed = [...named].filter(([, cls]) => cls.kind !== 'reference').map(([name]) => name);
  const statements = dependencyOrder(references, catalog).map(
    (name) => `select create_reference_table('${name}');`,
  );
  const anchors = new Map<string, string>();
  for (const name of dependencyOrder(distributed, catalog)) {
    const cls = named.get(name) as TableClass;
    const group = colocationGroup(cls) ?? '';
    const anchor = anchors.get(group);
    if (!anchor) anchors.set(group, name);
    statements.push(
      `select create_distributed_table('${name}', '${distributionColumn(cls)}', ` +
        `colocate_with => '${anchor ?? 'none'}');`,
    );
  }
  return statements;
}
