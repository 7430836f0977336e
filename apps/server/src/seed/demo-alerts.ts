import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alerts, realms, routers, smes } from '../db/schema';
import { DEMO_PARTNERS } from './demo-partners';
import { demoPartnerId } from './demo-partner-id';

const HOUR = 3_600_000;

/**
 * A history of resolved alerts of several kinds for the Premium demo partner (issue 29 §1, decision 055),
 * so the bell and the Alerts page have something to show on `npm start`. Only closed ones: what is open is
 * the evaluation's to say (it runs every ALERTS_EVERY_SECONDS on the demo's real data: offline boxes,
 * overdue SMEs, realms low on vouchers), so the demo never shows an open alert whose problem is not there.
 * Idempotent: a partner that has any alert is left as it is.
 */
export async function seedDemoAlerts(db: Db, now = new Date()): Promise<void> {
  for (const demo of DEMO_PARTNERS.filter((d) => d.plan === 'Premium')) {
    const partnerId = await demoPartnerId(db, demo.slug);
    if (partnerId === null) continue;
    const [any] = await db
      .select({ id: alerts.id })
      .from(alerts)
      .where(eq(alerts.partnerId, partnerId))
      .limit(1);
    if (any) continue;
    const boxes = await db
      .select({ id: routers.id, serial: routers.serialNumber, ssid: routers.ssid })
      .from(routers)
      .where(eq(routers.partnerId, partnerId))
      .orderBy(asc(routers.id))
      .limit(4);
    const [realm] = await db
      .select({ id: realms.id, name: realms.name })
      .from(realms)
      .where(eq(realms.partnerId, partnerId))
      .orderBy(asc(realms.id))
      .limit(1);
    const [sme] = await db
      .select({ id: smes.id, name: smes.name })
      .from(smes)
      .where(eq(smes.partnerId, partnerId))
      .orderBy(asc(smes.id))
      .limit(1);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    const rows: (typeof alerts.$inferInsert)[] = [];
    const [one, two, three, four] = boxes;
    if (one)
      rows.push({
        partnerId,
        kind: 'box_offline',
        routerId: one.id,
        subjectKey: `router:${one.id}`,
        subject: one.serial,
        openedAt: at(70),
        closedAt: at(69),
        details: { last_seen: at(70.2).toISOString(), ssid: one.ssid, offline_minutes: 10 },
      });
    if (two)
      rows.push({
        partnerId,
        kind: 'disk_full',
        routerId: two.id,
        subjectKey: `router:${two.id}`,
        subject: two.serial,
        openedAt: at(50),
        closedAt: at(30),
        details: { value: 93.4, threshold: 90 },
      });
    if (three)
      rows.push({
        partnerId,
        kind: 'radius_problem',
        routerId: three.id,
        subjectKey: `router:${three.id}`,
        subject: three.serial,
        openedAt: at(26),
        closedAt: at(25.5),
        details: { problem: 'bad_authenticator', count: 14, at: at(26).toISOString(), threshold: 15 },
      });
    if (four)
      rows.push({
        partnerId,
        kind: 'cpu_pinned',
        routerId: four.id,
        subjectKey: `router:${four.id}`,
        subject: four.serial,
        openedAt: at(8),
        closedAt: at(7.5),
        details: { value: 97, threshold: 95, minutes: 10 },
      });
    if (realm)
      rows.push({
        partnerId,
        kind: 'voucher_stock_low',
        subjectKey: `realm:${realm.id}`,
        subject: realm.name,
        openedAt: at(30),
        closedAt: at(28),
        details: { value: 12, threshold: 20 },
      });
    if (sme)
      rows.push({
        partnerId,
        kind: 'billing_overdue',
        subjectKey: `sme:${sme.id}`,
        subject: sme.name,
        openedAt: at(120),
        closedAt: at(96),
        details: { value: 2, threshold: 1 },
      });
    if (rows.length > 0) await db.insert(alerts).values(rows);
  }
}
