import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realms, routers } from '../src/db/schema';
import { createNasDirectory } from '../src/modules/guest-access/nas';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter } from './helpers/factories';

let ctx: TestContext;
let partnerId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const SECRET = 'x'.repeat(40);
const newRealm = async () =>
  (await ctx.db.insert(realms).values({ partnerId, name: 'Hall' }).returning())[0]!;
/** A directory on the test database whose routers reads are counted. */
const countedDirectory = () => {
  const reads = vi.spyOn(ctx.db, 'select');
  return { nas: createNasDirectory(ctx.db, SECRET), reads };
};

describe('the NAS directory reads each box once, whatever the rate of packets', () => {
  it('fifty packets of a box not yet cached cost one read, and all get the box', async () => {
    const router = await createRouter(ctx.db, partnerId);
    const { nas, reads } = countedDirectory();
    const boxes = await Promise.all(Array.from({ length: 50 }, () => nas.bySerial(router.serialNumber)));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(boxes.every((box) => box?.routerId === router.id)).toBe(true);
  });

  it('an expired entry is answered at once and read again in the background, once', async () => {
    const router = await createRouter(ctx.db, partnerId);
    const realm = await newRealm();
    const { nas, reads } = countedDirectory();
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await nas.bySerial(router.serialNumber))?.realmId).toBeNull();
    await ctx.db.update(routers).set({ realmId: realm.id }).where(eq(routers.id, router.id));
    vi.setSystemTime(Date.now() + 31_000);
    // The stale answer comes without waiting for the database; twenty of them start one read.
    const stale = await Promise.all(Array.from({ length: 20 }, () => nas.bySerial(router.serialNumber)));
    expect(stale.every((box) => box?.realmId === null)).toBe(true);
    await vi.waitFor(async () => expect((await nas.bySerial(router.serialNumber))?.realmId).toBe(realm.id));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('a read running when the box is forgotten is neither cached nor handed to later packets', async () => {
    const router = await createRouter(ctx.db, partnerId);
    const realm = await newRealm();
    const { nas } = countedDirectory();
    const before = nas.bySerial(router.serialNumber);
    // The box moves to a realm while the first read is under way.
    await ctx.db.update(routers).set({ realmId: realm.id }).where(eq(routers.id, router.id));
    nas.forget([router.id]);
    expect((await nas.bySerial(router.serialNumber))?.realmId).toBe(realm.id);
    await before;
    expect((await nas.bySerial(router.serialNumber))?.realmId).toBe(realm.id);
  });

  it('unknown serials are remembered too', async () => {
    const { nas, reads } = countedDirectory();
    for (let i = 0; i < 5; i += 1) expect(await nas.bySerial('NO-SUCH-BOX')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
