import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';

/** A list's kept count: the rows of `list_counts` (kept by triggers, decision 019) that make up the list. */
export type KeptScope = { list: string; partnerId: number; scopes: readonly string[] };

/** A PostgreSQL text[] literal: one parameter whatever the number of scopes, so one prepared statement. */
export const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

const KEPT_SQL = `select coalesce(sum(n), 0)::int as n from list_counts
  where list = $1 and partner_id = $2 and scope = any($3::text[])`;

/** The list's total from its kept counts: one primary-key lookup, whatever the partner's size. */
export async function keptCount(database: Database, { list, partnerId, scopes }: KeptScope): Promise<number> {
  const [row] = await preparedSql<{ n: number }>(database, KEPT_SQL)([list, partnerId, textArray(scopes)]);
  return Number(row?.n ?? 0);
}

/**
 * The scopes' version as a column of another query, so it is read in that query's snapshot: a page read by
 * seeking from cached anchors is only trusted when the version it saw is the anchors' version.
 */
export const keptVersionSql = (list: string, partnerId: unknown, scopes: unknown): SQL =>
  sql`(select coalesce(sum(version), 0)::text from list_counts where list = ${list} and partner_id = ${partnerId} and scope = any(${scopes}::text[]))`;

/** The scopes' count as a column of the page's own statement: one round trip for the page and its total. */
export const keptCountSql = (list: string, partnerId: unknown, scopes: unknown): SQL<number> =>
  sql<number>`(select coalesce(sum(n), 0)::int from list_counts where list = ${list} and partner_id = ${partnerId} and scope = any(${scopes}::text[]))`;
