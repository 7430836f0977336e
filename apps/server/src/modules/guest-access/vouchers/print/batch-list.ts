import { sql } from 'drizzle-orm';
import { VOUCHER_MAX_COUNT, type TVoucherBatch, type TVoucherBatchPage } from '@ared/contract/vouchers';
import type { Db } from '../../../../db/client';
import { queryRows } from '../../../../db/raw';
import { realms } from '../../../realms/schema';
import { vouchers } from '../../schema';

type BatchRow = {
  batch_id: string;
  created_at: Date | string;
  n: number;
  duration: number;
  multi_user: boolean;
  expiry_date: Date | string;
  realm_id: number | null;
  realm_name: string | null;
  uniform: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The partner's batches (each create of the dashboard, a single one included; not the portal's own
 * vouchers), newest first, `limit` of them created before `before`. A batch has at most VOUCHER_MAX_COUNT
 * vouchers, so the newest `limit × VOUCHER_MAX_COUNT` vouchers (read on (partner_id, created_at, id)) hold
 * at least `limit` batches: the work is bounded whatever the partner's size. Each chosen batch is then
 * counted whole on its own index (`vouchers_batch_idx`). A batch's vouchers share one `created_at` (one
 * clock reading per create), which is the page's cursor.
 */
export async function listBatches(
  db: Db,
  partnerId: number,
  { limit, before }: { limit: number; before?: string | undefined },
): Promise<TVoucherBatchPage> {
  const since = before === undefined ? sql`` : sql`and created_at < ${before}::timestamptz`;
  const rows = await queryRows<BatchRow>(
    db,
    sql`
      with recent as (
        select batch_id, created_at from ${vouchers}
        where partner_id = ${partnerId} and batch_id is not null and portal_kind is null ${since}
        order by created_at desc, id desc
        limit ${(limit + 1) * VOUCHER_MAX_COUNT}
      ), chosen as (
        select batch_id from recent group by batch_id order by max(created_at) desc limit ${limit + 1}
      )
      select v.batch_id, max(v.created_at) as created_at, count(*)::int as n,
        max(v.duration_seconds) as duration, bool_or(v.multi_user) as multi_user,
        max(v.expiry_date) as expiry_date, max(v.realm_id) as realm_id, max(r.name) as realm_name,
        (count(distinct v.duration_seconds) = 1 and count(distinct v.multi_user) = 1
          and count(distinct coalesce(v.realm_id, 0)) = 1) as uniform
      from ${vouchers} v
      left join ${realms} r on r.id = v.realm_id and r.partner_id = ${partnerId}
      where v.partner_id = ${partnerId} and v.batch_id in (select batch_id from chosen)
      group by v.batch_id
      order by max(v.created_at) desc, v.batch_id desc`,
  );
  const page = rows.slice(0, limit).map(toBatch);
  return { batches: page, next_before: rows.length > limit ? page[page.length - 1]!.created_at : null };
}

function toBatch(row: BatchRow): TVoucherBatch {
  return {
    batch_id: row.batch_id,
    created_at: iso(row.created_at),
    count: row.n,
    duration: row.duration,
    multi_user: row.multi_user,
    expiry_date: iso(row.expiry_date),
    realm:
      row.realm_id !== null && row.realm_name !== null ? { id: row.realm_id, name: row.realm_name } : null,
    is_uniform: row.uniform,
  };
}
