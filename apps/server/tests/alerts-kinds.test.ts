import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAlertKind } from '@ared/contract/alerts';
import {
  alertSettings,
  alerts,
  billings,
  radiusNasStates,
  routerMetrics,
  routerState,
  smes,
  vouchers,
} from '../src/db/schema';
import { localDate } from '../src/lib/calendar';
import { alertWorld } from './helpers/alert-world';
import { createRouter, createSme } from './helpers/factories';
import { partnerOfBox } from './helpers/heartbeat';

// The kinds of decision 055: each opens once past its threshold, mails once per partner and kind, closes
// when its problem goes away (never a new alert for a recovery), is not raised again within the repeat
// period, and is raised once when two evaluations run at the same moment.

const suite = alertWorld('2026-11-28T10:00:00Z');
const { clock, evaluate, advance, ago, MINUTE } = suite;

const alertsOf = (kind: TAlertKind, subjectKey: string) =>
  suite.ctx.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.kind, kind), eq(alerts.subjectKey, subjectKey)))
    .orderBy(alerts.id);
const openOf = (kind: TAlertKind, subjectKey: string) =>
  suite.ctx.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.kind, kind), eq(alerts.subjectKey, subjectKey), isNull(alerts.closedAt)));
const mailsAbout = (text: string) => suite.ctx.mails().filter((m) => m.subject.includes(text));

/** The box's latest heartbeat (online now) with these health readings. */
async function heartbeat(routerId: number, health: { cpu?: number; diskUsed?: number; diskTotal?: number }) {
  const values = {
    cpu_percent: health.cpu ?? 10,
    ram_percent: 20,
    disk_used_mb: health.diskUsed ?? 1000,
    disk_total_mb: health.diskTotal ?? 10000,
    uptime_seconds: 100,
    running_processes: 50,
    upload_mbps: 1,
    download_mbps: 1,
    traffic_in_mb: 1,
    traffic_out_mb: 1,
  };
  const lastSeen = clock.now();
  const partnerId = await partnerOfBox(suite.ctx.db, routerId);
  await suite.ctx.db
    .insert(routerState)
    .values({ routerId, partnerId, lastSeen, intervalSeconds: 30, health: values })
    .onConflictDoUpdate({
      target: [routerState.routerId, routerState.partnerId],
      set: { lastSeen, health: values },
    });
}

/** CPU readings of the box, one a minute, `minutes` back from now. */
async function cpuReadings(routerId: number, cpu: number[]) {
  const partnerId = await partnerOfBox(suite.ctx.db, routerId);
  await suite.ctx.db.insert(routerMetrics).values(
    cpu.map((value, i) => ({
      routerId,
      partnerId,
      recordedAt: ago(cpu.length - 1 - i),
      cpuPercent: value,
    })),
  );
}

describe('disk_full', () => {
  it('raises nothing below the threshold (89 % of 90 %)', async () => {
    await heartbeat(suite.world.mine.routers[0]!.id, { diskUsed: 8900, diskTotal: 10000 });
    expect(await evaluate()).toEqual({ opened: 0, closed: 0, mailed: 0 });
  });

  it('opens one alert at the threshold and mails the partner admins once', async () => {
    const box = suite.world.mine.routers[0]!;
    await heartbeat(box.id, { diskUsed: 9350, diskTotal: 10000 });
    expect(await evaluate()).toEqual({ opened: 1, closed: 0, mailed: 1 });
    const [alert] = await openOf('disk_full', `router:${box.id}`);
    expect(alert).toMatchObject({
      partnerId: suite.world.mine.partner.id,
      routerId: box.id,
      subject: box.serialNumber,
      details: { value: 93.5, threshold: 90 },
    });
    const [mail] = mailsAbout('nearly full disk');
    expect(mail!.to).toBe(suite.world.mine.admin.email);
    expect(mail!.subject).toBe(`1 box with a nearly full disk: ${box.serialNumber}`);
    expect(mail!.body).toContain(`- ${box.serialNumber}: 93.5% used (alert from 90%)`);
    expect(await evaluate()).toEqual({ opened: 0, closed: 0, mailed: 0 });
    expect(mailsAbout('nearly full disk')).toHaveLength(1);
  });

  it('closes when the disk is freed, without a mail, and is not raised again within the repeat period', async () => {
    const box = suite.world.mine.routers[0]!;
    const mails = suite.ctx.mails().length;
    await heartbeat(box.id, { diskUsed: 5000, diskTotal: 10000 });
    expect(await evaluate()).toEqual({ opened: 0, closed: 1, mailed: 0 });
    expect(suite.ctx.mails()).toHaveLength(mails);
    advance(5);
    await heartbeat(box.id, { diskUsed: 9500, diskTotal: 10000 });
    expect((await evaluate()).opened).toBe(0);
    advance(60);
    await heartbeat(box.id, { diskUsed: 9500, diskTotal: 10000 });
    expect((await evaluate()).opened).toBe(1);
    expect(await alertsOf('disk_full', `router:${box.id}`)).toHaveLength(2);
  });

  it("follows the partner's own threshold", async () => {
    const box = suite.world.theirs.routers[0]!;
    await suite.ctx.db
      .insert(alertSettings)
      .values({ partnerId: suite.world.theirs.partner.id, offlineMinutes: 10, diskPercent: 70 });
    await heartbeat(box.id, { diskUsed: 7500, diskTotal: 10000 });
    expect((await evaluate()).opened).toBe(1);
    expect((await openOf('disk_full', `router:${box.id}`))[0]!.details.threshold).toBe(70);
  });
});

describe('cpu_pinned', () => {
  it('raises nothing for one spike, nor for a box high for less than half the window', async () => {
    const box = suite.world.mine.routers[1]!;
    await cpuReadings(box.id, [20, 30, 20, 99, 20, 99]);
    await heartbeat(box.id, { cpu: 99 });
    expect((await evaluate()).opened).toBe(0);
    advance(1);
    await cpuReadings(box.id, [99]);
    expect((await evaluate()).opened).toBe(0); // two readings, one minute: not sustained
  });

  it('opens one alert when every reading of the last 10 minutes is at or above 95 %', async () => {
    const box = suite.world.mine.routers[1]!;
    advance(10);
    await cpuReadings(box.id, [96, 97, 98, 99, 99, 99, 98, 97, 96, 97]);
    await heartbeat(box.id, { cpu: 97 });
    await evaluate(); // (the boxes of the tests above have been silent past the offline threshold by now)
    const [alert] = await openOf('cpu_pinned', `router:${box.id}`);
    expect(mailsAbout('CPU pinned')).toHaveLength(1);
    expect(alert!.details).toMatchObject({ value: 96, threshold: 95, minutes: 10 });
    expect(mailsAbout('CPU pinned')[0]!.subject).toBe(`1 box with its CPU pinned: ${box.serialNumber}`);
  });

  it('closes when the latest reading is below the threshold', async () => {
    const box = suite.world.mine.routers[1]!;
    advance(1);
    await cpuReadings(box.id, [40]);
    await heartbeat(box.id, { cpu: 40 });
    expect((await evaluate()).closed).toBe(1);
    expect(await openOf('cpu_pinned', `router:${box.id}`)).toEqual([]);
  });
});

describe('radius_problem', () => {
  it('opens when a problem was recorded within the window, but not for guests guessing codes', async () => {
    const box = suite.world.mine.routers[2]!;
    const other = suite.world.mine.routers[3]!;
    await suite.ctx.db.insert(radiusNasStates).values([
      { routerId: box.id, lastProblem: 'bad_authenticator', lastProblemAt: ago(2), lastProblemCount: 12 },
      { routerId: other.id, lastProblem: 'throttled', lastProblemAt: ago(2), lastProblemCount: 40 },
    ]);
    expect((await evaluate()).opened).toBe(1);
    const [alert] = await openOf('radius_problem', `router:${box.id}`);
    expect(alert!.details).toMatchObject({ problem: 'bad_authenticator', count: 12, threshold: 15 });
    expect(await openOf('radius_problem', `router:${other.id}`)).toEqual([]);
    const [mail] = mailsAbout('RADIUS problems');
    expect(mail!.body).toContain(`- ${box.serialNumber}: bad authenticator, 12 packets in the minute of`);
  });

  it('closes once the window passes without a new problem', async () => {
    const box = suite.world.mine.routers[2]!;
    advance(10);
    expect((await evaluate()).closed).toBe(0);
    advance(10);
    expect((await evaluate()).closed).toBe(1);
    expect(await openOf('radius_problem', `router:${box.id}`)).toEqual([]);
  });
});

describe('billing_overdue and sme_suspended', () => {
  const today = () => localDate(clock.now(), suite.ctx.config.billing.timeZone);
  const daysBefore = (days: number) => {
    const d = new Date(`${today()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - days);
    return d.toISOString().slice(0, 10);
  };

  it('raises nothing for a billing due today; opens once it is a day past due, subject the SME', async () => {
    const sme = suite.world.mine.sme;
    const bill = {
      partnerId: suite.world.mine.partner.id,
      smeId: sme.id,
      kind: 'subscription' as const,
      itemName: 'Plan',
      startDate: daysBefore(30),
      endDate: daysBefore(0),
      dueDate: daysBefore(0),
      amount: 10000,
      finalAmount: 10000,
    };
    const [billing] = await suite.ctx.db.insert(billings).values(bill).returning();
    expect((await evaluate()).opened).toBe(0);
    await suite.ctx.db
      .update(billings)
      .set({ dueDate: daysBefore(3) })
      .where(eq(billings.id, billing!.id));
    expect((await evaluate()).opened).toBe(1);
    const [alert] = await openOf('billing_overdue', `sme:${sme.id}`);
    expect(alert).toMatchObject({ subject: sme.name, routerId: null, details: { value: 3, threshold: 1 } });
    expect(mailsAbout('overdue billing')[0]!.body).toContain(`- ${sme.name}: 3 days overdue`);
    // Paid: closed.
    await suite.ctx.db.update(billings).set({ isPaid: true }).where(eq(billings.id, billing!.id));
    expect((await evaluate()).closed).toBe(1);
  });

  it('opens for an SME suspended for non-payment, not for a manual suspension; lifting closes it', async () => {
    const unpaid = await createSme(suite.ctx.db, suite.world.mine.partner.id, { name: 'Unpaid Bar' });
    const manual = await createSme(suite.ctx.db, suite.world.mine.partner.id, { name: 'Closed Shop' });
    await suite.ctx.db
      .update(smes)
      .set({ isActive: false, suspendedReason: 'non_payment' })
      .where(eq(smes.id, unpaid.id));
    await suite.ctx.db
      .update(smes)
      .set({ isActive: false, suspendedReason: 'manual' })
      .where(eq(smes.id, manual.id));
    expect((await evaluate()).opened).toBe(1);
    expect(mailsAbout('suspended for non-payment').at(-1)!.subject).toBe(
      '1 SME suspended for non-payment: Unpaid Bar',
    );
    expect(await openOf('sme_suspended', `sme:${manual.id}`)).toEqual([]);
    await suite.ctx.db
      .update(smes)
      .set({ isActive: true, suspendedReason: null })
      .where(eq(smes.id, unpaid.id));
    expect((await evaluate()).closed).toBe(1);
  });
});

describe('voucher_stock_low', () => {
  const addVouchers = (realmId: number, partnerId: number, n: number, prefix: string) =>
    suite.ctx.db.insert(vouchers).values(
      Array.from({ length: n }, (_, i) => ({
        partnerId,
        realmId,
        code: `${prefix}${String(i).padStart(4, '0')}`,
        durationSeconds: 3600,
        expiryDate: new Date(clock.now().getTime() + 30 * 24 * 60 * MINUTE),
      })),
    );

  it('raises nothing for a realm that never had vouchers', async () => {
    expect(await openOf('voucher_stock_low', `realm:${suite.world.mine.realm.id}`)).toEqual([]);
  });

  it('opens below 20 unused vouchers, naming the realm; a new batch closes it', async () => {
    const realm = suite.world.mine.realm;
    await addVouchers(realm.id, suite.world.mine.partner.id, 12, 'STOCKA');
    expect((await evaluate()).opened).toBe(1);
    const [alert] = await openOf('voucher_stock_low', `realm:${realm.id}`);
    expect(alert).toMatchObject({ subject: realm.name, details: { value: 12, threshold: 20 } });
    expect(mailsAbout('running low on vouchers').at(-1)!.body).toContain(
      `- ${realm.name}: 12 unused vouchers left (alert below 20)`,
    );
    await addVouchers(realm.id, suite.world.mine.partner.id, 10, 'STOCKB');
    expect((await evaluate()).closed).toBe(1);
  });

  it('counts neither used nor expired vouchers', async () => {
    const realm = suite.world.theirs.realm;
    await addVouchers(realm.id, suite.world.theirs.partner.id, 25, 'THEIRS');
    expect(await openOf('voucher_stock_low', `realm:${realm.id}`)).toEqual([]);
    const codes = (await suite.ctx.db.select().from(vouchers).where(eq(vouchers.realmId, realm.id))).slice(
      0,
      6,
    );
    for (const [i, v] of codes.entries())
      await suite.ctx.db
        .update(vouchers)
        .set(i < 3 ? { firstUsedAt: ago(1), status: 'used' } : { expiryDate: ago(1) })
        .where(eq(vouchers.id, v.id));
    expect((await evaluate()).opened).toBe(1);
    expect((await openOf('voucher_stock_low', `realm:${realm.id}`))[0]!.details.value).toBe(19);
  });
});

describe('two evaluations at once', () => {
  it('open each alert once and mail it once', async () => {
    const box = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { location: 'Huye' });
    await heartbeat(box.id, { diskUsed: 9900, diskTotal: 10000 });
    const mails = mailsAbout('nearly full disk').length;
    const runs = await Promise.all([evaluate(), evaluate()]);
    expect(runs.map((r) => r.opened).sort()).toEqual([0, 1]);
    expect(await alertsOf('disk_full', `router:${box.id}`)).toHaveLength(1);
    expect(mailsAbout('nearly full disk')).toHaveLength(mails + 1);
  });
});
