import { sql } from 'drizzle-orm';
import type { Db } from '../../../apps/server/src/db/client';
import { subscriptionPlans } from '../../../apps/server/src/db/schema';
import { type BenchAccount, seedBenchAdmin, seedBenchRouters } from '../bench-data';

export type ListKind = 'routers' | 'smes' | 'billings';
export const SMALL = 10_000;
export const LARGE = 100_000;

/**
 * One partner per list and size, each with its own admin: the project takes the partner from the signed-in
 * user, so every list is measured as its own partner's admin sees it. The 10,000-router partner is also
 * the one the DRF reference is compared on.
 */
export type Dataset = { id: string; kind: ListKind; size: number; account: BenchAccount };

const dataset = (kind: ListKind, size: number): Dataset => {
  const id = `${kind}-${size / 1000}k`;
  return {
    id,
    kind,
    size,
    account: {
      name: `Bench ${id}`,
      slug: `bench-${id}`,
      email: `bench.${id}@example.com`,
      serialPrefix: `B${kind === 'routers' ? 'R' : 'X'}${size / 1000}K`,
    },
  };
};

export const DATASETS: Dataset[] = (['routers', 'smes', 'billings'] as const).flatMap((kind) => [
  dataset(kind, SMALL),
  dataset(kind, LARGE),
]);

/** The routers' serials on the list's first page (newest) and on its last page (oldest), 10 each. */
export type Seeded = Dataset & { partnerId: number; firstSerials: string[]; deepSerials: string[] };

/** SMEs of a billing partner: its billings are spread over them, one per 30-day cycle going back. */
const BILLING_SMES = 1_000;

async function seedSmes(db: Db, partnerId: number, slug: string, count: number): Promise<void> {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ partnerId, name: 'Starter', price: 10, currency: 'USD' })
    .returning();
  // In one statement: a generated series is far quicker than batches of inserts, on PGlite as well.
  await db.execute(sql`
    insert into smes (unique_id, partner_id, name, tin_number, admin_name, admin_email, admin_phone,
      location, type, trial_end_date, subscription_plan_id, created)
    select ${slug} || '-' || g, ${partnerId}, 'Bench SME ' || g, (100000000 + g)::text, 'Bench Admin',
      'sme' || g || '@' || ${slug} || '.example.com', '+250 788 ' || lpad(g::text, 6, '0'), 'Kigali',
      'Hotels', date '2027-06-01', ${plan!.id}, now() - g * interval '1 minute'
    from generate_series(0, ${count - 1}) g`);
}

/** Paid subscription billings with their invoices, `perSme` cycles for each of the partner's SMEs. */
async function seedBillings(db: Db, partnerId: number, perSme: number): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into billings (partner_id, sme_id, kind, item_name, start_date, end_date, due_date, amount,
        final_amount, is_paid, paid_at)
      select s.partner_id, s.id, 'subscription', 'Starter', d.start, d.start + 29, d.start + 7, 14500,
        14500, true, d.start + 5
      from smes s
      cross join lateral (
        select (date '2026-11-01' - 30 * g)::date as start from generate_series(0, ${perSme - 1}) g
      ) d
      where s.partner_id = ${partnerId}
      returning id
    )
    insert into invoices (billing_id, invoice_number)
    select id, 'INV-' || ${partnerId} || '-' || lpad(id::text, 8, '0') from inserted`);
}

/** Adds the datasets through the project's schema (openDatabase has migrated it). */
export async function seedDatasets(
  db: Db,
  datasets: Dataset[],
  log: (line: string) => void,
): Promise<Map<string, Seeded>> {
  const seeded = new Map<string, Seeded>();
  for (const d of datasets) {
    const started = performance.now();
    const partnerId = await seedBenchAdmin(db, d.account);
    let firstSerials: string[] = [];
    let deepSerials: string[] = [];
    if (d.kind === 'routers') {
      const { serials } = await seedBenchRouters(db, partnerId, d.size, d.account.serialPrefix);
      firstSerials = serials.slice(0, 10);
      deepSerials = serials.slice(-10);
    } else if (d.kind === 'smes') {
      await seedSmes(db, partnerId, d.account.slug, d.size);
    } else {
      await seedSmes(db, partnerId, d.account.slug, BILLING_SMES);
      await seedBillings(db, partnerId, d.size / BILLING_SMES);
    }
    seeded.set(d.id, { ...d, partnerId, firstSerials, deepSerials });
    log(`  seeded ${d.id} (${d.account.email}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return seeded;
}
