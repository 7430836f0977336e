import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queueCounters, queueTickets, routers } from '../db/schema';
import { localDate } from '../lib/calendar';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';
import { seededRandom } from './random';
import { DAY } from './seed-helpers';

const MINUTE = 60_000;

/**
 * A week of Queue System tickets (issue 30 §3) at the Premium demo partner's first realm with a box, so the
 * operator page's history and the Analytics "queueing-system" tab have data. Past days only: today's queue
 * starts empty, as a venue's does. Idempotent: skipped when the partner has any ticket.
 */
export async function seedDemoQueues(db: Db, timeZone: string, now = new Date()): Promise<void> {
  const demo = DEMO_PARTNERS.find((p) => p.plan === 'Premium');
  const partnerId = demo ? await demoPartnerId(db, demo.slug) : null;
  if (partnerId === null) return;
  const [existing] = await db
    .select({ id: queueTickets.id })
    .from(queueTickets)
    .where(eq(queueTickets.partnerId, partnerId))
    .limit(1);
  if (existing) return;
  const [box] = await db
    .select({ id: routers.id, realmId: routers.realmId })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), isNotNull(routers.realmId)))
    .orderBy(asc(routers.id))
    .limit(1);
  if (!box?.realmId) return;
  const random = seededRandom(6700);
  for (let back = 7; back >= 1; back -= 1) {
    const day = localDate(new Date(now.getTime() - back * DAY), timeZone);
    const count = random.int(12, 36);
    // From about 08:00 local, a guest every few minutes.
    let at = Date.parse(`${day}T06:00:00Z`);
    const rows = Array.from({ length: count }, (_, i) => {
      at += random.int(2, 18) * MINUTE;
      const outcome = random.pick(['served', 'served', 'served', 'served', 'served', 'no_show', 'abandoned']);
      const called = outcome === 'abandoned' ? null : new Date(at + random.int(2, 25) * MINUTE);
      const finished = called
        ? new Date(called.getTime() + random.int(1, 8) * MINUTE)
        : new Date(at + 30 * MINUTE);
      return {
        partnerId,
        realmId: box.realmId!,
        routerId: box.id,
        day,
        number: i + 1,
        state: outcome,
        device: `demo-guest-${day}-${i + 1}`,
        takenAt: new Date(at),
        calledAt: called,
        finishedAt: finished,
      };
    });
    await db.insert(queueTickets).values(rows);
    await db
      .insert(queueCounters)
      .values({ partnerId, realmId: box.realmId, day, last: count })
      .onConflictDoNothing();
  }
}
