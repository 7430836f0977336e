import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertSettings, alerts, routers } from '../src/db/schema';
import { localDateTime } from '../src/lib/calendar';
import { alertWorld } from './helpers/alert-world';
import { createRouter } from './helpers/factories';
import { heartbeatAt } from './helpers/heartbeat';

const suite = alertWorld();
const { clock, evaluate, advance, ago, as, asTheirs, MINUTE } = suite;

/** The box's last heartbeat, `minutesAgo` before the test clock's now (30-second interval: offline after 90 s). */
async function reported(routerId: number, minutesAgo: number) {
  await heartbeatAt(suite.ctx.db, routerId, ago(minutesAgo));
}

const offlineMails = () => suite.ctx.mails().filter((m) => / offline: /.test(m.subject));
const openAlerts = (routerId: number) =>
  suite.ctx.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.routerId, routerId), isNull(alerts.closedAt)));
const alertsOf = (routerId: number) =>
  suite.ctx.db.select().from(alerts).where(eq(alerts.routerId, routerId));

describe('the box_offline evaluation', () => {
  it('raises nothing for boxes that never reported (not deployed in the field yet)', async () => {
    expect(await evaluate()).toEqual({ opened: 0, closed: 0, mailed: 0 });
    expect(await suite.ctx.db.select().from(alerts)).toEqual([]);
  });

  it('raises nothing for a flap shorter than the threshold (offline 5 minutes of 10)', async () => {
    await reported(suite.world.mine.routers[0]!.id, 5);
    expect(await evaluate()).toEqual({ opened: 0, closed: 0, mailed: 0 });
    expect(offlineMails()).toEqual([]);
  });

  it('opens one alert and sends one mail to the partner admins when a box stays offline past the threshold', async () => {
    advance(6); // last seen 11 minutes ago
    const box = suite.world.mine.routers[0]!;
    const run = await evaluate();
    expect(run).toEqual({ opened: 1, closed: 0, mailed: 1 });
    const [alert] = await openAlerts(box.id);
    expect(alert).toMatchObject({
      partnerId: suite.world.mine.partner.id,
      kind: 'box_offline',
      subject: box.serialNumber,
      closedAt: null,
    });
    expect(alert!.openedAt.getTime()).toBe(clock.now().getTime());
    const lastSeen = new Date(clock.now().getTime() - 11 * MINUTE);
    expect(new Date(alert!.details.last_seen!).getTime()).toBe(lastSeen.getTime());
    const mails = offlineMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(suite.world.mine.admin.email);
    expect(mails[0]!.subject).toBe(`1 box offline: ${box.serialNumber}`);
    expect(mails[0]!.body).toContain(
      `- ${box.serialNumber} (SSID ${box.ssid}), last seen ${localDateTime(lastSeen, 'Africa/Kigali')}`,
    );
    expect(mails[0]!.body).not.toContain(suite.world.mine.staff.email);
  });

  it('sends nothing more and opens nothing more when evaluated again', async () => {
    advance(1);
    expect(await evaluate()).toEqual({ opened: 0, closed: 0, mailed: 0 });
    expect(await alertsOf(suite.world.mine.routers[0]!.id)).toHaveLength(1);
    expect(offlineMails()).toHaveLength(1);
  });

  it('sends one mail per partner listing every box that went down in the same evaluation', async () => {
    const [, one, two, three] = suite.world.mine.routers;
    for (const box of [one!, two!, three!]) await reported(box.id, 20);
    await reported(suite.world.theirs.routers[0]!.id, 15);
    expect(await evaluate()).toEqual({ opened: 4, closed: 0, mailed: 2 });
    const mails = offlineMails().slice(1);
    expect(mails).toHaveLength(2);
    const mine = mails.find((m) => m.to === suite.world.mine.admin.email)!;
    expect(mine.subject).toBe(
      `3 boxes offline: ${one!.serialNumber}, ${two!.serialNumber}, ${three!.serialNumber}`,
    );
    for (const box of [one!, two!, three!])
      expect(mine.body).toContain(`- ${box.serialNumber} (SSID ${box.ssid})`);
    expect(mine.body).not.toContain(suite.world.theirs.routers[0]!.serialNumber);
    const theirs = mails.find((m) => m.to === suite.world.theirs.admin.email)!;
    expect(theirs.subject).toBe(`1 box offline: ${suite.world.theirs.routers[0]!.serialNumber}`);
  });

  it('closes the alert when the box reports again, and sends no mail for the recovery', async () => {
    const box = suite.world.mine.routers[0]!;
    advance(1);
    await reported(box.id, 0);
    const mailsBefore = offlineMails().length;
    expect(await evaluate()).toEqual({ opened: 0, closed: 1, mailed: 0 });
    const [alert] = await alertsOf(box.id);
    expect(alert!.closedAt?.getTime()).toBe(clock.now().getTime());
    expect(offlineMails()).toHaveLength(mailsBefore);
  });

  it('opens a new alert (and mails again) when the box goes down again later', async () => {
    const box = suite.world.mine.routers[0]!;
    advance(12);
    expect(await evaluate()).toEqual({ opened: 1, closed: 0, mailed: 1 });
    expect(await alertsOf(box.id)).toHaveLength(2);
    expect(await openAlerts(box.id)).toHaveLength(1);
  });

  it('opens one alert per box when two evaluations run at the same moment', async () => {
    const box = suite.world.mine.routers[4]!;
    await reported(box.id, 30);
    const mailsBefore = offlineMails().length;
    const runs = await Promise.all([evaluate(), evaluate()]);
    expect(runs.map((r) => r.opened).sort()).toEqual([0, 1]);
    expect(await alertsOf(box.id)).toHaveLength(1);
    expect(offlineMails()).toHaveLength(mailsBefore + 1);
  });

  it('ignores boxes in transit or at the manufacturer', async () => {
    const transit = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { location: 'In Transit' });
    const factory = await createRouter(suite.ctx.db, suite.world.mine.partner.id, {
      location: 'Manufacturer',
    });
    await reported(transit.id, 60);
    await reported(factory.id, 60);
    expect((await evaluate()).opened).toBe(0);
    expect(await alertsOf(transit.id)).toEqual([]);
  });

  it("uses the partner's own threshold when it set one", async () => {
    const box = await createRouter(suite.ctx.db, suite.world.theirs.partner.id, { location: 'Musanze' });
    await suite.ctx.db
      .insert(alertSettings)
      .values({ partnerId: suite.world.theirs.partner.id, offlineMinutes: 30 });
    await reported(box.id, 20);
    expect((await evaluate()).opened).toBe(0);
    advance(11);
    expect((await evaluate()).opened).toBe(1);
    const [alert] = await openAlerts(box.id);
    expect(alert!.details.offline_minutes).toBe(30);
    await suite.ctx.db
      .delete(alertSettings)
      .where(eq(alertSettings.partnerId, suite.world.theirs.partner.id));
  });

  it('closes the alert of a box that went back in transit or left the partner, without a mail', async () => {
    const moved = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { location: 'Rubavu' });
    const givenUp = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { location: 'Rubavu' });
    await reported(moved.id, 60);
    await reported(givenUp.id, 60);
    expect((await evaluate()).opened).toBe(2);
    const mailsBefore = offlineMails().length;
    await suite.ctx.db.update(routers).set({ location: 'In Transit' }).where(eq(routers.id, moved.id));
    await suite.ctx.db.update(routers).set({ partnerId: null }).where(eq(routers.id, givenUp.id));
    expect(await evaluate()).toEqual({ opened: 0, closed: 2, mailed: 0 });
    expect(await openAlerts(moved.id)).toEqual([]);
    expect(await openAlerts(givenUp.id)).toEqual([]);
    expect(offlineMails()).toHaveLength(mailsBefore);
  });

  it('drops the alerts of a deleted box with it', async () => {
    const box = await createRouter(suite.ctx.db, suite.world.mine.partner.id, { location: 'Huye' });
    await reported(box.id, 60);
    expect((await evaluate()).opened).toBe(1);
    await suite.ctx.db.delete(routers).where(eq(routers.id, box.id));
    expect(await alertsOf(box.id)).toEqual([]);
  });
});

describe('GET /v1/alerts/', () => {
  it("lists the partner's alerts newest first with whether the caller read them; never another partner's", async () => {
    const res = await as('GET', '/v1/alerts/?page_size=50');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    const rows = await suite.ctx.db
      .select()
      .from(alerts)
      .where(eq(alerts.partnerId, suite.world.mine.partner.id));
    expect(page.count).toBe(rows.length);
    expect(page.results.find((a: { closed_at: string | null }) => a.closed_at === null)).toEqual({
      id: expect.any(Number),
      kind: 'box_offline',
      subject: expect.any(String),
      router: expect.any(Number),
      opened_at: expect.any(String),
      closed_at: null,
      read: false,
    });
    const opened = page.results.map((a: { opened_at: string }) => a.opened_at);
    expect(opened).toEqual([...opened].sort().reverse());
    const theirs = (await asTheirs('GET', '/v1/alerts/?page_size=50')).json();
    const mineIds = new Set(page.results.map((a: { id: number }) => a.id));
    expect(theirs.results.some((a: { id: number }) => mineIds.has(a.id))).toBe(false);
  });

  it('filters open and closed alerts', async () => {
    const open = (await as('GET', '/v1/alerts/?status=open&page_size=50')).json();
    const closed = (await as('GET', '/v1/alerts/?status=closed&page_size=50')).json();
    const all = (await as('GET', '/v1/alerts/?page_size=50')).json();
    expect(open.results.every((a: { closed_at: string | null }) => a.closed_at === null)).toBe(true);
    expect(closed.results.every((a: { closed_at: string | null }) => a.closed_at !== null)).toBe(true);
    expect(closed.count).toBeGreaterThan(0);
    expect(open.count + closed.count).toBe(all.count);
    expect((await as('GET', '/v1/alerts/?status=gone')).statusCode).toBe(400);
  });
});

describe('reading alerts', () => {
  it('counts unread alerts per user; one read marks it for that user only', async () => {
    const total = (await as('GET', '/v1/alerts/')).json().count;
    expect((await as('GET', '/v1/alerts/unread-count/')).json()).toEqual({ count: total });
    const first = (await as('GET', '/v1/alerts/')).json().results[0];
    const read = await as('POST', `/v1/alerts/${first.id}/read/`);
    expect(read.statusCode, read.body).toBe(204);
    expect((await as('POST', `/v1/alerts/${first.id}/read/`)).statusCode).toBe(204);
    expect((await as('GET', '/v1/alerts/unread-count/')).json()).toEqual({ count: total - 1 });
    expect((await as('GET', '/v1/alerts/')).json().results[0].read).toBe(true);
    // Staff read for themselves.
    expect((await as('GET', '/v1/alerts/unread-count/', undefined, suite.staff.access)).json()).toEqual({
      count: total,
    });
    expect((await as('GET', '/v1/alerts/', undefined, suite.staff.access)).json().results[0].read).toBe(
      false,
    );
    expect((await as('POST', `/v1/alerts/${first.id}/read/`, undefined, suite.staff.access)).statusCode).toBe(
      204,
    );
  });

  it("answers 404 for another partner's alert and marks nothing", async () => {
    const theirs = (await asTheirs('GET', '/v1/alerts/')).json();
    const before = theirs.results[0];
    expect(before).toBeDefined();
    const res = await as('POST', `/v1/alerts/${before.id}/read/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect((await as('POST', '/v1/alerts/2147483647/read/')).statusCode).toBe(404);
    const theirCount = (await asTheirs('GET', '/v1/alerts/unread-count/')).json().count;
    expect(theirCount).toBe(theirs.count);
  });

  it('marks every alert read for the caller', async () => {
    expect((await as('POST', '/v1/alerts/read-all/')).statusCode).toBe(204);
    expect((await as('GET', '/v1/alerts/unread-count/')).json()).toEqual({ count: 0 });
    expect((await asTheirs('GET', '/v1/alerts/unread-count/')).json().count).toBeGreaterThan(0);
    // A new alert is unread again.
    await reported(suite.world.mine.routers[0]!.id, 0);
    await evaluate();
    advance(11);
    await evaluate();
    expect((await as('GET', '/v1/alerts/unread-count/')).json()).toEqual({ count: 1 });
  });
});

describe('/v1/alerts/settings/', () => {
  it('answers the default threshold to admins and staff', async () => {
    const defaults = {
      offline_minutes: 10,
      disk_percent: 90,
      cpu_percent: 95,
      cpu_minutes: 10,
      radius_minutes: 15,
      overdue_days: 1,
      voucher_stock: 20,
    };
    expect((await as('GET', '/v1/alerts/settings/')).json()).toEqual(defaults);
    const res = await as('GET', '/v1/alerts/settings/', undefined, suite.staff.access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaults);
  });

  it('lets a partner admin change it, for its own partner only', async () => {
    const res = await as('PATCH', '/v1/alerts/settings/', { offline_minutes: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ offline_minutes: 30 });
    expect((await as('GET', '/v1/alerts/settings/')).json()).toMatchObject({ offline_minutes: 30 });
    expect((await asTheirs('GET', '/v1/alerts/settings/')).json()).toMatchObject({ offline_minutes: 10 });
  });

  it('refuses staff (403) and changes nothing', async () => {
    const res = await as('PATCH', '/v1/alerts/settings/', { offline_minutes: 60 }, suite.staff.access);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('Only a partner admin can');
    expect((await as('GET', '/v1/alerts/settings/')).json()).toMatchObject({ offline_minutes: 30 });
  });

  it.each([0, 4, 1441, 99999, 'x', 12.5, null])(
    'refuses offline_minutes %s (400) and changes nothing',
    async (value) => {
      const res = await as('PATCH', '/v1/alerts/settings/', { offline_minutes: value });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['offline_minutes']);
      expect((await as('GET', '/v1/alerts/settings/')).json()).toMatchObject({ offline_minutes: 30 });
    },
  );

  it('takes an empty change (nothing given) as nothing to change, whether or not a row exists', async () => {
    const before = (await as('GET', '/v1/alerts/settings/')).json();
    for (let i = 0; i < 2; i += 1) {
      const res = await as('PATCH', '/v1/alerts/settings/', {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(before);
    }
    const theirs = await asTheirs('PATCH', '/v1/alerts/settings/', {});
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json()).toMatchObject({ offline_minutes: 10 });
  });

  it('changes only the thresholds given; the others keep their value', async () => {
    const res = await as('PATCH', '/v1/alerts/settings/', { disk_percent: 80, voucher_stock: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      offline_minutes: 30,
      disk_percent: 80,
      cpu_percent: 95,
      cpu_minutes: 10,
      radius_minutes: 15,
      overdue_days: 1,
      voucher_stock: 50,
    });
    const [row] = await suite.ctx.db
      .select()
      .from(alertSettings)
      .where(eq(alertSettings.partnerId, suite.world.mine.partner.id));
    expect(row).toMatchObject({ offlineMinutes: 30, diskPercent: 80, voucherStock: 50, cpuPercent: null });
  });

  it.each([
    ['disk_percent', 49, 'Enter a whole number of percent from 50 to 99.'],
    ['disk_percent', 100, 'Enter a whole number of percent from 50 to 99.'],
    ['cpu_percent', 101, 'Enter a whole number of percent from 50 to 100.'],
    ['cpu_minutes', 4, 'Enter a whole number of minutes from 5 to 240.'],
    ['radius_minutes', 'soon', 'Enter a whole number of minutes from 5 to 1440.'],
    ['overdue_days', 0, 'Enter a whole number of days from 1 to 90.'],
    ['voucher_stock', 2.5, 'Enter a whole number of vouchers from 1 to 100000.'],
  ])('refuses %s %s (400, field error) and changes nothing', async (field, value, message) => {
    const before = (await as('GET', '/v1/alerts/settings/')).json();
    const res = await as('PATCH', '/v1/alerts/settings/', { offline_minutes: 45, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await as('GET', '/v1/alerts/settings/')).json()).toEqual(before);
  });
});
