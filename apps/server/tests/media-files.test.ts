import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { mediaFiles } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { expectCountsExact } from './helpers/kept-counts';
import {
  SAMPLES,
  formBody,
  insertCategory,
  insertMediaFile,
  insertRealm,
  postForm,
  storedFiles,
} from './helpers/media-world';
import { multipartBody } from './helpers/multipart';
import { bearer, requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let category: { id: number };
let smeRealm: { id: number };
let smeCategory: { id: number };
let theirCategory: { id: number };

beforeAll(async () => {
  // A small image limit, to test the 413 without sending megabytes.
  ctx = await createTestContext({ MEDIA_MAX_IMAGE_BYTES: '4096' });
  world = await twoPartners(ctx);
  category = await insertCategory(ctx, world.mine.partner.id, world.mine.realm.id, 'Posters');
  smeRealm = await insertRealm(ctx, world.mine.partner.id, 'mine Cafe Wi-Fi', world.mine.sme.id);
  smeCategory = await insertCategory(ctx, world.mine.partner.id, smeRealm.id, 'Menus');
  theirCategory = await insertCategory(ctx, world.theirs.partner.id, world.theirs.realm.id, 'theirs cat');
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const token = () => world.mine.tokens.access;

const fieldsFor = (overrides: Record<string, string> = {}) => ({
  realm: String(world.mine.realm.id),
  category: String(category.id),
  file_type: 'Image',
  status: 'Enabled',
  description: 'A poster',
  ...overrides,
});
const png = (name = 'poster.png', content = SAMPLES.png) => ({
  field: 'file',
  name,
  type: 'image/png',
  content,
});
const upload = (fields: Record<string, string>, files = [png()]) =>
  postForm(ctx, '/v1/files/', token(), fields, files);

/** Runs a refused upload and checks that it left no bytes and no row behind. */
async function expectRefusedLeavingNothing<R extends { statusCode: number; body: string }>(
  send: () => Promise<R>,
  status: number,
): Promise<R> {
  const filesBefore = storedFiles(ctx);
  const rowsBefore = (await ctx.db.select().from(mediaFiles)).length;
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(storedFiles(ctx)).toEqual(filesBefore);
  expect((await ctx.db.select().from(mediaFiles)).length).toBe(rowsBefore);
  return res;
}

describe('POST /v1/files/', () => {
  it('stores an image checked by content and answers 201 with the file', async () => {
    const res = await upload(fieldsFor({ original_file_name: 'Welcome.png', title: 'Welcome' }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      file_type: 'Image',
      realm: world.mine.realm.id,
      realm_name: 'mine Realm',
      category: category.id,
      category_name: 'Posters',
      status: 'Enabled',
      is_active: true,
      original_file_name: 'Welcome.png',
      name: 'Welcome',
      sme: null,
      size: SAMPLES.png.length,
      content_type: 'image/png',
      file: `/v1/files/${body.id}/download/`,
    });
    expect(body.checksum).toMatch(/^[0-9a-f]{64}$/);
    // An image's thumbnail is generated (WebP, at most 320 px).
    expect(body.thumbnail).toBe(`/v1/files/${body.id}/thumbnail/`);
    const thumb = await as('GET', body.thumbnail);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it("names a file without a name field by the client's file name, less what text cannot hold", async () => {
    const res = await upload(fieldsFor({ title: 'Nameless' }), [png('../No\u0000name\u0007.png')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().original_file_name).toBe('Noname.png');
  });

  it("takes the main file from a finished resumable upload (upload = its id), only the partner's own", async () => {
    const TUS = { 'tus-resumable': '1.0.0' };
    const createUpload = async (tokenOf: string, content: Buffer, name: string) => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/v1/uploads/',
        headers: {
          ...TUS,
          ...bearer(tokenOf),
          'upload-length': String(content.length),
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.headers.location!.split('/').at(-1)!;
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/uploads/${id}`,
        headers: {
          ...TUS,
          ...bearer(tokenOf),
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: content,
      });
      expect(patched.statusCode, patched.body).toBe(204);
      return id;
    };
    const mine = await createUpload(token(), SAMPLES.pdf, 'Big guide.pdf');
    const res = await upload(fieldsFor({ file_type: 'Document', upload: mine }), []);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ original_file_name: 'Big guide.pdf', size: SAMPLES.pdf.length });
    expect((await as('GET', res.json().file)).rawPayload.equals(SAMPLES.pdf)).toBe(true);
    const theirs = await createUpload(world.theirs.tokens.access, SAMPLES.pdf, 'theirs.pdf');
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ file_type: 'Document', upload: theirs }), []),
      404,
    );
    const wrongType = await createUpload(token(), SAMPLES.exe, 'setup.pdf');
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ file_type: 'Document', upload: wrongType }), []),
      400,
    );
  });

  it('stores a video with its thumbnail; the thumbnail is served', async () => {
    const res = await upload(
      fieldsFor({ file_type: 'Video', original_file_name: 'Tour.mp4', original_thumbnail_name: 'tour.png' }),
      [
        { field: 'file', name: 'tour.mp4', type: 'video/mp4', content: SAMPLES.mp4 },
        { field: 'thumbnail', name: 'tour.png', type: 'image/png', content: SAMPLES.png },
      ],
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ file_type: 'Video', original_thumbnail_name: 'tour.png' });
    expect(body.thumbnail).toBe(`/v1/files/${body.id}/thumbnail/`);
    const thumb = await as('GET', body.thumbnail);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.equals(SAMPLES.png)).toBe(true);
  });

  it('names the ordering rule when the file part comes before the text fields, and stores nothing', async () => {
    const { body, contentType } = multipartBody(fieldsFor({ title: 'Files first' }), [png()], {
      filesFirst: true,
    });
    const res = await expectRefusedLeavingNothing(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/files/',
          payload: body,
          headers: { ...bearer(token()), 'content-type': contentType },
        }),
      400,
    );
    expect(res.json()).toEqual({ detail: 'Send the text fields before the files.' });
  });

  it("answers '<Field> field is required' for every missing field, before storing anything", async () => {
    const res = await expectRefusedLeavingNothing(() => upload({}), 400);
    expect(res.json()).toEqual({
      file_type: ['Media Type field is required'],
      realm: ['Realm field is required'],
      category: ['Category field is required'],
      description: ['Description field is required'],
    });
    const noFile = await expectRefusedLeavingNothing(() => upload(fieldsFor(), []), 400);
    expect(noFile.json()).toEqual({ file: ['Main File field is required'] });
  });

  it('refuses a Video without a thumbnail, leaving nothing stored', async () => {
    const res = await expectRefusedLeavingNothing(
      () =>
        upload(fieldsFor({ file_type: 'Video', original_file_name: 'nothumb.mp4' }), [
          { field: 'file', name: 'nothumb.mp4', type: 'video/mp4', content: SAMPLES.mp4 },
        ]),
      400,
    );
    expect(res.json()).toEqual({ thumbnail: ['Thumbnail File field is required'] });
  });

  it('refuses a thumbnail that is not png, jpg or gif by content', async () => {
    await expectRefusedLeavingNothing(
      () =>
        upload(fieldsFor({ file_type: 'Video', original_file_name: 'pdfthumb.mp4' }), [
          { field: 'file', name: 'pdfthumb.mp4', type: 'video/mp4', content: SAMPLES.mp4 },
          { field: 'thumbnail', name: 'thumb.png', type: 'image/png', content: SAMPLES.pdf },
        ]),
      400,
    );
  });

  it("refuses 'Main file: <name> already exists' among the partner's Enabled files, and the thumbnail's", async () => {
    const main = await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ original_file_name: 'Welcome.png' })),
      400,
    );
    expect(main.json()).toEqual({ detail: 'Main file: Welcome.png already exists' });
    const thumb = await expectRefusedLeavingNothing(
      () =>
        upload(
          fieldsFor({
            file_type: 'Video',
            original_file_name: 'Other.mp4',
            original_thumbnail_name: 'tour.png',
          }),
          [
            { field: 'file', name: 'other.mp4', type: 'video/mp4', content: SAMPLES.mp4 },
            { field: 'thumbnail', name: 'tour.png', type: 'image/png', content: SAMPLES.png },
          ],
        ),
      400,
    );
    expect(thumb.json()).toEqual({ detail: 'Thumbnail file: tour.png already exists' });
  });

  it('allows a name another partner uses, or that only a Disabled file has', async () => {
    await insertMediaFile(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      name: 'Shared.png',
    });
    expect((await upload(fieldsFor({ original_file_name: 'Shared.png' }))).statusCode).toBe(201);
    await insertMediaFile(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      name: 'Retired.png',
      status: 'Disabled',
    });
    expect((await upload(fieldsFor({ original_file_name: 'Retired.png' }))).statusCode).toBe(201);
  });

  it('refuses a renamed executable as a PNG, an empty file, and content of another Media Type', async () => {
    const exe = await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ original_file_name: 'setup.png' }), [png('setup.png', SAMPLES.exe)]),
      400,
    );
    expect(exe.json().detail).toMatch(/^Main file: /);
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ original_file_name: 'empty.png' }), [png('empty.png', Buffer.alloc(0))]),
      400,
    );
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ file_type: 'Document', original_file_name: 'img.pdf' }), [png('img.pdf')]),
      400,
    );
  });

  it("refuses a file over its type's limit with 413", async () => {
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(8192, 7)]);
    const res = await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ original_file_name: 'big.png' }), [png('big.png', big)]),
      413,
    );
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('refuses a truncated multipart body with 400', async () => {
    const { body, contentType } = formBody(fieldsFor({ original_file_name: 'cut.png' }), [
      png('cut.png', Buffer.concat([SAMPLES.png, Buffer.alloc(2000, 1)])),
    ]);
    await expectRefusedLeavingNothing(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/files/',
          payload: body.subarray(0, body.length - 600),
          headers: { ...bearer(token()), 'content-type': contentType },
        }),
      400,
    );
  });

  it('refuses text fields sent after the files, and a JSON body', async () => {
    const { body, contentType } = formBody({}, [png('late.png')]);
    const late = Buffer.concat([
      body.subarray(0, body.length - '------ared-media-boundary--\r\n'.length),
      formBody(fieldsFor()).body,
    ]);
    await expectRefusedLeavingNothing(
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/files/',
          payload: late,
          headers: { ...bearer(token()), 'content-type': contentType },
        }),
      400,
    );
    expect((await as('POST', '/v1/files/', fieldsFor())).statusCode).toBeGreaterThanOrEqual(400);
  });

  it("never uses a client's name as a path: '../../x' is shown, the key is random", async () => {
    const res = await upload(fieldsFor(), [png('../../x.png')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().original_file_name).toBe('x.png');
    const named = await upload(fieldsFor({ original_file_name: '../../etc/passwd' }), [png('y.png')]);
    expect(named.statusCode).toBe(201);
    expect(named.json().original_file_name).toBe('../../etc/passwd');
    const [row] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, named.json().id));
    expect(row!.fileKey).toMatch(/^offline\/[A-Za-z0-9_-]+\.png$/);
    expect(storedFiles(ctx).every((f) => /^(offline|thumbnails)\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(f))).toBe(
      true,
    );
  });

  it("answers 404 for another partner's realm or category; 400 for a category of another realm", async () => {
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ realm: String(world.theirs.realm.id), original_file_name: 'a.png' })),
      404,
    );
    await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ category: String(theirCategory.id), original_file_name: 'b.png' })),
      404,
    );
    const wrongRealm = await expectRefusedLeavingNothing(
      () => upload(fieldsFor({ category: String(smeCategory.id), original_file_name: 'c.png' })),
      400,
    );
    expect(wrongRealm.json()).toEqual({ category: ['The category does not belong to this realm.'] });
  });
});

describe('concurrent uploads of one name', () => {
  it('stores exactly one of 8 uploads of the same name at once; the others leave nothing', async () => {
    const filesBefore = storedFiles(ctx).length;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(fieldsFor({ original_file_name: 'Race.png' }))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of results.filter((r) => r.statusCode === 400))
      expect(refused.json()).toEqual({ detail: 'Main file: Race.png already exists' });
    // The one stored file and its generated thumbnail.
    expect(storedFiles(ctx).length).toBe(filesBefore + 2);
    const rows = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.originalFileName, 'Race.png'));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /v1/files/', () => {
  it('lists by realm side (realm__partner, realm__sme__partner), SME, realm, status, type and search', async () => {
    const partnerId = world.mine.partner.id;
    await insertMediaFile(ctx, {
      partnerId,
      realmId: smeRealm.id,
      smeId: world.mine.sme.id,
      categoryId: smeCategory.id,
      name: 'Cafe menu.pdf',
    });
    const own = (await as('GET', `/v1/files/?realm__partner=${partnerId}&status=Enabled`)).json();
    expect(own.count).toBeGreaterThan(0);
    expect(own.results.every((f: { sme: unknown }) => f.sme === null)).toBe(true);
    const sme = (await as('GET', `/v1/files/?realm__sme__partner=${partnerId}&status=Enabled`)).json();
    expect(sme.results.map((f: { original_file_name: string }) => f.original_file_name)).toEqual([
      'Cafe menu.pdf',
    ]);
    expect(sme.results[0].sme).toEqual({ id: world.mine.sme.id, name: 'mine Cafe' });
    expect((await as('GET', `/v1/files/?realm__sme=${world.mine.sme.id}`)).json().count).toBe(1);
    expect((await as('GET', `/v1/files/?realm=${smeRealm.id}&status=Enabled`)).json().count).toBe(1);
    expect((await as('GET', '/v1/files/?file_type=Video')).json().count).toBe(1);
    expect((await as('GET', '/v1/files/?search=cafe')).json().count).toBe(1);
    expect((await as('GET', '/v1/files/?search=wi-fi')).json().count).toBe(1);
    const all = (await as('GET', '/v1/files/')).json();
    const disabled = (await as('GET', '/v1/files/?status=Disabled')).json();
    const enabled = (await as('GET', '/v1/files/?status=Enabled')).json();
    expect(all.count).toBe(enabled.count + disabled.count);
    expect(disabled.count).toBe(1);
    await expectCountsExact(ctx.db);
  });

  it('lists newest first and pages on the server', async () => {
    const page = (await as('GET', '/v1/files/?page_size=2')).json();
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
    const created = page.results.map((f: { created: string }) => f.created);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("never shows another partner's files; naming its partner, realm, SME or category answers 404", async () => {
    expect((await as('GET', '/v1/files/?page_size=100')).body).not.toMatch(/theirs/);
    for (const query of [
      `realm__partner=${world.theirs.partner.id}`,
      `realm__sme__partner=${world.theirs.partner.id}`,
      `realm=${world.theirs.realm.id}`,
      `realm__sme=${world.theirs.sme.id}`,
      `category=${theirCategory.id}`,
    ])
      expect((await as('GET', `/v1/files/?${query}`)).statusCode, query).toBe(404);
  });
});

describe('PATCH, DELETE and downloads', () => {
  it("disables a file ('deleted' → Disabled): it leaves the Enabled list and its name is free again", async () => {
    const created = (await upload(fieldsFor({ original_file_name: 'Temp.png' }))).json();
    const res = await as('PATCH', `/v1/files/${created.id}/`, { status: 'Disabled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Disabled', is_active: false });
    const enabled = (await as('GET', '/v1/files/?status=Enabled&page_size=100')).json();
    expect(enabled.results.map((f: { id: number }) => f.id)).not.toContain(created.id);
    const again = await upload(fieldsFor({ original_file_name: 'Temp.png' }));
    expect(again.statusCode).toBe(201);
    const clash = await as('PATCH', `/v1/files/${created.id}/`, { status: 'Enabled' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ detail: 'Main file: Temp.png already exists' });
    expect((await as('PATCH', `/v1/files/${created.id}/`, { status: 'Gone' })).statusCode).toBe(400);
    await expectCountsExact(ctx.db);
  });

  it('downloads with the spec name, and ranges (206)', async () => {
    const created = (await upload(fieldsFor({ original_file_name: 'Range.png' }))).json();
    const res = await as('GET', created.file);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="file.png"');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(SAMPLES.png)).toBe(true);
    const part = await ctx.app.inject({
      method: 'GET',
      url: created.file,
      headers: { ...bearer(token()), range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(SAMPLES.png.subarray(0, 8))).toBe(true);
  });

  it("answers 404 to another partner's file: details, download, thumbnail, patch and delete", async () => {
    const theirs = await insertMediaFile(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      name: 'theirs.pdf',
      withThumbnail: true,
    });
    for (const [method, url, body] of [
      ['GET', `/v1/files/${theirs.id}/`],
      ['GET', `/v1/files/${theirs.id}/download/`],
      ['GET', `/v1/files/${theirs.id}/thumbnail/`],
      ['PATCH', `/v1/files/${theirs.id}/`, { status: 'Disabled' }],
      ['DELETE', `/v1/files/${theirs.id}/`],
    ] as const) {
      const res = await as(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
    const [row] = await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, theirs.id));
    expect(row!.status).toBe('Enabled');
    expect(await ctx.app.deps.files.open(theirs.fileKey)).not.toBeNull();
  });

  it('deletes a file and its stored bytes (main and thumbnail)', async () => {
    const file = await insertMediaFile(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      name: 'bye.pdf',
      withThumbnail: true,
    });
    expect((await as('DELETE', `/v1/files/${file.id}/`)).statusCode).toBe(204);
    expect(await ctx.app.deps.files.open(file.fileKey)).toBeNull();
    expect(await ctx.app.deps.files.open(file.thumbnailKey!)).toBeNull();
    expect((await as('GET', `/v1/files/${file.id}/download/`)).statusCode).toBe(404);
    expect((await as('DELETE', `/v1/files/${file.id}/`)).statusCode).toBe(404);
    await expectCountsExact(ctx.db);
  });
});

describe('plans and roles', () => {
  it('is open to staff; refused to the Kiosk plan', async () => {
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    const res = await postForm(
      ctx,
      '/v1/files/',
      staff.access,
      fieldsFor({ original_file_name: 'staff.png' }),
      [png()],
    );
    expect(res.statusCode, res.body).toBe(201);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    for (const res of [
      await as('GET', '/v1/files/', undefined, tokens.access),
      await postForm(ctx, '/v1/files/', tokens.access, fieldsFor(), [png()]),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });
});
