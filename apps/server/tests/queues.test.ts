import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_TEXTS } from '@ared/contract/queues';
import { partners, queueDisplays, queueTickets, routers, smsMessages } from '../src/db/schema';
import { QUEUE_PORTAL_TEXTS } from '../src/modules/guest-portal/queue-texts';
import { TAKES_PER_BOX_PER_MINUTE } from '../src/modules/guest-portal/queue-throttle';
import { forgetPartners } from '../src/modules/auth/session-liveness';
import { type TestContext, createTestContext } from './helpers/app';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * The Queue System add-on (issue 30 §3, decision 067): numbers per realm and day (distinct under
 * concurrency), one open ticket per device, the portal's pages shown only with the add-on on, staff's
 * calls (call next, served, no-show) with the SMS to a guest who left a phone, tenant scope and roles.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;
const q = QUEUE_PORTAL_TEXTS.en;
let mineSerial = '';
let theirSerial = '';
let spareSerial = '';

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '100000' });
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
  for (const side of [world.mine, world.theirs]) {
    await ctx.db
      .update(partners)
      .set({ hasQueueManagementAddonEnabled: true })
      .where(eq(partners.id, side.partner.id));
    for (const box of side.routers.slice(0, 3))
      await ctx.db.update(routers).set({ realmId: side.realm.id }).where(eq(routers.id, box.id));
  }
  mineSerial = world.mine.routers[0]!.serialNumber;
  spareSerial = world.mine.routers[2]!.serialNumber;
  theirSerial = world.theirs.routers[0]!.serialNumber;
  ctx.app.guestPortal.models.clear();
});
afterAll(() => ctx.close());

const viewer = (n: number | string) => `ared_viewer=${`queue-test-viewer-${n}`.padEnd(22, 'x')}`;
const get = (url: string, cookie = viewer('a')) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, fields: Record<string, string>, cookie = viewer('a')) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
const api = (tokens: Tokens, method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: bearer(tokens.access) });
const ticketsOf = (realmId: number) =>
  ctx.db.select().from(queueTickets).where(eq(queueTickets.realmId, realmId)).orderBy(queueTickets.number);
const setFlag = async (partnerId: number, on: boolean) => {
  await ctx.db.update(partners).set({ hasQueueManagementAddonEnabled: on }).where(eq(partners.id, partnerId));
  // As the settings call does: the session's cached flags and the portal's cached settings are dropped.
  forgetPartners([partnerId]);
  ctx.app.guestPortal.models.clear();
};

describe('the guest takes a number on the portal', () => {
  it('offers "Take a number" on the welcome page and shows the number, the people ahead and who is served', async () => {
    const welcome = await get(`/portal/${mineSerial}`);
    expect(welcome.body).toContain(`href="/portal/${mineSerial}/queue"`);
    expect(welcome.body).toContain(q.takeNumberLink);
    const form = await get(`/portal/${mineSerial}/queue`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(q.take);
    // No number held yet: the page does not reload itself.
    expect(form.headers.refresh).toBeUndefined();

    const taken = await post(`/portal/${mineSerial}/queue`, {});
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe(`/portal/${mineSerial}/queue`);
    const mine = await get(`/portal/${mineSerial}/queue`);
    expect(mine.body).toMatch(/data-testid="queue-number"[^>]*>\s*1\s*</);
    expect(mine.body).toMatch(/People ahead of you: <strong>0<\/strong>/);
    expect(mine.headers.refresh).toBe('15');

    await post(`/portal/${mineSerial}/queue`, {}, viewer('b'));
    const second = await get(`/portal/${mineSerial}/queue`, viewer('b'));
    expect(second.body).toMatch(/data-testid="queue-number"[^>]*>\s*2\s*</);
    expect(second.body).toMatch(/People ahead of you: <strong>1<\/strong>/);
  });

  it('keeps one open ticket per device per realm: taking again answers the same number', async () => {
    await post(`/portal/${mineSerial}/queue`, {});
    // Another box of the same realm is the same queue.
    await post(`/portal/${spareSerial}/queue`, {});
    const rows = await ticketsOf(world.mine.realm.id);
    expect(rows.map((r) => r.number)).toEqual([1, 2]);
  });

  it('refuses an invalid phone with a clear message and takes nothing', async () => {
    const before = (await ticketsOf(world.mine.realm.id)).length;
    for (const phone of ['12', 'call me', '+250 788 123 456 789 000', '9'.repeat(400)]) {
      const res = await post(`/portal/${mineSerial}/queue`, { phone }, viewer('phone'));
      expect(res.statusCode, phone).toBe(400);
      expect(res.body).toContain(q.phoneInvalid);
    }
    // A NUL byte is refused by the portal's form reader itself, in the guest's words.
    const nul = await post(`/portal/${mineSerial}/queue`, { phone: 'a\u0000b' }, viewer('phone'));
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain('This value is not valid.');
    expect(await ticketsOf(world.mine.realm.id)).toHaveLength(before);
  });

  it('gives 8 guests taking a number at once 8 distinct numbers', async () => {
    const realm = world.theirs.realm.id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(`/portal/${theirSerial}/queue`, {}, viewer(`burst-${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(303));
    const numbers = (await ticketsOf(realm)).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lets the guest leave the queue (abandoned), and take a new number after', async () => {
    const left = await post(`/portal/${mineSerial}/queue/leave`, {}, viewer('b'));
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(q.left);
    const [row] = await ctx.db
      .select()
      .from(queueTickets)
      .where(and(eq(queueTickets.realmId, world.mine.realm.id), eq(queueTickets.number, 2)));
    expect(row!.state).toBe('abandoned');
    expect(row!.finishedAt).not.toBeNull();
  });

  it('limits new numbers per box: a flood is refused with 429 before any write', async () => {
    const flooded = world.theirs.routers[1]!.serialNumber;
    const before = (await ticketsOf(world.theirs.realm.id)).length;
    const statuses: number[] = [];
    for (let i = 0; i < TAKES_PER_BOX_PER_MINUTE + 3; i += 1)
      statuses.push((await post(`/portal/${flooded}/queue`, {}, viewer(`flood-${i}`))).statusCode);
    expect(statuses.filter((s) => s === 303)).toHaveLength(TAKES_PER_BOX_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = await post(`/portal/${flooded}/queue`, {}, viewer('flood-late'));
    expect(refused.body).toContain(q.busy);
    expect(await ticketsOf(world.theirs.realm.id)).toHaveLength(before + TAKES_PER_BOX_PER_MINUTE);
    // Another box is not affected.
    expect(
      (await post(`/portal/${world.theirs.routers[2]!.serialNumber}/queue`, {}, viewer('other'))).statusCode,
    ).toBe(303);
  });
});

describe('staff run the queue', () => {
  const realmUrl = () => `/v1/queues/realms/${world.mine.realm.id}/`;

  it("shows today's queue: waiting list, now serving, counts and the display path", async () => {
    const res = await api(staff, 'GET', realmUrl());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.realm).toEqual({ id: world.mine.realm.id, name: world.mine.realm.name });
    expect(body.waiting.map((t: { number: number }) => t.number)).toEqual([1]);
    expect(body.now_serving).toBeNull();
    expect(body.summary).toMatchObject({ tickets: 2, abandoned: 1, open: 1, served: 0 });
    // The token names its partner, so on Citus the display's lookup asks one shard (decision 083).
    expect(body.display_path).toMatch(
      new RegExp(`^/portal/queue-display/${world.mine.partner.id}\\.[A-Za-z0-9_-]{22}$`),
    );
  });

  it('calls the next guest (SMS to a guest who left a phone), then served; the portal shows it called', async () => {
    await post(`/portal/${mineSerial}/queue`, { phone: '+250 788 123 456' }, viewer('texted'));
    const first = await api(staff, 'POST', `${realmUrl()}call-next/`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ number: 1, state: 'called', sms_status: null });
    const portal = await get(`/portal/${mineSerial}/queue`);
    expect(portal.body).toContain(q.yourTurn);
    expect(portal.body).toMatch(/Now serving: <strong>1<\/strong>/);

    const texted = await api(staff, 'POST', `${realmUrl()}call-next/`);
    expect(texted.json()).toMatchObject({ number: 3, state: 'called', has_phone: true, sms_status: 'sent' });
    const [sms] = await ctx.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.partnerId, world.mine.partner.id));
    expect(sms).toMatchObject({ phone: '+250788123456', status: 'sent' });
    expect(sms!.body).toBe(QUEUE_TEXTS.calledSms(3, world.mine.realm.name));
    const files = readdirSync(ctx.config.sms.dir);
    expect(readFileSync(join(ctx.config.sms.dir, files[0]!), 'utf8')).toContain('To: +250788123456');

    const none = await api(staff, 'POST', `${realmUrl()}call-next/`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: QUEUE_TEXTS.noneWaiting });

    const served = await api(staff, 'POST', `/v1/queues/queue-tickets/${first.json().id}/served/`);
    expect(served.json()).toMatchObject({ state: 'served' });
    const again = await api(staff, 'POST', `/v1/queues/queue-tickets/${first.json().id}/no-show/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: QUEUE_TEXTS.notCalled });
    const noShow = await api(
      world.mine.tokens,
      'POST',
      `/v1/queues/queue-tickets/${texted.json().id}/no-show/`,
    );
    expect(noShow.json()).toMatchObject({ state: 'no_show' });
  });

  it('shows the number being served on the public display page, by its token only', async () => {
    const { display_path } = (await api(staff, 'GET', realmUrl())).json();
    const display = await get(display_path);
    expect(display.statusCode).toBe(200);
    expect(display.body).toMatch(/data-testid="display-number"[^>]*>\s*3\s*</);
    expect(display.body).toContain(world.mine.realm.name);
    expect(display.headers.refresh).toBe('10');
    expect((await get('/portal/queue-display/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get('/portal/queue-display/%00x')).statusCode).toBe(404);
    // The token names its partner (decision 083): the same random part under another partner is not found,
    // and a token made before carried no partner and is still found by itself.
    const [, partner, random] = /\/(\d+)\.([A-Za-z0-9_-]{22})$/.exec(display_path as string)!;
    expect((await get(`/portal/queue-display/${world.theirs.partner.id}.${random}`)).statusCode).toBe(404);
    const ofMine = eq(queueDisplays.partnerId, Number(partner));
    await ctx.db.update(queueDisplays).set({ token: random! }).where(ofMine);
    expect((await get(`/portal/queue-display/${random}`)).statusCode).toBe(200);
    await ctx.db
      .update(queueDisplays)
      .set({ token: `${partner}.${random}` })
      .where(ofMine);
  });

  it("answers 404 for another partner's realm or ticket and changes nothing", async () => {
    const [theirs] = await ticketsOf(world.theirs.realm.id);
    for (const [method, url] of [
      ['GET', `/v1/queues/realms/${world.theirs.realm.id}/`],
      ['POST', `/v1/queues/realms/${world.theirs.realm.id}/call-next/`],
      ['POST', `/v1/queues/queue-tickets/${theirs!.id}/served/`],
      ['POST', `/v1/queues/queue-tickets/${theirs!.id}/no-show/`],
      ['GET', `/v1/analytics/queueing/?realm=${world.theirs.realm.id}`],
    ] as const) {
      const res = await api(world.mine.tokens, method, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await ticketsOf(world.theirs.realm.id)).every((t) => t.state === 'waiting')).toBe(true);
  });

  it("answers bad ids in the path 404 (the API's rule) and in the query 400 with the field, changing nothing", async () => {
    const before = await ticketsOf(world.mine.realm.id);
    for (const bad of ['abc', '99999999999999999999', '1e3', '%00', '-1']) {
      const res = await api(staff, 'GET', `/v1/queues/realms/${bad}/`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toHaveProperty('detail');
      const call = await api(staff, 'POST', `/v1/queues/queue-tickets/${bad}/served/`);
      expect(call.statusCode, bad).toBe(404);
    }
    for (const bad of ['abc', '2147483648', '%00', '1.5']) {
      const res = await api(staff, 'GET', `/v1/analytics/queueing/?realm=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('realm');
    }
    expect(await ticketsOf(world.mine.realm.id)).toEqual(before);
  });

  it('with the add-on off: calls answer 403 and the portal hides the queue; on again, all is back', async () => {
    await setFlag(world.mine.partner.id, false);
    for (const [method, url] of [
      ['GET', realmUrl()],
      ['POST', `${realmUrl()}call-next/`],
    ] as const) {
      const res = await api(staff, method, url);
      expect(res.statusCode, url).toBe(403);
    }
    const welcome = await get(`/portal/${mineSerial}`);
    expect(welcome.body).not.toContain(q.takeNumberLink);
    expect((await get(`/portal/${mineSerial}/queue`)).statusCode).toBe(404);
    const before = (await ticketsOf(world.mine.realm.id)).length;
    expect((await post(`/portal/${mineSerial}/queue`, {}, viewer('off'))).statusCode).toBe(404);
    expect(await ticketsOf(world.mine.realm.id)).toHaveLength(before);
    await setFlag(world.mine.partner.id, true);
    expect((await api(staff, 'GET', realmUrl())).statusCode).toBe(200);
    expect((await get(`/portal/${mineSerial}`)).body).toContain(q.takeNumberLink);
  });

  it('hides the queue at a box in no realm', async () => {
    const loose = world.mine.routers[4]!.serialNumber;
    expect((await get(`/portal/${loose}`)).body).not.toContain(q.takeNumberLink);
    expect((await get(`/portal/${loose}/queue`)).statusCode).toBe(404);
  });
});

describe('the Analytics queueing-system tab', () => {
  it('counts tickets, served, no-show, abandoned and the average wait from the same function as the operator page', async () => {
    const res = await api(staff, 'GET', '/v1/analytics/queueing/?time_range=1week');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const today = (await api(staff, 'GET', `/v1/queues/realms/${world.mine.realm.id}/`)).json().summary;
    expect(body.summary).toEqual(today);
    expect(body.summary).toMatchObject({ tickets: 3, served: 1, no_show: 1, abandoned: 1, open: 0 });
    expect(body.summary.average_wait_minutes).not.toBeNull();
    expect(body.tickets_over_time.data.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(body.served_over_time.data.reduce((a: number, b: number) => a + b, 0)).toBe(1);
  });

  it('counts an open ticket of an earlier day as abandoned', async () => {
    const yesterday = new Date(Date.now() - 86_400_000);
    await ctx.db.insert(queueTickets).values({
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      day: yesterday.toISOString().slice(0, 10),
      number: 1,
      device: 'yesterday',
      takenAt: yesterday,
    });
    const body = (await api(staff, 'GET', '/v1/analytics/queueing/?time_range=1week')).json();
    expect(body.summary).toMatchObject({ tickets: 4, abandoned: 2, open: 0 });
  });

  it('answers 400 for a bad range', async () => {
    const res = await api(staff, 'GET', '/v1/analytics/queueing/?time_range=forever');
    expect(res.statusCode).toBe(400);
  });
});
