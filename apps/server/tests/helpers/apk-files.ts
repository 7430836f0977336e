import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import type { TApkType } from '@ared/contract/apks';
import { apks } from '../../src/db/schema';
import type { TestContext } from './app';

/** The real APKs made with aapt (tests/fixtures/apks/README.md) and what `aapt dump badging` says of them. */
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'apks');
export const APK_FIXTURES = {
  kioskV7: {
    bytes: readFileSync(join(FIXTURES, 'kiosk-app-v7.apk')),
    packageName: 'org.ared.kiosk',
    versionCode: 7,
    versionName: '1.2.0',
  },
  kioskV12: {
    bytes: readFileSync(join(FIXTURES, 'kiosk-app-v12.apk')),
    packageName: 'org.ared.kiosk',
    versionCode: 12,
    versionName: '1.3.0-β',
  },
  fieldOfficerV3: {
    bytes: readFileSync(join(FIXTURES, 'field-officer-app-v3.apk')),
    packageName: 'org.ared.field.officer',
    versionCode: 3,
    versionName: '0.3',
  },
} as const;

const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * A ZIP of the given entries, each deflated (or stored), for the inputs that must be refused: written here
 * rather than by a library so a test can lie in a header (a declared size) on purpose.
 */
export function zipOf(entries: { name: string; data: Buffer; store?: boolean }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.store ? entry.data : deflateRawSync(entry.data);
    const common = Buffer.concat([
      le16(20),
      le16(0x0800), // UTF-8 names
      le16(entry.store ? 0 : 8),
      le16(0),
      le16(0x21),
      le32(crc32(entry.data)),
      le32(packed.length),
      le32(entry.data.length),
      le16(name.length),
      le16(0),
    ]);
    const local = Buffer.concat([le32(0x04034b50), common, name, packed]);
    centrals.push(
      Buffer.concat([
        le32(0x02014b50),
        le16(20),
        common,
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offset),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    le16(entries.length),
    le16(entries.length),
    le32(central.length),
    le32(offset),
    le16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

/** A DEX file's first bytes: enough for the check, which reads the magic only. */
export const DEX = Buffer.concat([Buffer.from('dex\n035\0', 'latin1'), Buffer.alloc(104)]);

type Attribute = {
  name: string;
  resourceId?: number;
  type: 'string' | 'int' | 'hex';
  value: string | number;
};

/**
 * An AndroidManifest.xml in Android binary XML with one <manifest> element, its string pool in UTF-8 or
 * UTF-16: for what aapt (v1, the one Debian has) never writes, such as a UTF-8 manifest pool.
 */
export function binaryManifest({ utf8, attributes }: { utf8: boolean; attributes: Attribute[] }): Buffer {
  // Attribute names with a resource id first: the resource map covers string indexes 0..n-1.
  const withIds = attributes.filter((a) => a.resourceId !== undefined);
  const strings = [
    ...withIds.map((a) => a.name),
    ...attributes.filter((a) => a.resourceId === undefined).map((a) => a.name),
  ];
  const indexOf = (text: string) => {
    const at = strings.indexOf(text);
    if (at >= 0) return at;
    strings.push(text);
    return strings.length - 1;
  };
  const manifestName = indexOf('manifest');
  const encoded = attributes.map((a) => ({
    name: indexOf(a.name),
    rawValue: a.type === 'string' ? indexOf(String(a.value)) : 0xffffffff,
    dataType: a.type === 'string' ? 0x03 : a.type === 'int' ? 0x10 : 0x11,
    data: a.type === 'string' ? indexOf(String(a.value)) : Number(a.value),
  }));
  const pool = stringPool(strings, utf8);
  const resourceMap = Buffer.concat([
    le16(0x0180),
    le16(8),
    le32(8 + 4 * withIds.length),
    ...withIds.map((a) => le32(a.resourceId!)),
  ]);
  const element = Buffer.concat([
    le16(0x0102),
    le16(16),
    le32(36 + 20 * encoded.length),
    le32(1),
    le32(0xffffffff),
    le32(0xffffffff),
    le32(manifestName),
    le16(20),
    le16(20),
    le16(encoded.length),
    le16(0),
    le16(0),
    le16(0),
    ...encoded.map((a) =>
      Buffer.concat([
        le32(0xffffffff),
        le32(a.name),
        le32(a.rawValue),
        le16(8),
        Buffer.from([0, a.dataType]),
        le32(a.data),
      ]),
    ),
  ]);
  const body = Buffer.concat([pool, resourceMap, element]);
  return Buffer.concat([le16(0x0003), le16(8), le32(8 + body.length), body]);
}

function stringPool(strings: string[], utf8: boolean): Buffer {
  const data: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  for (const text of strings) {
    offsets.push(length);
    const piece = utf8
      ? Buffer.concat([
          Buffer.from([text.length, Buffer.byteLength(text)]),
          Buffer.from(text, 'utf8'),
          Buffer.from([0]),
        ])
      : Buffer.concat([le16(text.length), Buffer.from(text, 'utf16le'), le16(0)]);
    data.push(piece);
    length += piece.length;
  }
  let strs = Buffer.concat(data);
  if (strs.length % 4) strs = Buffer.concat([strs, Buffer.alloc(4 - (strs.length % 4))]);
  const headerSize = 28;
  const stringsStart = headerSize + 4 * strings.length;
  return Buffer.concat([
    le16(0x0001),
    le16(headerSize),
    le32(stringsStart + strs.length),
    le32(strings.length),
    le32(0),
    le32(utf8 ? 0x100 : 0),
    le32(stringsStart),
    le32(0),
    ...offsets.map(le32),
    strs,
  ]);
}

/** A manifest as the build tools write one: package, versionCode and versionName on <manifest>. */
export const manifestOf = (
  {
    packageName,
    versionCode,
    versionName,
  }: { packageName: string; versionCode: number; versionName: string },
  utf8 = true,
) =>
  binaryManifest({
    utf8,
    attributes: [
      { name: 'versionCode', resourceId: 0x0101021b, type: 'int', value: versionCode },
      { name: 'versionName', resourceId: 0x0101021c, type: 'string', value: versionName },
      { name: 'package', type: 'string', value: packageName },
    ],
  });

/** An APK row of a partner with its file in the store (the v7 fixture), as an upload leaves one. */
export async function insertApk(
  ctx: TestContext,
  partnerId: number,
  name: string,
  apkType: TApkType = 'Kiosk App',
): Promise<{ id: number }> {
  const fixture = APK_FIXTURES.kioskV7;
  const stored = await ctx.app.deps.files.put('apks', 'apk', fixture.bytes);
  const [row] = await ctx.db
    .insert(apks)
    .values({
      partnerId,
      name,
      apkType,
      packageName: fixture.packageName,
      versionName: fixture.versionName,
      versionCode: fixture.versionCode,
      fileKey: stored.key,
      fileName: 'app.apk',
      size: stored.size,
      sha256: stored.sha256,
    })
    .returning({ id: apks.id });
  return row!;
}
