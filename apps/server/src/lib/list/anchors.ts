import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { type KeptScope, keptVersionSql, textArray } from './kept-count';

/** One anchor per this many rows: a deep page skips at most this many index entries after its seek. */
export const ANCHOR_EVERY = 100;
const MAX_ENTRIES = 500;

/** A row's sort key as text (full precision: timestamps keep their microseconds), the id last. */
export type SeekKey = readonly string[];
export type Anchors = { version: string; keys: SeekKey[] };

/**
 * A list order that can be sought: not-null columns ending with the id, one direction, served by an index
 * led by the partner. `casts` are the columns' types, for the parameters the key comes back in.
 */
export type SeekOrder = {
  columns: readonly AnyColumn[];
  casts: readonly string[];
  direction: 'asc' | 'desc';
};

/** Where page `offset` starts: after anchor `after` (null: from the top), skipping `skip` more rows. */
export function windowAt(offset: number, anchors: Anchors | null): { after: SeekKey | null; skip: number } {
  const block = anchors ? Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.keys.length) : 0;
  if (block === 0) return { after: null, skip: offset };
  return { after: anchors!.keys[block - 1]!, skip: offset - block * ANCHOR_EVERY };
}

/** `(c1, …, id) < ($k0, …)` (or `>` ascending): rows after the anchor, as an index range, not a walk. */
export function afterKey(order: SeekOrder, key: readonly unknown[]): SQL {
  const columns = sql.join(
    order.columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const values = sql.join(
    key.map((k, i) => sql`${k}::${sql.raw(order.casts[i]!)}`),
    sql`, `,
  );
  return order.direction === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/**
 * Reads every ANCHOR_EVERY-th row's sort key of the rows `where` selects, with the kept version, in one
 * statement and so in one snapshot: the anchors are exact for that version.
 */
export async function readAnchors(
  db: Db,
  { table, where, order, kept }: { table: SQL; where: SQL; order: SeekOrder; kept: KeptScope },
): Promise<Anchors> {
  const direction = sql.raw(order.direction);
  const orderBy = sql.join(
    order.columns.map((c) => sql`${c} ${direction}`),
    sql`, `,
  );
  const keys = sql.join(
    order.columns.map((c, i) => sql`${c}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const keyNames = sql.raw(order.columns.map((_, i) => `a.k${i}`).join(', '));
  const version = keptVersionSql(kept.list, kept.partnerId, textArray(kept.scopes));
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`with v as (select ${version} as version),
      a as (select * from (select ${keys}, row_number() over (order by ${orderBy}) as rn from ${table} where ${where}) t
            where rn % ${ANCHOR_EVERY} = 0)
      select v.version, ${keyNames} from v left join a on true order by a.rn`,
  );
  const width = order.columns.length;
  return {
    version: String(rows[0]?.version ?? '0'),
    keys: rows
      .filter((r) => r.k0 !== null && r.k0 !== undefined)
      .map((r) => Array.from({ length: width }, (_, i) => String(r[`k${i}`]))),
  };
}

// Per database, per list/partner/scopes/order: the anchors of one version. A bounded map: a partner whose
// list changed is read anew on its next deep page; the least recently built entries go first.
const caches = new WeakMap<object, Map<string, Promise<Anchors>>>();

/** The cached anchors for `key`, built by `build` when absent or when `stale` names the cached version. */
export async function anchorsFor(
  db: Db,
  key: string,
  build: () => Promise<Anchors>,
  stale?: string,
): Promise<Anchors> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached && (stale === undefined || (await cached).version !== stale)) return cached;
  // Deleted first so a rebuilt entry moves to the end: the map's order is the order entries were built.
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // Concurrent deep pages of the same list share one read.
  const reading = build();
  cache.set(key, reading);
  // A failed read is forgotten, unless a newer read has taken its place meanwhile.
  reading.catch(() => {
    if (cache.get(key) === reading) cache.delete(key);
  });
  return reading;
}
