import { type SQL, type SQLWrapper, and, asc, desc, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type SeekOrder, afterKey, readAnchors } from './anchors';
import { type KeptScope, keptCount, keptVersionSql, textArray } from './kept-count';
import type { ListSource } from './paged-list';
import { preparedQuery } from './prepared';

type Prepared<Row> = { execute: (values: Record<string, unknown>) => Promise<Row[]> };

/**
 * A list in an order an index serves, with a kept count: its pages come from two prepared statements (from
 * the top, or sought from an anchor) and its total from one lookup, whatever the partner's size.
 *
 * `ids(condition)` selects the list's ids (its own conditions on placeholders, `and` the given one);
 * `page(ids, version)` reads the rows of those ids whole, in the list's order, with `version` as a column
 * when given. `values` fills the placeholders the list used; `table`/`where` select the same rows with
 * values, for the anchors.
 */
export type SeekableList<Row, Item> = {
  name: string;
  database: Database;
  kept: KeptScope;
  order: SeekOrder;
  ids: (condition: SQL | undefined) => PgSelect;
  page: (ids: SQLWrapper, version: SQL | undefined) => { prepare: (name: string) => Prepared<Row> };
  values: Record<string, unknown>;
  anchorsFrom: { table: SQL; where: SQL };
  toItem: (row: Row) => Item;
};

export const placeholder = (name: string) => sql.placeholder(name);

export function seekableSource<Row, Item>(list: SeekableList<Row, Item>): ListSource<Item> {
  const { database, order, kept } = list;
  const db = database.db;
  const direction = order.direction === 'desc' ? desc : asc;
  const ordered = (condition: SQL | undefined) =>
    list
      .ids(condition)
      .orderBy(...order.columns.map((c) => direction(c)))
      .limit(placeholder('limit') as unknown as number)
      .offset(placeholder('skip') as unknown as number);
  const fromTop = preparedQuery(db, `${list.name}_top`, () =>
    list.page(ordered(undefined), undefined).prepare(`${list.name}_top`),
  );
  const sought = preparedQuery(db, `${list.name}_sought`, () =>
    list
      .page(
        ordered(
          afterKey(
            order,
            order.columns.map((_, i) => placeholder(`k${i}`)),
          ),
        ),
        keptVersionSql(kept.list, placeholder('partner'), placeholder('scopes')),
      )
      .prepare(`${list.name}_sought`),
  );
  return {
    count: () => keptCount(database, kept),
    rows: async ({ limit, skip, after }) => {
      if (!after) return { rows: (await fromTop.execute({ ...list.values, limit, skip })).map(list.toItem) };
      const keys = Object.fromEntries(after.map((k, i) => [`k${i}`, k]));
      const rows = await sought.execute({
        ...list.values,
        ...keys,
        partner: kept.partnerId,
        scopes: textArray(kept.scopes),
        limit,
        skip,
      });
      const version = (rows[0] as { version?: string } | undefined)?.version;
      return { rows: rows.map(list.toItem), version };
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
