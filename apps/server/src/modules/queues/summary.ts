import { sql } from 'drizzle-orm';
import type { TQueueSummary } from '@ared/contract/queues';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { queueTickets } from './schema';

export type QueuePeriod = { start: Date; end: Date };
export type QueueBucket = QueuePeriod & { label: string };

type Row = {
  tickets: number | string;
  served: number | string;
  no_show: number | string;
  abandoned: number | string;
  open: number | string;
  wait_minutes: number | string | null;
};

/**
 * How a ticket counts: an open ticket of a day before `today` was never served, so it is abandoned (the
 * guest gave up or the venue closed), whether or not anything has marked it so yet.
 */
const outcome = (today: string) =>
  sql`case when state in ('waiting', 'called') and day < ${today}::date then 'abandoned' else state end`;

/**
 * The queue's numbers over a period (tickets taken in it), for the partner's realms or one: the one
 * function behind every card showing them (the operator page's today, the Analytics tab's range).
 * Average wait: taking a number to being called, over the tickets that were called.
 */
export async function queueSummary(
  db: Db,
  where: { partnerId: number; realmId?: number | undefined; today: string },
  period: QueuePeriod,
): Promise<TQueueSummary> {
  const state = outcome(where.today);
  const [row] = await queryRows<Row>(
    db,
    sql`select count(*) as tickets,
               count(*) filter (where ${state} = 'served') as served,
               count(*) filter (where ${state} = 'no_show') as no_show,
               count(*) filter (where ${state} = 'abandoned') as abandoned,
               count(*) filter (where ${state} in ('waiting', 'called')) as open,
               avg(extract(epoch from called_at - taken_at)) filter (where called_at is not null) / 60
                 as wait_minutes
          from ${queueTickets}
         where partner_id = ${where.partnerId}
           ${where.realmId === undefined ? sql`` : sql`and realm_id = ${where.realmId}`}
           and taken_at >= ${period.start.toISOString()}::timestamptz
           and taken_at < ${period.end.toISOString()}::timestamptz`,
  );
  const wait =
    row?.wait_minutes === null || row?.wait_minutes === undefined ? null : Number(row.wait_minutes);
  return {
    tickets: Number(row?.tickets ?? 0),
    served: Number(row?.served ?? 0),
    no_show: Number(row?.no_show ?? 0),
    abandoned: Number(row?.abandoned ?? 0),
    open: Number(row?.open ?? 0),
    average_wait_minutes: wait === null ? null : Math.round(wait * 10) / 10,
  };
}

/** Tickets taken and served per bucket (per hour in the database, then put in the buckets). */
export async function queueSeries(
  db: Db,
  where: { partnerId: number; realmId?: number | undefined },
  period: QueuePeriod,
  buckets: QueueBucket[],
): Promise<{ tickets: number[]; served: number[] }> {
  const rows = await queryRows<{ hour: Date | string; tickets: number | string; served: number | string }>(
    db,
    sql`select date_trunc('hour', taken_at) as hour, count(*) as tickets,
               count(*) filter (where state = 'served') as served
          from ${queueTickets}
         where partner_id = ${where.partnerId}
           ${where.realmId === undefined ? sql`` : sql`and realm_id = ${where.realmId}`}
           and taken_at >= ${period.start.toISOString()}::timestamptz
           and taken_at < ${period.end.toISOString()}::timestamptz
         group by 1`,
  );
  const tickets = buckets.map(() => 0);
  const served = buckets.map(() => 0);
  for (const row of rows) {
    const at = new Date(row.hour).getTime();
    const i = buckets.findIndex((b) => b.start.getTime() <= at && at < b.end.getTime());
    if (i < 0) continue;
    tickets[i]! += Number(row.tickets);
    served[i]! += Number(row.served);
  }
  return { tickets, served };
}
