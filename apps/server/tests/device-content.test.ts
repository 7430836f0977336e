import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { SAMPLES, insertMediaFile, insertRealm } from './helpers/media-world';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const keys = {} as { inRealm: string; otherRealm: string; noRealm: string; theirs: string };
const files = {} as Record<
  'enabled' | 'disabled' | 'otherRealm' | 'theirs' | 'video',
  { id: number; sha256: string }
>;

async function deviceKey(routerId: number, token: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/v1/routers/${routerId}/device-key/`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().device_key;
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const mine = world.mine.partner.id;
  const otherRealm = await insertRealm(ctx, mine, 'mine Lobby');
  const [inRealm, inOther, noRealm] = world.mine.routers;
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, inRealm!.id));
  await ctx.db.update(routers).set({ realmId: otherRealm.id }).where(eq(routers.id, inOther!.id));
  const theirRouter = world.theirs.routers[0]!;
  await ctx.db.update(routers).set({ realmId: world.theirs.realm.id }).where(eq(routers.id, theirRouter.id));
  keys.inRealm = await deviceKey(inRealm!.id, world.mine.tokens.access);
  keys.otherRealm = await deviceKey(inOther!.id, world.mine.tokens.access);
  keys.noRealm = await deviceKey(noRealm!.id, world.mine.tokens.access);
  keys.theirs = await deviceKey(theirRouter.id, world.theirs.tokens.access);
  files.enabled = await insertMediaFile(ctx, {
    partnerId: mine,
    realmId: world.mine.realm.id,
    name: 'Guide.pdf',
  });
  files.video = await insertMediaFile(ctx, {
    partnerId: mine,
    realmId: world.mine.realm.id,
    name: 'Tour.mp4',
    fileType: 'Video',
    ext: 'mp4',
    content: SAMPLES.mp4,
    withThumbnail: true,
  });
  files.disabled = await insertMediaFile(ctx, {
    partnerId: mine,
    realmId: world.mine.realm.id,
    name: 'Old.pdf',
    status: 'Disabled',
  });
  files.otherRealm = await insertMediaFile(ctx, {
    partnerId: mine,
    realmId: otherRealm.id,
    name: 'Lobby.pdf',
  });
  files.theirs = await insertMediaFile(ctx, {
    partnerId: world.theirs.partner.id,
    realmId: world.theirs.realm.id,
    name: 'theirs.pdf',
  });
});
afterAll(() => ctx.close());

const asBox = (key: string, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Device ${key}`, ...headers } });

describe('GET /device/content', () => {
  it("lists the box's realm's Enabled files with size, SHA-256 and URLs to fetch", async () => {
    const res = await asBox(keys.inRealm, '/device/content');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.realm).toEqual({ id: world.mine.realm.id, name: 'mine Realm' });
    expect(body.files.map((f: { id: number }) => f.id).sort()).toEqual(
      [files.enabled.id, files.video.id].sort(),
    );
    const guide = body.files.find((f: { id: number }) => f.id === files.enabled.id);
    expect(guide).toMatchObject({
      name: 'Guide.pdf',
      file_type: 'Document',
      size: SAMPLES.pdf.length,
      checksum: files.enabled.sha256,
      content_type: 'application/pdf',
      url: `/device/content/${files.enabled.id}`,
      thumbnail_url: null,
    });
    const video = body.files.find((f: { id: number }) => f.id === files.video.id);
    expect(video.thumbnail_url).toBe(`/device/content/${files.video.id}/thumbnail`);
  });

  it('gives a box with no realm an empty manifest, and refuses a request with no device key', async () => {
    expect((await asBox(keys.noRealm, '/device/content')).json()).toEqual({ realm: null, files: [] });
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/device/content' });
    expect(anonymous.statusCode).toBe(401);
    const user = await ctx.app.inject({
      method: 'GET',
      url: '/device/content',
      headers: bearer(world.mine.tokens.access),
    });
    expect(user.statusCode).toBe(401);
  });
});

describe('GET /device/content/{id}', () => {
  it('serves a file of the manifest, whole and by range, and its thumbnail', async () => {
    const whole = await asBox(keys.inRealm, `/device/content/${files.enabled.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(SAMPLES.pdf)).toBe(true);
    const part = await asBox(keys.inRealm, `/device/content/${files.video.id}`, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const thumb = await asBox(keys.inRealm, `/device/content/${files.video.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.equals(SAMPLES.png)).toBe(true);
    expect((await asBox(keys.inRealm, `/device/content/${files.enabled.id}/thumbnail`)).statusCode).toBe(404);
  });

  it("answers 404 for a Disabled file, another realm's file and another partner's file", async () => {
    for (const [key, id, what] of [
      [keys.inRealm, files.disabled.id, 'disabled'],
      [keys.inRealm, files.otherRealm.id, 'another realm'],
      [keys.inRealm, files.theirs.id, 'another partner'],
      [keys.otherRealm, files.enabled.id, 'a box of another realm'],
      [keys.noRealm, files.enabled.id, 'a box with no realm'],
      [keys.theirs, files.enabled.id, "another partner's box"],
    ] as const) {
      const res = await asBox(key, `/device/content/${id}`);
      expect(res.statusCode, what).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
  });
});
