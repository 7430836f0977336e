import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partners, routerState, smsMessages, users } from '../src/db/schema';
import { alertWorld } from './helpers/alert-world';
import { createUser } from './helpers/factories';

// Who is told about an alert, by which channel (decision 055): the bell always; mail and SMS per kind as
// each person chose, by default mail for partner admins and nothing else.

const suite = alertWorld();
const { evaluate, ago, as, asTheirs } = suite;

const channels = (kind: string, mail: boolean, sms: boolean) => ({ kind, mail, sms });

describe('/v1/alerts/preferences/', () => {
  it('answers the defaults: mail on for an admin, off for staff, SMS off for both', async () => {
    const mine = (await as('GET', '/v1/alerts/preferences/')).json();
    expect(mine.user).toBe(suite.world.mine.admin.id);
    expect(mine.preferences).toHaveLength(7);
    expect(mine.preferences[0]).toEqual(channels('box_offline', true, false));
    expect(mine.preferences.every((p: { mail: boolean; sms: boolean }) => p.mail && !p.sms)).toBe(true);
    const theirs = (await as('GET', '/v1/alerts/preferences/', undefined, suite.staff.access)).json();
    expect(theirs.preferences.every((p: { mail: boolean; sms: boolean }) => !p.mail && !p.sms)).toBe(true);
  });

  it('lets each user change their own, kind by kind', async () => {
    const res = await as('PATCH', '/v1/alerts/preferences/', {
      preferences: [channels('box_offline', true, true), channels('voucher_stock_low', false, false)],
    });
    expect(res.statusCode, res.body).toBe(200);
    const byKind = Object.fromEntries(res.json().preferences.map((p: { kind: string }) => [p.kind, p]));
    expect(byKind.box_offline).toEqual(channels('box_offline', true, true));
    expect(byKind.voucher_stock_low).toEqual(channels('voucher_stock_low', false, false));
    expect(byKind.disk_full).toEqual(channels('disk_full', true, false));
    const own = await as(
      'PATCH',
      '/v1/alerts/preferences/',
      { preferences: [channels('disk_full', true, false)] },
      suite.staff.access,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().user).toBe(suite.world.mine.staff.id);
  });

  it.each([
    [{ preferences: [{ kind: 'weather', mail: true, sms: false }] }],
    [{ preferences: [{ kind: 'disk_full', mail: 'yes', sms: false }] }],
    [{ preferences: [channels('disk_full', true, false), channels('disk_full', false, false)] }],
    [{}],
  ])('refuses %j (400) and changes nothing', async (body) => {
    const before = (await as('GET', '/v1/alerts/preferences/')).json();
    const res = await as('PATCH', '/v1/alerts/preferences/', body);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(res.json());
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((f) => f.startsWith('preferences'))).toBe(true);
    expect((await as('GET', '/v1/alerts/preferences/')).json()).toEqual(before);
  });
});

describe('/v1/alerts/preferences/users/{id}/', () => {
  it("lets a partner admin read and change a person's of the same partner", async () => {
    const url = `/v1/alerts/preferences/users/${suite.world.mine.staff.id}/`;
    const res = await as('PATCH', url, { preferences: [channels('sme_suspended', true, true)] });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await as('GET', url)).json();
    expect(read.user).toBe(suite.world.mine.staff.id);
    expect(read.preferences.find((p: { kind: string }) => p.kind === 'sme_suspended')).toEqual(
      channels('sme_suspended', true, true),
    );
  });

  it("refuses staff (403), and answers 404 for another partner's person or none", async () => {
    const url = `/v1/alerts/preferences/users/${suite.world.mine.admin.id}/`;
    const refused = await as(
      'PATCH',
      url,
      { preferences: [channels('disk_full', false, false)] },
      suite.staff.access,
    );
    expect(refused.statusCode).toBe(403);
    expect((await as('GET', url, undefined, suite.staff.access)).statusCode).toBe(403);
    const theirs = `/v1/alerts/preferences/users/${suite.world.theirs.admin.id}/`;
    expect((await as('GET', theirs)).statusCode).toBe(404);
    const put = await as('PATCH', theirs, { preferences: [channels('disk_full', false, true)] });
    expect(put.statusCode).toBe(404);
    expect((await as('GET', '/v1/alerts/preferences/users/2147483647/')).statusCode).toBe(404);
    const still = (await asTheirs('GET', '/v1/alerts/preferences/')).json();
    expect(still.preferences.find((p: { kind: string }) => p.kind === 'disk_full')).toEqual(
      channels('disk_full', true, false),
    );
  });
});

describe('delivery', () => {
  it('mails and texts as each person chose; the SMS is recorded and counted as the partner’s', async () => {
    // The admin chose mail and SMS for box_offline (above); staff chose nothing for it; a second admin
    // turned its mail off.
    await suite.ctx.db
      .update(users)
      .set({ phone: '+250788000111' })
      .where(eq(users.id, suite.world.mine.admin.id));
    const quiet = await createUser(suite.ctx.db, {
      partnerId: suite.world.mine.partner.id,
      phone: '+250788000222',
    });
    await as('PATCH', `/v1/alerts/preferences/users/${quiet.id}/`, {
      preferences: [channels('box_offline', false, false)],
    });
    const box = suite.world.mine.routers[0]!;
    const lastSeen = ago(30);
    await suite.ctx.db
      .insert(routerState)
      .values({ routerId: box.id, partnerId: suite.world.mine.partner.id, lastSeen, intervalSeconds: 30 });
    const run = await evaluate();
    expect(run).toMatchObject({ opened: 1, mailed: 1 });
    const mail = suite.ctx.mails().find((m) => m.subject === `1 box offline: ${box.serialNumber}`)!;
    expect(mail.to).toBe(suite.world.mine.admin.email);
    const sent = await suite.ctx.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.partnerId, suite.world.mine.partner.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      phone: '+250788000111',
      status: 'sent',
      body: `Alert: 1 box offline: ${box.serialNumber}`,
    });
    const [partner] = await suite.ctx.db
      .select()
      .from(partners)
      .where(eq(partners.id, suite.world.mine.partner.id));
    expect(partner!.totalSmsSent).toBe(1);
  });

  it('sends nothing but the bell to a partner whose people turned everything off', async () => {
    await asTheirs('PATCH', '/v1/alerts/preferences/', {
      preferences: [channels('box_offline', false, false)],
    });
    const box = suite.world.theirs.routers[0]!;
    const lastSeen = ago(30);
    await suite.ctx.db
      .insert(routerState)
      .values({ routerId: box.id, partnerId: suite.world.theirs.partner.id, lastSeen, intervalSeconds: 30 });
    const mails = suite.ctx.mails().length;
    expect(await evaluate()).toEqual({ opened: 1, closed: 0, mailed: 0 });
    expect(suite.ctx.mails()).toHaveLength(mails);
  });
});
