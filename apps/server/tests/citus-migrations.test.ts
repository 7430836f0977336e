import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/raw';
import { databaseBefore } from './helpers/migrations-before';

/**
 * The migrations that make the schema shardable by partner (0037 onwards, decision 083) keep every row and
 * give each table that had no partner_id its parent's: two partners' rows of every such table are written
 * into a database as it was before them (0036), then the migrations run as on a deployed server.
 */

/** Each table that gained partner_id, the parent it was filled from, and how they join. */
const BACKFILLED = [
  ['alert_reads', 'alerts', 'alert_id'],
  ['ticket_messages', 'tickets', 'ticket_id'],
  ['mobile_money_payment_events', 'mobile_money_payments', 'payment_id'],
  ['media_storage_reservations', 'smes', 'sme_id'],
  ['queue_counters', 'realms', 'realm_id'],
  ['invoices', 'billings', 'billing_id'],
  ['billing_reminders', 'billings', 'billing_id'],
  ['coupon_addons', 'discount_coupons', 'coupon_id'],
  ['survey_questions', 'surveys', 'survey_id'],
  ['survey_responses', 'surveys', 'survey_id'],
  ['survey_answers', 'survey_responses', 'response_id'],
] as const;

/** One partner's chain of rows through every backfilled table, in the 0036 schema's columns. */
async function fillPartner(db: Db, n: number): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const p = `(select id from partners where slug = 'p${n}')`;
  await run(`insert into partners (name, slug, plan) values ('P${n}', 'p${n}', 'Premium')`);
  await run(`insert into users (email, first_name, last_name, role, user_type, partner_id)
    values ('u${n}@p.rw', 'U', 'P', 'Partner Admin', 'Partner', ${p})`);
  const u = `(select id from users where email = 'u${n}@p.rw')`;
  await run(`insert into subscription_plans (partner_id, name, price) values (${p}, 'Plan ${n}', 10)`);
  await run(`insert into smes (unique_id, partner_id, name, tin_number, admin_name, admin_email, admin_phone,
      location, type) values ('P${n}-SME-0001', ${p}, 'SME ${n}', '1', 'A', 'a${n}@s.rw', '+250788000000',
      'Kigali', 'Hotels')`);
  const sme = `(select id from smes where unique_id = 'P${n}-SME-0001')`;
  await run(`insert into realms (partner_id, name, sme_id) values (${p}, 'Realm ${n}', ${sme})`);
  const realm = `(select id from realms where name = 'Realm ${n}')`;
  await run(`insert into billings (partner_id, sme_id, kind, item_name, start_date, end_date, due_date, amount,
      final_amount) values (${p}, ${sme}, 'subscription', 'Plan', '2026-01-01', '2026-01-30', '2026-01-08', 1, 1)`);
  const billing = `(select id from billings where sme_id = ${sme})`;
  await run(`insert into invoices (billing_id, invoice_number) values (${billing}, 'INV-P${n}')`);
  await run(`insert into billing_reminders (billing_id, kind) values (${billing}, 'overdue')`);
  await run(
    `insert into payments (partner_id, billing_id, amount, method) values (${p}, ${billing}, 1, 'cash')`,
  );
  await run(`insert into addons (name) values ('Add-on ${n}')`);
  await run(`insert into discount_coupons (partner_id, sme_id, code, percentage_discount)
    values (${p}, ${sme}, 'C${n}', 10)`);
  await run(`insert into coupon_addons (coupon_id, addon_id) values
    ((select id from discount_coupons where code = 'C${n}'), (select id from addons where name = 'Add-on ${n}'))`);
  await run(`insert into alerts (partner_id, kind, subject, subject_key, opened_at)
    values (${p}, 'box_offline', 'Box ${n}', 'box-${n}', now())`);
  await run(`insert into alert_reads (alert_id, user_id, read_at)
    values ((select id from alerts where subject_key = 'box-${n}'), ${u}, now())`);
  await run(`insert into tickets (partner_id, user_id, subject, department, priority)
    values (${p}, ${u}, 'Help ${n}', 'Router', 'Low')`);
  await run(`insert into ticket_messages (ticket_id, author, body)
    values ((select id from tickets where subject = 'Help ${n}'), 'partner', 'Help')`);
  const payment = `0000000${n}-0000-4000-8000-000000000000`;
  await run(`insert into mobile_money_payments (id, partner_id, provider, environment, phone, amount_minor,
      currency, purpose, purpose_kind, idempotency_key)
    values ('${payment}', ${p}, 'mtn_momo', 'sandbox', '250788000001', 100, 'RWF', '{}', 'portal_purchase', 'k${n}')`);
  await run(`insert into mobile_money_payment_events (payment_id, kind) values ('${payment}', 'requested')`);
  await run(`insert into media_storage_reservations (sme_id, bytes, expires_at) values (${sme}, 10, now())`);
  await run(`insert into queue_counters (realm_id, day, last) values (${realm}, '2026-01-01', 3)`);
  await run(`insert into surveys (partner_id, realm_id, title) values (${p}, ${realm}, 'Survey ${n}')`);
  const survey = `(select id from surveys where title = 'Survey ${n}')`;
  await run(`insert into survey_questions (survey_id, position, text, answer_type)
    values (${survey}, 0, 'Name?', 'short_answer')`);
  await run(`insert into survey_responses (survey_id, viewer_id) values (${survey}, 'viewer-${n}')`);
  await run(`insert into survey_answers (response_id, question_id, value) values
    ((select id from survey_responses where viewer_id = 'viewer-${n}'),
     (select id from survey_questions where survey_id = ${survey}), '"Ann"')`);
}

const countOf = async (db: Db, table: string) =>
  Number((await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

it('keeps every row and gives each child its parent partner', async () => {
  const before = await databaseBefore('0037_catalogues_without_tenant_keys');
  try {
    const { db } = before;
    await fillPartner(db, 1);
    await fillPartner(db, 2);
    const tables = [...new Set(BACKFILLED.flatMap(([child, parent]) => [child, parent]))];
    const counts = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countOf(db, t)])));
    for (const [child] of BACKFILLED) expect(counts[child], child).toBe(2);

    await before.migrateRest();

    for (const table of tables) expect(await countOf(db, table), table).toBe(counts[table]);
    for (const [child, parent, column] of BACKFILLED) {
      const [mismatch] = await queryRows<{ n: number }>(
        db,
        sql.raw(`select count(*)::int as n from ${child} c left join ${parent} p on p.id = c.${column}
                 where c.partner_id is distinct from p.partner_id`),
      );
      expect(mismatch?.n, `${child}.partner_id is its ${parent}'s`).toBe(0);
    }
    const partnersSeen = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct partner_id)::int as n from survey_answers`,
    );
    expect(partnersSeen[0]?.n).toBe(2);
  } finally {
    await before.close();
  }
}, 180_000);

it('keys the boxes’ state and readings with the box’s partner, dropping those of a box with no partner', async () => {
  const before = await databaseBefore('0051_partner_in_router_state_and_metrics');
  try {
    const { db } = before;
    const run = (statement: string) => db.execute(sql.raw(statement));
    await run(
      `insert into partners (name, slug, plan) values ('P1', 'p1', 'Premium'), ('P2', 'p2', 'Premium')`,
    );
    await run(`insert into routers (serial_number, partner_id) values
      ('BOX-1', (select id from partners where slug = 'p1')),
      ('BOX-2', (select id from partners where slug = 'p2')),
      ('IN-TRANSIT', null)`);
    await run(`insert into router_state (router_id, last_seen, interval_seconds)
      select id, now(), 30 from routers`);
    await run(`insert into router_metrics (router_id, recorded_at, cpu_percent)
      select id, now() - make_interval(mins => m), 10 from routers, generate_series(1, 3) m`);

    await before.migrateRest();

    const kept = await queryRows<{ serial: string; states: number; readings: number }>(
      db,
      sql`select r.serial_number as serial,
            (select count(*)::int from router_state s where s.router_id = r.id and s.partner_id = r.partner_id) as states,
            (select count(*)::int from router_metrics m where m.router_id = r.id and m.partner_id = r.partner_id)
              as readings
          from routers r order by r.serial_number`,
    );
    expect(kept).toEqual([
      { serial: 'BOX-1', states: 1, readings: 3 },
      { serial: 'BOX-2', states: 1, readings: 3 },
      { serial: 'IN-TRANSIT', states: 0, readings: 0 },
    ]);
    expect(await countOf(db, 'router_state')).toBe(2);
    expect(await countOf(db, 'router_metrics')).toBe(6);
    // The readings' trigger (replaced by the migration) counts a new reading under the partner written on it.
    await run(`delete from reading_delta`);
    await run(`insert into router_metrics (router_id, partner_id, recorded_at, cpu_percent)
      select id, partner_id, now(), 50 from routers where serial_number = 'BOX-2'`);
    const deltas = await queryRows<{ slug: string; readings: number }>(
      db,
      sql`select p.slug, d.readings::int as readings from reading_delta d join partners p on p.id = d.partner_id`,
    );
    expect(deltas).toEqual([{ slug: 'p2', readings: 1 }]);
  } finally {
    await before.close();
  }
}, 180_000);
