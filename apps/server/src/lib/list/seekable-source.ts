import { type SQL, type SQLWrapper, and, asc, desc, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client';
import { type SeekOrder, afterKey, readAnchors } from './anchors';
import { type KeptScope, keptCount, keptCountSql, keptVersionSql, textArray } from './kept-count';
import type { ListSource, PageRows } from './paged-list';
import { preparedQuery } from '../../db/prepared';

type Prepared<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/**
 * A list in an order an index serves, with a kept count: its pages come from two prepared statements (from
 * the top, or sought from an anchor) and its total from one lookup, whatever the partner's size.
 *
 * Both builders are given the database to build on (the hot pool). `ids(db, condition)` selects the list's ids (its own conditions on placeholders, `and` the given one);
 * `page(db, ids, extra)` reads the rows of those ids whole, in the list's order, with the `extra` columns
 * (the kept total, and the kept version when sought). `values` fills the placeholders the list used; `table`/`where` select the same rows with
 * values, for the anchors.
 */
export type SeekableList<Row, Item> = {
  name: string;
  database: Database;
  kept: KeptScope;
  order: SeekOrder;
  ids: (db: Db, condition: SQL | undefined) => PgSelect;
  page: (db: Db, ids: SQLWrapper, extra: Record<string, SQL>) => { prepare: (name: string) => Prepared<Row> };
  values: Record<string, unknown>;
  anchorsFrom: { table: SQL; where: SQL };
  toItem: (row: Row) => Item;
};

export const placeholder = (name: string) => sql.placeholder(name);

export function seekableSource<Row, Item>(list: SeekableList<Row, Item>): ListSource<Item> {
  const { database, order, kept } = list;
  const db = database.hot;
  const direction = order.direction === 'desc' ? desc : asc;
  // The page size is written into the statement, not bound: with a bound LIMIT the planner's generic plan
  // guesses a third of the table and joins it by hashing; with the real size it seeks by key. One statement
  // per page size in use (10, 25, 50, 100 in practice).
  const ordered = (condition: SQL | undefined, limit: number) =>
    list
      .ids(db, condition)
      .orderBy(...order.columns.map((c) => direction(c)))
      .limit(sql.raw(String(limit)) as unknown as number)
      .offset(placeholder('skip') as unknown as number);
  const total = keptCountSql(kept.list, placeholder('partner'), placeholder('scopes'));
  const fromTop = (limit: number) =>
    preparedQuery(db, `${list.name}_top_${limit}`, () =>
      list.page(db, ordered(undefined, limit), { total }).prepare(`${list.name}_top_${limit}`),
    );
  const sought = (limit: number) =>
    preparedQuery(db, `${list.name}_sought_${limit}`, () =>
      list
        .page(
          db,
          ordered(
            afterKey(
              order,
              order.columns.map((_, i) => placeholder(`k${i}`)),
            ),
            limit,
          ),
          { total, version: keptVersionSql(kept.list, placeholder('partner'), placeholder('scopes')) },
        )
        .prepare(`${list.name}_sought_${limit}`),
    );
  const keptValues = { partner: kept.partnerId, scopes: textArray(kept.scopes) };
  const withTotal = (rows: Row[], version?: boolean): PageRows<Item> => {
    const first = rows[0] as { total?: number; version?: string } | undefined;
    return {
      rows: rows.map(list.toItem),
      count: first?.total,
      ...(version && { version: first?.version }),
    };
  };
  return {
    count: () => keptCount(database, kept),
    rowsCarryCount: true,
    rows: async ({ limit, skip, after }) => {
      if (!after) return withTotal(await fromTop(limit).execute({ ...list.values, ...keptValues, skip }));
      const keys = Object.fromEntries(after.map((k, i) => [`k${i}`, k]));
      return withTotal(await sought(limit).execute({ ...list.values, ...keptValues, ...keys, skip }), true);
    },
    seek: {
      key: `${list.name}:${kept.partnerId}:${kept.scopes.join('|')}`,
      anchors: () => readAnchors(db, { ...list.anchorsFrom, order, kept }),
    },
  };
}

/** `and` of a list's own conditions with the seek's, when there is one. */
export const withCondition = (own: SQL, condition: SQL | undefined) =>
  condition ? and(own, condition)! : own;
