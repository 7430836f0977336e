import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { ALL_BOXES } from './schema';
import type { RollupSource } from './rollup-sources';

/** Delta rows taken off the queue per statement. */
const BATCH = 200_000;

const list = (columns: string[], each: (c: string) => string) => columns.map(each).join(', ');

/**
 * Adds the pending deltas of an insert-only source to its rollups (decision 039), in one statement so every
 * part reads the rollups as they were before it:
 * - `claimed`: a batch taken off the delta queue, summed per (partner, box, hour) in `d`;
 * - `up`: added to the box's hourly rows (sums added, capped columns capped at the hour, maxima kept);
 * - `diff`: what each hourly row changed by, against `old`, its value before;
 * - `tot`: the partner's hourly totals (router -1) grow by the sum of their boxes' changes;
 * - `day_box`, `day_tot`: the local days holding those hours, for the box and for the total, the same way.
 * The job runs under its advisory lock, so nothing else writes the rollups meanwhile. Returns the box-hours
 * changed, and whether a full batch was taken (more may be waiting).
 */
export async function addDeltas(
  tx: Db,
  source: RollupSource,
  timeZone: string,
): Promise<{ hours: number; more: boolean }> {
  const delta = source.delta;
  if (!delta) return { hours: 0, more: false };
  const entries = Object.entries(source.columns);
  const columns = entries.map(([c]) => c);
  const sums = entries.filter(([, agg]) => agg === 'sum').map(([c]) => c);
  const maxima = entries.filter(([, agg]) => agg === 'max').map(([c]) => c);
  const agg = (c: string) => `${source.columns[c]}(${c}) as ${c}`;
  const capped = (value: string, c: string) =>
    delta.caps?.[c] !== undefined ? `least(${delta.caps[c]}, ${value})` : value;
  // Caps hold for one box's hour only: totals and days add up capped hours.
  const mergedHour = (c: string) =>
    source.columns[c] === 'max' ? `greatest(h.${c}, excluded.${c})` : capped(`h.${c} + excluded.${c}`, c);
  const merged = (c: string) =>
    source.columns[c] === 'max' ? `greatest(h.${c}, excluded.${c})` : `h.${c} + excluded.${c}`;
  const hourly = `${source.table}_hourly`;
  const daily = `${source.table}_daily`;
  const day = sql`(hour at time zone ${timeZone})::date`;
  const rows = await queryRows<{ claimed: number; hours: number }>(
    tx,
    sql`with claimed as (
      delete from ${sql.raw(delta.table)} where id in (
        select id from ${sql.raw(delta.table)} order by id limit ${BATCH} for update skip locked)
      returning partner_id, router_id, hour, ${sql.raw(columns.join(', '))}
    ), d as (
      select partner_id, router_id, hour, ${sql.raw(list(columns, agg))} from claimed group by partner_id, router_id, hour
    ), old as (
      select d.partner_id, d.router_id, d.hour, ${sql.raw(list(columns, (c) => `coalesce(h.${c}, 0) as ${c}`))}
      from d left join ${sql.raw(hourly)} h
        on h.partner_id = d.partner_id and h.router_id = d.router_id and h.hour = d.hour
    ), up as (
      insert into ${sql.raw(hourly)} as h (partner_id, router_id, hour, ${sql.raw(columns.join(', '))})
      select partner_id, router_id, hour, ${sql.raw(list(columns, (c) => capped(c, c)))} from d
      on conflict (partner_id, router_id, hour) do update set ${sql.raw(list(columns, (c) => `${c} = ${mergedHour(c)}`))}
      returning partner_id, router_id, hour, ${sql.raw(columns.join(', '))}
    ), diff as (
      select up.partner_id, up.router_id, up.hour, ${day} as day,
        ${sql.raw(list(columns, (c) => `up.${c} - o.${c} as ${c}`))}
        ${sql.raw(maxima.map((c) => `, up.${c} as new_${c}`).join(''))}
      from up join old o using (partner_id, router_id, hour)
    ), tot as (
      insert into ${sql.raw(hourly)} as h (partner_id, router_id, hour, ${sql.raw(columns.join(', '))})
      select partner_id, ${ALL_BOXES}, hour, ${sql.raw(list(columns, (c) => `sum(${c})`))}
      from diff group by partner_id, hour
      on conflict (partner_id, router_id, hour) do update set ${sql.raw(list(columns, (c) => `${c} = h.${c} + excluded.${c}`))}
      returning partner_id, hour, ${sql.raw(maxima.map((c) => `${c}`).join(', ') || 'null as none')}
    ), day_box as (
      insert into ${sql.raw(daily)} as h (partner_id, router_id, day, ${sql.raw(columns.join(', '))})
      select partner_id, router_id, day,
        ${sql.raw(list(columns, (c) => (source.columns[c] === 'max' ? `max(new_${c})` : `sum(${c})`)))}
      from diff group by partner_id, router_id, day
      on conflict (partner_id, router_id, day) do update set ${sql.raw(list(columns, (c) => `${c} = ${merged(c)}`))}
    ), day_tot as (
      insert into ${sql.raw(daily)} as h (partner_id, router_id, day, ${sql.raw(columns.join(', '))})
      select s.partner_id, ${ALL_BOXES}, s.day, ${sql.raw(list(columns, (c) => (source.columns[c] === 'max' ? `m.${c}` : `s.${c}`)))}
      from (select partner_id, day, ${sql.raw(list(sums, (c) => `sum(${c}) as ${c}`))} from diff group by partner_id, day) s
      join (select partner_id, ${day} as day ${sql.raw(maxima.map((c) => `, max(${c}) as ${c}`).join(''))}
        from tot group by 1, 2) m using (partner_id, day)
      on conflict (partner_id, router_id, day) do update set ${sql.raw(list(columns, (c) => `${c} = ${merged(c)}`))}
    )
    select (select count(*) from claimed)::int as claimed, (select count(*) from up)::int as hours`,
  );
  const claimed = Number(rows[0]?.claimed ?? 0);
  return { hours: Number(rows[0]?.hours ?? 0), more: claimed === BATCH };
}
