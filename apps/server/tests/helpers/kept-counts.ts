import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/raw';

export type KeptRow = {
  list: string;
  partner_id: number;
  scope: string;
  n: number;
  version: number;
  xmin: string;
};

/** Every list_counts row by `list|partner|scope`, with its xmin: a row written since shows a new one. */
export async function keptCounts(db: Db): Promise<Map<string, KeptRow>> {
  const rows = await queryRows<KeptRow>(
    db,
    sql`select list, partner_id, scope, n, version::int as version, xmin::text as xmin from list_counts`,
  );
  return new Map(rows.map((r) => [keyOf(r.list, r.partner_id, r.scope), r]));
}

export const keyOf = (list: string, partnerId: number, scope: string) => `${list}|${partnerId}|${scope}`;

/**
 * The counts from the rows themselves, grouped as the scopes are defined (written out here rather than
 * calling the migration's scope functions, so a wrong function shows).
 */
const counted: SQL = sql`
  select 'routers' as list, partner_id, '' as scope, count(*)::int as n
  from routers where partner_id is not null group by 2
  union all
  select 'smes', partner_id,
    (case when is_active then 'active' else 'inactive' end) || '/' ||
    (case when is_terminated then 'terminated' else 'current' end), count(*)::int
  from smes group by 2, 3
  union all
  select 'billings', partner_id, kind || '/' || (case when is_paid then 'paid' else 'unpaid' end), count(*)::int
  from billings group by 2, 3
  union all
  select 'vouchers', partner_id, status, count(*)::int from vouchers group by 2, 3
  union all
  select 'hotspot_sessions', partner_id, status || '/' || session_type, count(*)::int
  from hotspot_sessions group by 2, 3
  union all
  select 'media_files', partner_id,
    (case when sme_id is null then 'partner' else 'sme' end) || '/' || status, count(*)::int
  from media_files group by 2, 3
  union all
  select 'users', partner_id, user_type || '/' || (case when is_active then 'active' else 'suspended' end),
    count(*)::int
  from users where partner_id is not null group by 2, 3`;

/** Every kept count equals a fresh count(*) of its rows, for every list, partner and scope. */
export async function expectCountsExact(db: Db): Promise<void> {
  const fresh = await queryRows<{ list: string; partner_id: number; scope: string; n: number }>(
    db,
    sql`select * from (${counted}) c order by 1, 2, 3`,
  );
  const kept = await queryRows<{ list: string; partner_id: number; scope: string; n: number }>(
    db,
    sql`select list, partner_id, scope, n from list_counts where n <> 0 order by 1, 2, 3`,
  );
  expect(kept).toEqual(fresh);
  const negative = await queryRows(db, sql`select * from list_counts where n < 0`);
  expect(negative).toEqual([]);
}

/** The rows whose n, version or xmin differ between two snapshots, by key. */
export function changedKeys(before: Map<string, KeptRow>, after: Map<string, KeptRow>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .filter((k) => {
      const a = before.get(k);
      const b = after.get(k);
      return a?.n !== b?.n || a?.version !== b?.version || a?.xmin !== b?.xmin;
    })
    .sort();
}
