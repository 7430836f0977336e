import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH, voucherSmsText } from '@ared/contract/vouchers';
import type { Db } from '../db/client';
import { advertViews, adverts, partners, routers, smsMessages } from '../db/schema';
import { localDateTime } from '../lib/calendar';
import { DEMO_PARTNERS } from './demo-partners';
import { type Random, seededRandom } from './random';
import { DAY } from './seed-helpers';
import { demoPartnerId } from './demo-partner-id';

const HISTORY_DAYS = 60;
const ALPHABET = [...VOUCHER_CODE_ALPHABET];
/** Guests who come back: the demo's viewers are drawn from this many, so some are new and some repeat. */
const VIEWERS = 180;

/** Busier in the evening, as a café's guests are: an hour of the day, weighted. */
const hourOfDay = (random: Random) => random.pick([8, 10, 12, 12, 13, 17, 18, 18, 19, 19, 20, 21]);
/** A moment `daysAgo` days back at about `hour` in Kigali (UTC+2); null when that is still to come today. */
function at(now: Date, daysAgo: number, hour: number, random: Random): Date | null {
  const midnight = Math.floor(now.getTime() / DAY) * DAY - daysAgo * DAY;
  const t = new Date(midnight + (hour - 2) * 3_600_000 + random.int(0, 3599) * 1000);
  return t.getTime() <= now.getTime() ? t : null;
}

/**
 * The Advert Views and SMS Insights history of the demo partners (issue 14): sixty days of advert views on
 * their boxes and, for the partners with the voucher SMS add-on, vouchers sent by SMS (a few failed). Raw
 * rows only: the rollup job derives the analytics from them like from live ones. Idempotent: a partner that
 * has any view or SMS is left alone.
 */
export async function seedDemoAnalytics(db: Db, now = new Date()): Promise<void> {
  for (const [index, demo] of DEMO_PARTNERS.entries()) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const random = seededRandom(5000 + index);
    const boxes = await db
      .select({ id: routers.id })
      .from(routers)
      .where(and(eq(routers.partnerId, partnerId), isNotNull(routers.realmId)))
      .orderBy(asc(routers.id))
      .limit(3);
    if (boxes.length === 0) continue;
    await seedViews(db, partnerId, boxes, now, random);
    await seedSms(db, partnerId, boxes, now, random);
  }
}

async function seedViews(db: Db, partnerId: number, boxes: { id: number }[], now: Date, random: Random) {
  if ((await db.$count(advertViews, eq(advertViews.partnerId, partnerId))) > 0) return;
  const shown = await db
    .select({ id: adverts.id })
    .from(adverts)
    .where(eq(adverts.partnerId, partnerId))
    .orderBy(asc(adverts.id));
  if (shown.length === 0) return;
  const rows: (typeof advertViews.$inferInsert)[] = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day -= 1) {
    const perDay = random.int(8, 30);
    for (let i = 0; i < perDay; i += 1) {
      const viewer = `demo-viewer-${String(random.int(1, VIEWERS)).padStart(6, '0')}`;
      const viewedAt = at(now, day, hourOfDay(random), random);
      if (viewedAt)
        rows.push({
          partnerId,
          advertId: random.pick(shown).id,
          routerId: random.pick(boxes).id,
          viewerId: viewer,
          viewedAt,
        });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(advertViews).values(rows.slice(i, i + 500));
}

async function seedSms(db: Db, partnerId: number, boxes: { id: number }[], now: Date, random: Random) {
  const [partner] = await db
    .select({ enabled: partners.hasVoucherSmsFeatureEnabled })
    .from(partners)
    .where(eq(partners.id, partnerId));
  if (!partner?.enabled) return;
  if ((await db.$count(smsMessages, eq(smsMessages.partnerId, partnerId))) > 0) return;
  const rows: (typeof smsMessages.$inferInsert)[] = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day -= 1) {
    for (let i = random.int(0, 6); i > 0; i -= 1) {
      const createdAt = at(now, day, hourOfDay(random), random);
      if (!createdAt) continue;
      const failed = random.chance(0.08);
      const code = Array.from({ length: VOUCHER_CODE_LENGTH }, () => random.pick(ALPHABET)).join('');
      const expires = localDateTime(new Date(createdAt.getTime() + DAY), 'Africa/Kigali');
      rows.push({
        partnerId,
        routerId: random.pick(boxes).id,
        phone: `+2507${random.int(20, 99)}${random.int(100000, 999999)}`,
        body: voucherSmsText(code, 60, expires),
        status: failed ? 'failed' : 'sent',
        error: failed ? 'The number is not reachable' : null,
        reference: failed ? null : `demo-${partnerId}-${rows.length}`,
        createdAt,
      });
    }
  }
  if (rows.length > 0) await db.insert(smsMessages).values(rows);
}
