import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVERT_MAX_IMAGE_BYTES, ADVERT_TEXTS as T } from '@ared/contract/adverts';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { adverts } from '../src/db/schema';
import { insertAdvert } from './helpers/advert-world';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import sharp from 'sharp';
import { PHONE_IMAGE_FAILED, PHONE_IMAGE_WIDTH } from '../src/lib/phone-image';
import { jpegOf, mp4Of, samplePng, webmOf } from './helpers/media-fixtures';
import { formBody, insertRealm, postForm, storedFiles } from './helpers/media-world';
import { posterOf } from './helpers/real-images';
import type { FormFile } from './helpers/multipart';
import { bearer, requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const token = () => world.mine.tokens.access;
const as = (...args: Parameters<ReturnType<typeof requester>>) => requester(ctx, token)(...args);
const post = (fields: Record<string, string>, files: FormFile[] = [], t = token()) =>
  postForm(ctx, '/v1/verts/', t, fields, files);
const patch = (id: number, fields: Record<string, string>, files: FormFile[] = [], t = token()) => {
  const { body, contentType } = formBody(fields, files);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/v1/verts/${id}/`,
    payload: body,
    headers: { ...bearer(t), 'content-type': contentType },
  });
};
const file = (content: Buffer, name = 'advert.png', type = 'image/png'): FormFile => ({
  field: 'file',
  name,
  type,
  content,
});
const LANDSCAPE_PNG = samplePng(340, 200);
const PORTRAIT_PNG = samplePng(200, 340);
const form = (overrides: Record<string, string> = {}) => ({
  title: 'Happy hour',
  short_description: 'Two drinks for one, 5 to 7 pm',
  ad_type: 'Image',
  realm: String(world.mine.realm.id),
  is_active: 'true',
  ...overrides,
});
const rowsOf = async (partnerId: number) =>
  ctx.db.select().from(adverts).where(eq(adverts.partnerId, partnerId));
/** Nothing stored: no advert row more and no file more than before. */
async function expectNothingStored(run: () => Promise<void>) {
  const rows = (await rowsOf(world.mine.partner.id)).length;
  const files = storedFiles(ctx);
  await run();
  expect((await rowsOf(world.mine.partner.id)).length).toBe(rows);
  expect(storedFiles(ctx)).toEqual(files);
}

describe('POST /v1/verts/', () => {
  it('adds an Image advert, its file in the public adverts folder (no token needed), its size kept', async () => {
    const upload = await posterOf(340, 200, 'png', { flat: true });
    const res = await post(form(), [file(upload)]);
    expect(res.statusCode, res.body).toBe(201);
    const advert = res.json();
    expect(advert).toMatchObject({
      title: 'Happy hour',
      short_description: 'Two drinks for one, 5 to 7 pm',
      ad_type: 'Image',
      realm: { id: world.mine.realm.id, name: world.mine.realm.name },
      is_active: true,
      status: 'Enabled',
      youtube_url: null,
      start_date: null,
      end_date: null,
      partner: world.mine.partner.id,
      width: 340,
      height: 200,
    });
    // A small flat picture is already smaller than its JPEG: kept as it came.
    expect(advert.file).toMatch(/^\/media\/adverts\/[A-Za-z0-9_-]+\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: advert.file });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(upload)).toBe(true);
    const [row] = await ctx.db.select().from(adverts).where(eq(adverts.id, advert.id));
    expect(row).toMatchObject({ width: 340, height: 200, partnerId: world.mine.partner.id });
  });

  it.each([
    ['JPG', 'jpeg', 1920, 1080],
    ['GIF', 'gif', 640, 360],
    ['WEBP', 'webp', 1280, 720],
  ] as const)(
    'takes a landscape %s image, kept for phones as a JPEG at most 800 px wide',
    async (_n, format, w, h) => {
      const content = await posterOf(w, h, format);
      const res = await post(form(), [file(content, 'advert.bin', 'application/octet-stream')]);
      expect(res.statusCode, res.body).toBe(201);
      const width = Math.min(w, PHONE_IMAGE_WIDTH);
      expect(res.json()).toMatchObject({ width, height: Math.round((h * width) / w) });
      expect(res.json().file).toMatch(/\.jpg$/);
    },
  );

  it('adds Video adverts from MP4 (moov first or last) and WebM, with their sizes', async () => {
    for (const [content, ext, size] of [
      [mp4Of(1280, 720), 'mp4', [1280, 720]],
      [mp4Of(1920, 1080, { moovLast: true, mdatBytes: 3 * 1024 * 1024 }), 'mp4', [1920, 1080]],
      [webmOf(854, 480), 'webm', [854, 480]],
    ] as const) {
      const res = await post(form({ ad_type: 'Video' }), [file(content, 'clip', 'video/mp4')]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ad_type: 'Video', width: size[0], height: size[1] });
      expect(res.json().file).toMatch(new RegExp(`\\.${ext}$`));
      const served = await ctx.app.inject({ method: 'GET', url: res.json().file });
      expect(served.rawPayload.equals(content)).toBe(true);
    }
  });

  it('adds a Link advert with a YouTube video link and no file', async () => {
    const res = await post(form({ ad_type: 'Link', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ad_type: 'Link',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      file: null,
      width: null,
      height: null,
    });
  });

  it("answers every missing field in the spec's words, storing nothing", async () => {
    await expectNothingStored(async () => {
      const res = await post({}, [file(LANDSCAPE_PNG)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        title: [T.titleRequired],
        short_description: [T.descriptionRequired],
        ad_type: [T.typeRequired],
        realm: [T.realmRequired],
        is_active: [T.activeRequired],
      });
      const blanks = await post(form({ title: '  ', short_description: '' }));
      expect(blanks.json()).toMatchObject({
        title: [T.titleRequired],
        short_description: [T.descriptionRequired],
      });
    });
  });

  it('needs the file of an Image or Video advert, and the YouTube video link of a Link one', async () => {
    await expectNothingStored(async () => {
      for (const type of ['Image', 'Video']) {
        const res = await post(form({ ad_type: type }));
        expect(res.statusCode).toBe(400);
        expect(res.json().file).toEqual([T.fileRequired]);
      }
      const noLink = await post(form({ ad_type: 'Link' }));
      expect(noLink.statusCode).toBe(400);
      expect(noLink.json().youtube_url).toEqual([T.youtubeRequired]);
      for (const link of [
        'https://vimeo.com/1234',
        'https://www.youtube.com/@channel',
        'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      ]) {
        const bad = await post(form({ ad_type: 'Link', youtube_url: link }));
        expect(bad.statusCode, link).toBe(400);
        expect(bad.json().youtube_url).toEqual([T.youtubeInvalid]);
      }
      const withFile = await post(form({ ad_type: 'Link', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }), [
        file(LANDSCAPE_PNG),
      ]);
      expect(withFile.statusCode).toBe(400);
      expect(withFile.json().file).toEqual([T.linkHasNoFile]);
    });
  });

  // Repeated: a file refused on its first bytes raced the store's clean-up (a .part left behind, seen
  // under load on PostgreSQL); 30 runs caught it most times before the fix in the local store.
  it(
    'refuses a portrait image or video (width/height under 1.7) with the Portrait message, storing nothing',
    { repeats: 30 },
    async () => {
      await expectNothingStored(async () => {
        for (const [type, content] of [
          ['Image', PORTRAIT_PNG],
          ['Image', samplePng(169, 100)],
          ['Image', jpegOf(4000, 3000, { orientation: 6 })],
          ['Image', samplePng(400, 300)],
          ['Video', mp4Of(720, 1280)],
          ['Video', mp4Of(720, 1280, { moovLast: true, mdatBytes: 2 * 1024 * 1024 })],
          ['Video', mp4Of(1920, 1080, { quarterTurn: true })],
          ['Video', webmOf(480, 854)],
        ] as const) {
          const res = await post(form({ ad_type: type }), [file(content)]);
          expect(res.statusCode, `${type} ${res.body}`).toBe(400);
          expect(res.json().file).toEqual([T.portrait]);
        }
      });
      const edge = await post(form(), [file(samplePng(170, 100))]);
      expect(edge.statusCode, edge.body).toBe(201);
    },
  );

  it('checks files by content: a script named .png, an SVG, a picture sent as a video, a video without a size', async () => {
    await expectNothingStored(async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"/>');
      for (const [type, content, name] of [
        ['Image', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'advert.png'],
        ['Image', svg, 'advert.svg'],
        ['Image', svg, 'advert.png'],
        ['Image', mp4Of(1280, 720), 'advert.png'],
        ['Video', LANDSCAPE_PNG, 'clip.mp4'],
        ['Video', mp4Of(1280, 720, { noVideo: true }), 'clip.mp4'],
        ['Image', Buffer.alloc(0), 'empty.png'],
      ] as const) {
        const res = await post(form({ ad_type: type }), [file(content, name)]);
        expect(res.statusCode, `${type} ${name}: ${res.body}`).toBe(400);
        expect(res.json().file, name).toHaveLength(1);
      }
      const sizeless = await post(form({ ad_type: 'Video' }), [file(mp4Of(1280, 720, { noVideo: true }))]);
      expect(sizeless.json().file).toEqual([T.sizeUnknown]);
    });
  });

  it('refuses an image past 5 MB with 413, storing nothing', async () => {
    await expectNothingStored(async () => {
      const big = Buffer.concat([LANDSCAPE_PNG, Buffer.alloc(ADVERT_MAX_IMAGE_BYTES)]);
      const res = await post(form(), [file(big)]);
      expect(res.statusCode).toBe(413);
    });
  });

  it('takes both dates or none, the end after the start', async () => {
    await expectNothingStored(async () => {
      const start = await post(form({ start_date: '2026-03-01' }), [file(LANDSCAPE_PNG)]);
      expect(start.statusCode).toBe(400);
      expect(start.json().end_date).toEqual([T.bothDates]);
      const end = await post(form({ start_date: '', end_date: '2026-03-01' }), [file(LANDSCAPE_PNG)]);
      expect(end.json().start_date).toEqual([T.bothDates]);
      for (const [s, e] of [
        ['2026-03-10', '2026-03-01'],
        ['2026-03-10', '2026-03-10'],
      ]) {
        const res = await post(form({ start_date: s!, end_date: e! }), [file(LANDSCAPE_PNG)]);
        expect(res.statusCode).toBe(400);
        expect(res.json().end_date).toEqual([T.endAfterStart]);
      }
      const impossible = await post(form({ start_date: '2026-02-30', end_date: '2026-03-10' }));
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().start_date).toBeDefined();
    });
    const res = await post(form({ start_date: '2026-03-01', end_date: '2026-03-31' }), [file(LANDSCAPE_PNG)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ start_date: '2026-03-01', end_date: '2026-03-31' });
  });

  it("refuses another partner's realm or partner with 404, storing nothing", async () => {
    await expectNothingStored(async () => {
      const realm = await post(form({ realm: String(world.theirs.realm.id) }), [file(LANDSCAPE_PNG)]);
      expect(realm.statusCode).toBe(404);
      const partner = await post(form({ partner: String(world.theirs.partner.id) }), [file(LANDSCAPE_PNG)]);
      expect(partner.statusCode).toBe(404);
    });
    const own = await post(form({ partner: String(world.mine.partner.id) }), [file(LANDSCAPE_PNG)]);
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('advert pictures for phones (issue 29 §5, decision 053)', () => {
  const served = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('stores a large PNG as an 800 px JPEG a fraction of its size, and keeps nothing else', async () => {
    const upload = await posterOf(2400, 1350, 'png');
    expect(upload.length).toBeGreaterThan(1_000_000);
    const before = storedFiles(ctx);
    const res = await post(form(), [file(upload)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 800, height: 450 });
    const picture = await served(res.json().file);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.length).toBeLessThan(upload.length / 10);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 800, height: 450 });
    // The upload's own bytes are gone: one new file, the phone-sized one.
    const added = storedFiles(ctx).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.jpg$/);
  });

  it('turns a phone photo upright by its EXIF orientation', async () => {
    const sideways = await sharp(await posterOf(540, 960, 'png'))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await post(form(), [file(sideways, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 800, height: 450 });
    const picture = await served(res.json().file);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 800, height: 450 });
  });

  it('refuses a picture whose header reads right but whose pixels cannot be decoded, storing nothing', async () => {
    await expectNothingStored(async () => {
      const res = await post(form(), [file(jpegOf(1920, 1080), 'advert.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().file).toEqual([PHONE_IMAGE_FAILED]);
    });
  });

  it('makes a replacement picture phone-sized too, and deletes the one it replaces', async () => {
    const first = await post(form(), [file(LANDSCAPE_PNG)]);
    const id = first.json().id as number;
    const res = await patch(id, {}, [file(await posterOf(1600, 900, 'webp'))]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 800, height: 450 });
    expect((await served(res.json().file)).headers['content-type']).toBe('image/jpeg');
    expect((await served(first.json().file)).statusCode).toBe(404);
  });
});

describe('GET /v1/verts/', () => {
  it("lists the partner's adverts newest first, by realm, by search, paginated; never another partner's", async () => {
    const partner = await createPartner(ctx.db, { name: 'List Net' });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const t = (await signInWithOtp(ctx, admin.email)).access;
    const lobby = await insertRealm(ctx, partner.id, 'Lobby');
    const pool = await insertRealm(ctx, partner.id, 'Pool');
    for (let i = 0; i < 12; i += 1)
      await insertAdvert(ctx, {
        partnerId: partner.id,
        realmId: i < 9 ? lobby.id : pool.id,
        title: `Advert ${String(i).padStart(2, '0')}`,
        created: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    await insertAdvert(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'theirs',
    });
    const first = await as('GET', `/v1/verts/?partner=${partner.id}`, undefined, t);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().count).toBe(12);
    expect(first.json().results).toHaveLength(10);
    expect(first.json().results[0]).toMatchObject({
      title: 'Advert 11',
      realm: { id: pool.id, name: 'Pool' },
    });
    const second = (await as('GET', '/v1/verts/?page=2', undefined, t)).json();
    expect(second.results.map((a: { title: string }) => a.title)).toEqual(['Advert 01', 'Advert 00']);
    const byRealm = (await as('GET', `/v1/verts/?realm=${pool.id}`, undefined, t)).json();
    expect(byRealm.count).toBe(3);
    const bySearch = (await as('GET', '/v1/verts/?search=advert 0', undefined, t)).json();
    expect(bySearch.count).toBe(10);
    const all = (await as('GET', '/v1/verts/?page_size=50', undefined, t)).body;
    expect(all).not.toMatch(/theirs/);
    expect((await as('GET', `/v1/verts/?realm=${world.theirs.realm.id}`, undefined, t)).statusCode).toBe(404);
    expect((await as('GET', `/v1/verts/?partner=${world.theirs.partner.id}`, undefined, t)).statusCode).toBe(
      404,
    );
  });
});

describe('one advert: GET, PATCH, DELETE', () => {
  const create = async (overrides: Record<string, string> = {}, content: Buffer | null = LANDSCAPE_PNG) => {
    const res = await post(form(overrides), content ? [file(content)] : []);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; file: string | null };
  };

  it('reads one advert', async () => {
    const { id } = await create({ title: 'Read me', is_active: 'false' });
    const res = await as('GET', `/v1/verts/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Read me', is_active: false, status: 'Disabled' });
  });

  it('changes only the fields sent, keeps the file when none is sent', async () => {
    const advert = await create();
    const res = await patch(advert.id, { title: 'Renamed', is_active: 'false' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      short_description: 'Two drinks for one, 5 to 7 pm',
      is_active: false,
      file: advert.file,
    });
  });

  it('replaces the file and deletes the old bytes; a portrait replacement changes nothing', async () => {
    const advert = await create();
    await expectNothingStored(async () => {
      const portrait = await patch(advert.id, { title: 'Portrait' }, [file(PORTRAIT_PNG)]);
      expect(portrait.statusCode).toBe(400);
      expect(portrait.json().file).toEqual([T.portrait]);
    });
    expect((await as('GET', `/v1/verts/${advert.id}/`)).json()).toMatchObject({
      title: 'Happy hour',
      file: advert.file,
    });
    const res = await patch(advert.id, { ad_type: 'Video' }, [
      file(mp4Of(1280, 720), 'clip.mp4', 'video/mp4'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ad_type: 'Video', width: 1280, height: 720 });
    expect(res.json().file).toMatch(/\.mp4$/);
    expect((await ctx.app.inject({ method: 'GET', url: advert.file! })).statusCode).toBe(404);
  });

  it('checks the advert it makes: a type change needs its file or link; a Link drops its file', async () => {
    const advert = await create();
    const toVideo = await patch(advert.id, { ad_type: 'Video' });
    expect(toVideo.statusCode).toBe(400);
    expect(toVideo.json().file).toEqual([T.fileRequired]);
    const toLink = await patch(advert.id, { ad_type: 'Link' });
    expect(toLink.json().youtube_url).toEqual([T.youtubeRequired]);
    const link = await patch(advert.id, {
      ad_type: 'Link',
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ ad_type: 'Link', file: null, width: null });
    expect((await ctx.app.inject({ method: 'GET', url: advert.file! })).statusCode).toBe(404);
    const back = await patch(link.json().id, { ad_type: 'Image' });
    expect(back.json().file).toEqual([T.fileRequired]);
  });

  it('changes dates only in pairs; both empty clears them', async () => {
    const advert = await create({ start_date: '2026-03-01', end_date: '2026-03-31' });
    const one = await patch(advert.id, { end_date: '2026-04-30' });
    expect(one.statusCode).toBe(400);
    expect(one.json().start_date).toEqual([T.bothDates]);
    const order = await patch(advert.id, { start_date: '2026-05-01', end_date: '2026-04-30' });
    expect(order.json().end_date).toEqual([T.endAfterStart]);
    const moved = await patch(advert.id, { start_date: '2026-04-01', end_date: '2026-04-30' });
    expect(moved.json()).toMatchObject({ start_date: '2026-04-01', end_date: '2026-04-30' });
    const cleared = await patch(advert.id, { start_date: '', end_date: '' });
    expect(cleared.json()).toMatchObject({ start_date: null, end_date: null });
  });

  it('moves an advert to another of its realms, never to another partner’s', async () => {
    const advert = await create();
    const other = await insertRealm(ctx, world.mine.partner.id, 'mine Terrace');
    const moved = await patch(advert.id, { realm: String(other.id) });
    expect(moved.json().realm).toEqual({ id: other.id, name: 'mine Terrace' });
    const theirs = await patch(advert.id, { realm: String(world.theirs.realm.id) });
    expect(theirs.statusCode).toBe(404);
    expect((await as('GET', `/v1/verts/${advert.id}/`)).json().realm.id).toBe(other.id);
  });

  it('deletes the advert and its stored bytes', async () => {
    const advert = await create();
    const res = await as('DELETE', `/v1/verts/${advert.id}/`);
    expect(res.statusCode).toBe(204);
    expect((await as('GET', `/v1/verts/${advert.id}/`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: advert.file! })).statusCode).toBe(404);
    expect((await as('DELETE', `/v1/verts/${advert.id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another partner's advert on GET, PATCH and DELETE, changing nothing", async () => {
    const theirs = await insertAdvert(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'Theirs',
    });
    const url = `/v1/verts/${theirs.id}/`;
    expect((await as('GET', url)).statusCode).toBe(404);
    expect((await patch(theirs.id, { title: 'Hijack' })).statusCode).toBe(404);
    expect((await patch(theirs.id, {}, [file(LANDSCAPE_PNG)])).statusCode).toBe(404);
    expect((await as('DELETE', url)).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(adverts).where(eq(adverts.id, theirs.id));
    expect(row).toEqual(theirs);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${theirs.fileKey}` })).statusCode).toBe(200);
  });
});

describe('roles and plans', () => {
  it('lets partner staff add, change and delete adverts (daily operations, decision 030)', async () => {
    const staff = (await signInWithOtp(ctx, world.mine.staff.email)).access;
    const res = await post(form({ title: 'By staff' }), [file(LANDSCAPE_PNG)], staff);
    expect(res.statusCode, res.body).toBe(201);
    expect((await patch(res.json().id, { title: 'Staff edit' }, [], staff)).statusCode).toBe(200);
    expect((await as('DELETE', `/v1/verts/${res.json().id}/`, undefined, staff)).statusCode).toBe(204);
  });

  it('refuses the Kiosk plan on every call', async () => {
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const realm = await insertRealm(ctx, kiosk.id, 'Kiosk realm');
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const t = (await signInWithOtp(ctx, admin.email)).access;
    const advert = await insertAdvert(ctx, { partnerId: kiosk.id, realmId: realm.id, title: 'Kiosk' });
    for (const res of [
      await as('GET', '/v1/verts/', undefined, t),
      await as('GET', `/v1/verts/${advert.id}/`, undefined, t),
      await post(form({ realm: String(realm.id) }), [file(LANDSCAPE_PNG)], t),
      await patch(advert.id, { title: 'Kiosk' }, [], t),
      await as('DELETE', `/v1/verts/${advert.id}/`, undefined, t),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });
});
