import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createRouter } from './helpers/factories';
import { requester } from './helpers/session';
import { twoPartners } from './helpers/world';
import { heartbeatAt } from './helpers/heartbeat';

// The Status filter of the Routers list (`is_online=`) and the Dashboard's "Offline boxes" (issue 29 §1).
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

type Row = { serial_number: string; is_online: boolean; on_field: boolean };
type Page = { count: number; next: string | null; results: Row[] };

const MINUTE = 60_000;

/** The box's last heartbeat `minutesAgo` before now (the database's now: online is computed there). */
async function reported(routerId: number, minutesAgo: number) {
  await heartbeatAt(ctx.db, routerId, new Date(Date.now() - minutesAgo * MINUTE));
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const [m0, m1, m2] = world.mine.routers;
  const { realm, sme } = world.mine;
  // MINE0 online in the realm; MINE1 offline (reported two hours ago) in the realm and the SME; MINE2 online
  // in the SME; MINE3 and MINE4 deployed and never reported (offline).
  await reported(m0!.id, 0);
  await reported(m1!.id, 120);
  await reported(m2!.id, 0);
  await ctx.db.update(routers).set({ realmId: realm.id }).where(eq(routers.id, m0!.id));
  await ctx.db.update(routers).set({ realmId: realm.id, smeId: sme.id }).where(eq(routers.id, m1!.id));
  await ctx.db.update(routers).set({ smeId: sme.id }).where(eq(routers.id, m2!.id));
  // Not deployed: MINE5 In Transit, never reported; MINE6 back at the Manufacturer, last seen long ago (both
  // in neither filter); MINE7 In Transit but reporting now (online is online).
  const partnerId = world.mine.partner.id;
  await createRouter(ctx.db, partnerId, { serialNumber: 'MINE5', ssid: 'mine_5', location: 'In Transit' });
  const m6 = await createRouter(ctx.db, partnerId, {
    serialNumber: 'MINE6',
    ssid: 'mine_6',
    location: 'Manufacturer',
  });
  const m7 = await createRouter(ctx.db, partnerId, {
    serialNumber: 'MINE7',
    ssid: 'mine_7',
    location: 'In Transit',
  });
  await reported(m6.id, 600);
  await reported(m7.id, 0);
  // The other partner: one box online, four deployed and never reported.
  await reported(world.theirs.routers[0]!.id, 0);
});
afterAll(() => ctx.close());

const mine = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const theirs = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.theirs.tokens.access)(...args);

async function list(as: typeof mine, query: string): Promise<Page> {
  const res = await as('GET', `/v1/routers/?page_size=50&ordering=serial_number&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const serials = (page: Page) => page.results.map((r) => r.serial_number);

describe('GET /v1/routers/?is_online=', () => {
  it('true selects the boxes whose is_online is true, deployed or not', async () => {
    const page = await list(mine, 'is_online=true');
    expect(serials(page)).toEqual(['MINE0', 'MINE2', 'MINE7']);
    expect(page.count).toBe(3);
    expect(page.results.every((r) => r.is_online)).toBe(true);
  });

  it('false selects the deployed boxes offline now, those that never reported included', async () => {
    const page = await list(mine, 'is_online=false');
    expect(serials(page)).toEqual(['MINE1', 'MINE3', 'MINE4']);
    expect(page.count).toBe(3);
    expect(page.results.every((r) => !r.is_online && r.on_field)).toBe(true);
  });

  it('agrees with the rows it leaves out: the other rows are online or not deployed', async () => {
    const all = await list(mine, '');
    const offline = new Set(serials(await list(mine, 'is_online=false')));
    const online = new Set(serials(await list(mine, 'is_online=true')));
    for (const row of all.results) {
      expect(online.has(row.serial_number)).toBe(row.is_online);
      expect(offline.has(row.serial_number)).toBe(!row.is_online && row.on_field);
    }
    // Only the two boxes out of the field, not reporting, are in neither.
    expect(all.count - online.size - offline.size).toBe(2);
  });

  it('combines with realm=, sme=, search and the default order, and pages with the right count', async () => {
    const { realm, sme } = world.mine;
    expect(serials(await list(mine, `is_online=false&realm=${realm.id}`))).toEqual(['MINE1']);
    expect(serials(await list(mine, `is_online=true&realm=${realm.id}`))).toEqual(['MINE0']);
    expect(serials(await list(mine, `is_online=false&sme=${sme.id}`))).toEqual(['MINE1']);
    expect(serials(await list(mine, `is_online=true&sme=${sme.id}`))).toEqual(['MINE2']);
    expect(serials(await list(mine, 'is_online=false&sme='))).toEqual(['MINE3', 'MINE4']);
    expect(serials(await list(mine, 'is_online=false&realm=&has_been_assigned_sme=false'))).toEqual([
      'MINE3',
      'MINE4',
    ]);
    expect(serials(await list(mine, 'is_online=false&search=mine_4'))).toEqual(['MINE4']);

    const first = (await mine('GET', '/v1/routers/?is_online=false&page_size=2')).json() as Page;
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.next).not.toBeNull();
    const second = (await mine('GET', '/v1/routers/?is_online=false&page_size=2&page=2')).json() as Page;
    expect(second.count).toBe(3);
    expect(second.next).toBeNull();
    expect([...serials(first), ...serials(second)].sort()).toEqual(['MINE1', 'MINE3', 'MINE4']);
  });

  it("keeps to the caller's partner: another partner's realm or SME selects nothing", async () => {
    const other = await list(mine, `is_online=false&realm=${world.theirs.realm.id}`);
    expect(other).toMatchObject({ count: 0, results: [] });
    expect((await list(mine, `is_online=true&sme=${world.theirs.sme.id}`)).count).toBe(0);
    const res = await mine('GET', `/v1/routers/?is_online=false&partner=${world.theirs.partner.id}`);
    expect(res.statusCode).toBe(404);
    // Their list has their own boxes only.
    expect(serials(await list(theirs, 'is_online=true'))).toEqual(['THEIRS0']);
    expect((await list(theirs, 'is_online=false')).count).toBe(4);
  });

  it('refuses a value that is not true or false with 400', async () => {
    for (const value of ['maybe', '1', 'TRUE', '']) {
      const res = await mine('GET', `/v1/routers/?is_online=${value}`);
      expect(res.statusCode, value).toBe(400);
    }
  });
});

describe("the Dashboard's offline boxes", () => {
  it('equal the count of GET routers/?is_online=false for the same partner', async () => {
    for (const [as, partnerId] of [
      [mine, world.mine.partner.id],
      [theirs, world.theirs.partner.id],
    ] as const) {
      const figure = (await as('GET', `/v1/partners/${partnerId}/general-analytics/`)).json() as {
        offline_boxes: number;
      };
      const filtered = await list(as, 'is_online=false');
      expect(figure.offline_boxes).toBe(filtered.count);
    }
    const mineFigure = (await mine('GET', `/v1/partners/${world.mine.partner.id}/general-analytics/`)).json();
    expect(mineFigure).toMatchObject({ total_routers: 8, offline_boxes: 3 });
  });

  it('follow a box going offline and coming back', async () => {
    const box = world.mine.routers[0]!;
    const figure = async () =>
      (
        (await mine('GET', `/v1/partners/${world.mine.partner.id}/general-analytics/`)).json() as {
          offline_boxes: number;
        }
      ).offline_boxes;
    await reported(box.id, 5);
    expect(await figure()).toBe(4);
    expect((await list(mine, 'is_online=false')).count).toBe(4);
    await reported(box.id, 0);
    expect(await figure()).toBe(3);
    expect((await list(mine, 'is_online=false')).count).toBe(3);
  });
});
