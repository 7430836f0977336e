import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APK_PATHS } from '@ared/contract/apks';
import { apks } from '../src/db/schema';
import { ManifestError, readBinaryManifest } from '../src/modules/apks/binary-manifest';
import { type TestContext, createTestContext } from './helpers/app';
import { APK_FIXTURES, DEX, binaryManifest, manifestOf, zipOf } from './helpers/apk-files';
import { SAMPLES, postForm, storedFiles } from './helpers/media-world';
import { bearer, requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';
import { zipEntry } from './helpers/unzip';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;
const keys = {} as { mine: string; theirs: string };

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
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
  keys.mine = await deviceKey(world.mine.routers[0]!.id, world.mine.tokens.access);
  keys.theirs = await deviceKey(world.theirs.routers[0]!.id, world.theirs.tokens.access);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const apkFile = (content: Buffer, name = 'app.apk') => ({
  field: 'file',
  name,
  type: 'application/vnd.android.package-archive',
  content,
});
const upload = (
  content: Buffer,
  fields: Record<string, string> = { name: 'Kiosk', apk_type: 'Kiosk App' },
  token = world.mine.tokens.access,
) => postForm(ctx, APK_PATHS.list, token, fields, [apkFile(content)]);
const fromBox = (url: string, key: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Device ${key}` } });
const rowsOf = async (partnerId: number) => ctx.db.select().from(apks).where(eq(apks.partnerId, partnerId));

describe('the binary manifest reader', () => {
  it.each(Object.entries(APK_FIXTURES))(
    'reads %s as aapt dump badging does (UTF-16 string pool, written by aapt)',
    async (_, fixture) => {
      const manifest = await zipEntry(fixture.bytes, 'AndroidManifest.xml');
      expect(readBinaryManifest(manifest)).toEqual({
        packageName: fixture.packageName,
        versionName: fixture.versionName,
        versionCode: fixture.versionCode,
      });
    },
  );

  it('reads a UTF-8 string pool (what aapt2 writes) with non-ASCII text, and a hex versionCode', () => {
    const info = { packageName: 'org.ared.mini_server', versionCode: 2_000_001, versionName: 'v2 – été' };
    expect(readBinaryManifest(manifestOf(info, true))).toEqual(info);
    expect(readBinaryManifest(manifestOf(info, false))).toEqual(info);
    const hex = binaryManifest({
      utf8: true,
      attributes: [
        { name: 'versionCode', resourceId: 0x0101021b, type: 'hex', value: 0x20 },
        { name: 'versionName', resourceId: 0x0101021c, type: 'string', value: '3' },
        { name: 'package', type: 'string', value: 'a.b' },
      ],
    });
    expect(readBinaryManifest(hex).versionCode).toBe(32);
  });

  it('finds android: attributes by resource id, whatever their name strings say (obfuscated manifests)', () => {
    const renamed = binaryManifest({
      utf8: true,
      attributes: [
        { name: '', resourceId: 0x0101021b, type: 'int', value: 5 },
        { name: 'x', resourceId: 0x0101021c, type: 'string', value: '5.0' },
        { name: 'versionCode', type: 'int', value: 999 },
        { name: 'package', type: 'string', value: 'a.b' },
      ],
    });
    expect(readBinaryManifest(renamed)).toEqual({ packageName: 'a.b', versionName: '5.0', versionCode: 5 });
  });

  it('refuses manifests that are not binary XML, cut short, or lack a field', () => {
    const good = manifestOf({ packageName: 'a.b', versionCode: 1, versionName: '1' });
    expect(() => readBinaryManifest(Buffer.from('<manifest package="a.b"/>'))).toThrow(ManifestError);
    for (const cut of [8, 30, 60, good.length - 10])
      expect(() => readBinaryManifest(good.subarray(0, cut))).toThrow(ManifestError);
    const noVersion = binaryManifest({
      utf8: false,
      attributes: [{ name: 'package', type: 'string', value: 'a.b' }],
    });
    expect(() => readBinaryManifest(noVersion)).toThrow('no versionName');
    expect(() =>
      readBinaryManifest(manifestOf({ packageName: 'nodots', versionCode: 1, versionName: '1' })),
    ).toThrow('package name');
    expect(() =>
      readBinaryManifest(manifestOf({ packageName: 'a.b', versionCode: -3, versionName: '1' })),
    ).toThrow('versionCode');
  });
});

describe('POST /v1/apks/', () => {
  it('stores an APK with the version read from its manifest; it is listed, downloaded and deleted', async () => {
    const before = storedFiles(ctx).length;
    const res = await upload(APK_FIXTURES.kioskV7.bytes, { name: 'Kiosk shell', apk_type: 'Kiosk App' });
    expect(res.statusCode, res.body).toBe(201);
    const apk = res.json();
    expect(apk).toMatchObject({
      name: 'Kiosk shell',
      apk_type: 'Kiosk App',
      package_name: 'org.ared.kiosk',
      version_name: '1.2.0',
      version_code: 7,
      size: APK_FIXTURES.kioskV7.bytes.length,
    });
    expect(storedFiles(ctx)).toHaveLength(before + 1);
    const [row] = await ctx.db.select().from(apks).where(eq(apks.id, apk.id));
    expect(row!.sha256).toBe(createHash('sha256').update(APK_FIXTURES.kioskV7.bytes).digest('hex'));
    expect(row!.fileKey).toMatch(/^apks\/.+\.apk$/);

    const list = await as('GET', APK_PATHS.list);
    expect(list.json().results[0]).toEqual(apk);

    const file = await as('GET', APK_PATHS.download(apk.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="org\.ared\.kiosk-1\.2\.0\.apk"/,
    );
    expect(file.rawPayload.equals(APK_FIXTURES.kioskV7.bytes)).toBe(true);

    expect((await as('DELETE', APK_PATHS.item(apk.id))).statusCode).toBe(204);
    expect(storedFiles(ctx)).toHaveLength(before);
    expect((await as('GET', APK_PATHS.download(apk.id))).statusCode).toBe(404);
    expect((await as('DELETE', APK_PATHS.item(apk.id))).statusCode).toBe(404);
  });

  it("keeps the client's file name without what text cannot hold (a NUL, control characters)", async () => {
    const res = await postForm(
      ctx,
      APK_PATHS.list,
      world.mine.tokens.access,
      { name: 'Named', apk_type: 'Kiosk App' },
      [apkFile(APK_FIXTURES.kioskV7.bytes, 'ki\u0000osk\u0007.apk')],
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db.select().from(apks).where(eq(apks.id, res.json().id));
    expect(row!.fileName).toBe('kiosk.apk');
    expect((await as('DELETE', APK_PATHS.item(res.json().id))).statusCode).toBe(204);
  });

  const manifest = manifestOf({ packageName: 'org.ared.x', versionCode: 1, versionName: '1' });

  it('takes the layout of a v1-signed APK (META-INF first, which file-type calls a JAR) and keeps it as .apk', async () => {
    const signedLayout = zipOf([
      { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\n') },
      {
        name: 'AndroidManifest.xml',
        data: manifestOf({ packageName: 'org.ared.signed', versionCode: 4, versionName: '4.0' }),
      },
      { name: 'classes.dex', data: DEX },
    ]);
    const res = await upload(signedLayout, { name: 'Signed', apk_type: 'Mini Server App' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      package_name: 'org.ared.signed',
      version_code: 4,
      version_name: '4.0',
    });
    const [row] = await ctx.db.select().from(apks).where(eq(apks.id, res.json().id));
    expect(row!.fileKey).toMatch(/^apks\/.+\.apk$/);
    const file = await as('GET', APK_PATHS.download(row!.id));
    expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect((await as('DELETE', APK_PATHS.item(row!.id))).statusCode).toBe(204);
  });

  const bad: [string, Buffer, RegExp][] = [
    ['a PNG named .apk', SAMPLES.png, /PNG/],
    ['an empty file', Buffer.alloc(0), /empty/],
    ['a plain ZIP', zipOf([{ name: 'README.txt', data: Buffer.from('hello') }]), /no AndroidManifest\.xml/],
    [
      'a JAR',
      zipOf([
        { name: 'META-INF/MANIFEST.MF', data: Buffer.from('Manifest-Version: 1.0\r\nMain-Class: A\r\n') },
        { name: 'A.class', data: Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52]) },
      ]),
      /no AndroidManifest\.xml/,
    ],
    ['a truncated APK', APK_FIXTURES.kioskV12.bytes.subarray(0, 500), /not a ZIP archive/],
    [
      'a text AndroidManifest.xml',
      zipOf([
        { name: 'AndroidManifest.xml', data: Buffer.from('<manifest package="org.ared.x"/>') },
        { name: 'classes.dex', data: DEX },
      ]),
      /not Android binary XML/,
    ],
    [
      'an APK without classes.dex',
      zipOf([{ name: 'AndroidManifest.xml', data: manifest }]),
      /no classes\.dex/,
    ],
    [
      'classes.dex that is not DEX',
      zipOf([
        { name: 'AndroidManifest.xml', data: manifest },
        { name: 'classes.dex', data: Buffer.from('not dalvik code') },
      ]),
      /not Dalvik code/,
    ],
    [
      'an oversized manifest (zip bomb-like)',
      zipOf([
        { name: 'AndroidManifest.xml', data: Buffer.concat([manifest, Buffer.alloc(3 * 1024 * 1024)]) },
        { name: 'classes.dex', data: DEX },
      ]),
      /manifest is too large/,
    ],
  ];
  it.each(bad)('refuses %s with a 400 on the file field, storing nothing', async (_, content, message) => {
    const before = storedFiles(ctx);
    const res = await upload(content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().file[0]).toMatch(message);
    expect(storedFiles(ctx)).toEqual(before);
    expect(await rowsOf(world.mine.partner.id)).toEqual([]);
  });

  it('refuses a manifest whose declared size is a lie (inflates past it)', async () => {
    const zip = zipOf([
      { name: 'AndroidManifest.xml', data: Buffer.concat([manifest, Buffer.alloc(4096)]) },
      { name: 'classes.dex', data: DEX },
    ]);
    // Both headers declare 100 bytes uncompressed: reading must stop there and fail, not trust it.
    const lie = Buffer.from(zip);
    for (let at = lie.indexOf('PK\x03\x04'); at >= 0; at = lie.indexOf('PK\x03\x04', at + 4)) {
      if (lie.toString('utf8', at + 30, at + 49) === 'AndroidManifest.xml') lie.writeUInt32LE(100, at + 22);
    }
    const central = lie.indexOf('PK\x01\x02');
    lie.writeUInt32LE(100, central + 24);
    const before = storedFiles(ctx);
    const res = await upload(lie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().file[0]).toMatch(/not an Android package/);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('requires name, type (one of the list) and the file, in field errors', async () => {
    const missing = await postForm(ctx, APK_PATHS.list, world.mine.tokens.access, {}, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      name: ['Name field is required'],
      apk_type: ['Type field is required'],
    });
    const wrongType = await upload(APK_FIXTURES.kioskV7.bytes, { name: 'X', apk_type: 'Game' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().apk_type).toBeDefined();
    const noFile = await postForm(ctx, APK_PATHS.list, world.mine.tokens.access, {
      name: 'X',
      apk_type: 'Kiosk App',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().file).toEqual(['APK file is required']);
    expect(await rowsOf(world.mine.partner.id)).toEqual([]);
  });

  it('refuses an APK past APK_MAX_BYTES with 413, storing nothing', async () => {
    const small = await createTestContext({ APK_MAX_BYTES: '2048' });
    try {
      const two = await twoPartners(small);
      const padded = zipOf([
        { name: 'AndroidManifest.xml', data: manifest },
        { name: 'classes.dex', data: DEX },
        { name: 'assets/pad.bin', data: Buffer.alloc(4096, 7), store: true },
      ]);
      const res = await postForm(
        small,
        APK_PATHS.list,
        two.mine.tokens.access,
        { name: 'Big', apk_type: 'Kiosk App' },
        [apkFile(padded)],
      );
      expect(res.statusCode, res.body).toBe(413);
      expect(storedFiles(small)).toEqual([]);
      const fits = await postForm(
        small,
        APK_PATHS.list,
        two.mine.tokens.access,
        { name: 'Small', apk_type: 'Kiosk App' },
        [apkFile(APK_FIXTURES.kioskV7.bytes)],
      );
      expect(fits.statusCode, fits.body).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('roles and tenants', () => {
  let mineId: number;
  beforeAll(async () => {
    mineId = (
      await upload(APK_FIXTURES.fieldOfficerV3.bytes, { name: 'Field', apk_type: 'Field Officer App' })
    ).json().id;
  });

  it('staff list and download but may not upload or delete (403 with a detail)', async () => {
    expect(
      (await as('GET', APK_PATHS.list, undefined, staffToken))
        .json()
        .results.map((a: { id: number }) => a.id),
    ).toContain(mineId);
    expect((await as('GET', APK_PATHS.download(mineId), undefined, staffToken)).statusCode).toBe(200);
    const post = await upload(APK_FIXTURES.kioskV7.bytes, undefined, staffToken);
    expect(post.statusCode).toBe(403);
    expect(post.json().detail).toMatch(/partner admin/i);
    const del = await as('DELETE', APK_PATHS.item(mineId), undefined, staffToken);
    expect(del.statusCode).toBe(403);
    expect(del.json().detail).toBeTruthy();
    expect((await rowsOf(world.mine.partner.id)).map((r) => r.id)).toContain(mineId);
  });

  it("another partner's APK answers 404 to download and delete, and is not listed", async () => {
    const theirs = world.theirs.tokens.access;
    expect((await as('GET', APK_PATHS.download(mineId), undefined, theirs)).statusCode).toBe(404);
    expect((await as('DELETE', APK_PATHS.item(mineId), undefined, theirs)).statusCode).toBe(404);
    expect((await as('GET', APK_PATHS.list, undefined, theirs)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await rowsOf(world.mine.partner.id)).map((r) => r.id)).toContain(mineId);
  });
});

describe('boxes: GET /device/apks/latest', () => {
  it('gives the highest version code of the type, not the newest upload, and serves its file', async () => {
    await upload(APK_FIXTURES.kioskV12.bytes, { name: 'Kiosk 12', apk_type: 'Kiosk App' });
    await upload(APK_FIXTURES.kioskV7.bytes, { name: 'Kiosk 7 again', apk_type: 'Kiosk App' });
    const res = await fromBox(`${APK_PATHS.deviceLatest}?apk_type=Kiosk%20App`, keys.mine);
    expect(res.statusCode, res.body).toBe(200);
    const latest = res.json();
    expect(latest).toMatchObject({
      name: 'Kiosk 12',
      version_code: 12,
      version_name: '1.3.0-β',
      size: APK_FIXTURES.kioskV12.bytes.length,
      sha256: createHash('sha256').update(APK_FIXTURES.kioskV12.bytes).digest('hex'),
      url: APK_PATHS.deviceDownload(latest.id),
    });
    const file = await fromBox(latest.url, keys.mine);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(APK_FIXTURES.kioskV12.bytes)).toBe(true);
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: latest.url,
      headers: { authorization: `Device ${keys.mine}`, range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('PK\x03\x04');
  });

  it('404 when the partner has none of the type; 400 for a type not in the list; 401 without a key', async () => {
    expect(
      (await fromBox(`${APK_PATHS.deviceLatest}?apk_type=Mini%20Server%20App`, keys.mine)).statusCode,
    ).toBe(404);
    expect((await fromBox(`${APK_PATHS.deviceLatest}?apk_type=Game`, keys.mine)).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${APK_PATHS.deviceLatest}?apk_type=Kiosk%20App`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("another partner's box never reaches these APKs", async () => {
    expect((await fromBox(`${APK_PATHS.deviceLatest}?apk_type=Kiosk%20App`, keys.theirs)).statusCode).toBe(
      404,
    );
    for (const row of await rowsOf(world.mine.partner.id))
      expect((await fromBox(APK_PATHS.deviceDownload(row.id), keys.theirs)).statusCode).toBe(404);
  });
});
