import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import type { KeptList } from '../../src/db/list-scopes';
import { listCounts } from '../../src/db/schema';

/**
 * A list's kept count over some of its scopes, and a version that changes whenever the rows or their order
 * do: the sum of the scopes' versions (each only ever grows, so the sum moves whenever one of them does).
 * A partner with no rows in those scopes yet has no counts rows: 0 and version 0.
 */
export async function readKeptCount(
  db: Db,
  list: KeptList,
  partnerId: number,
  scopes: string[],
): Promise<{ n: number; version: number }> {
  const [row] = await db
    .select({
      n: sql<number>`coalesce(sum(${listCounts.n}), 0)::int`,
      version: sql<number>`coalesce(sum(${listCounts.version}), 0)::bigint`,
    })
    .from(listCounts)
    .where(
      and(eq(listCounts.list, list), eq(listCounts.partnerId, partnerId), inArray(listCounts.scope, scopes)),
    );
  return { n: Number(row?.n ?? 0), version: Number(row?.version ?? 0) };
}
