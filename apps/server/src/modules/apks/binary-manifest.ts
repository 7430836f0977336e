/**
 * Reads the package name, versionName and versionCode from an APK's AndroidManifest.xml, which the build
 * tools compile to Android binary XML (AXML). Only what the <manifest> element says is read; nothing is
 * resolved from resources.arsc. The layout is AOSP's ResourceTypes.h:
 *
 *   file            ResChunk_header {u16 type = 0x0003 (XML), u16 headerSize, u32 size}, then chunks
 *   string pool     type 0x0001: stringCount, styleCount, flags (0x100 = UTF-8), stringsStart, stylesStart,
 *                   then u32 offsets[stringCount] (relative to stringsStart)
 *   resource map    type 0x0180: u32 resource ids, one per string index from 0 (the attribute names)
 *   start element   type 0x0102: node header (lineNumber, comment), then ns, name, attributeStart,
 *                   attributeSize, attributeCount, ...; each attribute {ns, name, rawValue, Res_value}
 *
 * Attributes are found by resource id first (android:versionCode is 0x0101021b whatever its name string
 * says, and obfuscators rename or empty those strings), then by name. Every offset is checked against the
 * buffer: a malformed manifest throws ManifestError, never reads outside it.
 */

export class ManifestError extends Error {}

export type ManifestInfo = { packageName: string; versionName: string; versionCode: number };

const RES_XML_TYPE = 0x0003;
const RES_STRING_POOL_TYPE = 0x0001;
const RES_XML_RESOURCE_MAP_TYPE = 0x0180;
const RES_XML_START_ELEMENT_TYPE = 0x0102;
const UTF8_FLAG = 0x100;
/** Res_value data types. */
const TYPE_STRING = 0x03;
const TYPE_INT_DEC = 0x10;
const TYPE_INT_HEX = 0x11;
/** android:versionCode and android:versionName (frameworks/base/core/res/res/values/public.xml). */
const VERSION_CODE_ID = 0x0101021b;
const VERSION_NAME_ID = 0x0101021c;
const NO_INDEX = 0xffffffff;

const fail = (why: string): never => {
  throw new ManifestError(why);
};

export function readBinaryManifest(xml: Buffer): ManifestInfo {
  const at = (offset: number, bytes: number) => {
    if (offset < 0 || offset + bytes > xml.length) fail('the manifest is cut short');
  };
  const u8 = (offset: number) => (at(offset, 1), xml.readUInt8(offset));
  const u16 = (offset: number) => (at(offset, 2), xml.readUInt16LE(offset));
  const u32 = (offset: number) => (at(offset, 4), xml.readUInt32LE(offset));

  if (xml.length < 8 || u16(0) !== RES_XML_TYPE || u16(2) !== 8)
    fail('the manifest is not Android binary XML');
  const end = Math.min(u32(4), xml.length);

  let strings: (index: number) => string = () => fail('the manifest has no string pool');
  let resourceIds: number[] = [];
  for (let chunk = u16(2); chunk + 8 <= end;) {
    const type = u16(chunk);
    const size = u32(chunk + 4);
    if (size < 8 || chunk + size > end) fail('the manifest has a broken chunk');
    if (type === RES_STRING_POOL_TYPE) strings = stringPool(xml, chunk, { u8, u16, u32 });
    else if (type === RES_XML_RESOURCE_MAP_TYPE) {
      const headerSize = u16(chunk + 2);
      resourceIds = [];
      for (let i = chunk + headerSize; i + 4 <= chunk + size; i += 4) resourceIds.push(u32(i));
    } else if (type === RES_XML_START_ELEMENT_TYPE) {
      // The first element is the root: it must be <manifest>, and everything we want is on it.
      const ext = chunk + u16(chunk + 2);
      if (strings(u32(ext + 4)) !== 'manifest') fail('the root element is not <manifest>');
      return manifestAttributes({ ext, u16, u32, strings, resourceIds });
    }
    chunk += size;
  }
  return fail('the manifest has no <manifest> element');
}

type Reader = (offset: number) => number;

/** The string at an index of the pool starting at `chunk`, decoded as the pool's flag says. */
function stringPool(
  xml: Buffer,
  chunk: number,
  { u8, u16, u32 }: { u8: Reader; u16: Reader; u32: Reader },
): (index: number) => string {
  const count = u32(chunk + 8);
  const utf8 = (u32(chunk + 16) & UTF8_FLAG) !== 0;
  const stringsStart = chunk + u32(chunk + 20);
  const offsets = chunk + u16(chunk + 2);
  const poolEnd = chunk + u32(chunk + 4);
  return (index) => {
    if (index >= count) return fail('the manifest names a string it does not have');
    let at = stringsStart + u32(offsets + index * 4);
    let text: string;
    if (utf8) {
      // Two lengths, each one byte or two (high bit set): UTF-16 units (skipped), then UTF-8 bytes.
      at += u8(at) & 0x80 ? 2 : 1;
      let bytes = u8(at);
      at += 1;
      if (bytes & 0x80) {
        bytes = ((bytes & 0x7f) << 8) | u8(at);
        at += 1;
      }
      if (at + bytes > poolEnd) fail('the manifest has a string past its pool');
      text = xml.toString('utf8', at, at + bytes);
    } else {
      // One u16 length in UTF-16 units, or two (high bit set) for long strings.
      let units = u16(at);
      at += 2;
      if (units & 0x8000) {
        units = ((units & 0x7fff) << 16) | u16(at);
        at += 2;
      }
      if (at + units * 2 > poolEnd) fail('the manifest has a string past its pool');
      text = xml.toString('utf16le', at, at + units * 2);
    }
    return text;
  };
}

function manifestAttributes({
  ext,
  u16,
  u32,
  strings,
  resourceIds,
}: {
  ext: number;
  u16: Reader;
  u32: Reader;
  strings: (index: number) => string;
  resourceIds: number[];
}): ManifestInfo {
  const attributeStart = ext + u16(ext + 8);
  const attributeSize = u16(ext + 10);
  const attributeCount = u16(ext + 12);
  if (attributeSize < 20) fail('the manifest has broken attributes');
  const attributes = Array.from({ length: attributeCount }, (_, i) => {
    const a = attributeStart + i * attributeSize;
    const name = u32(a + 4);
    return {
      id: resourceIds[name] ?? 0,
      name: strings(name),
      rawValue: u32(a + 8),
      dataType: (u32(a + 12) >>> 24) & 0xff,
      data: u32(a + 16),
    };
  });
  // By resource id when the attribute has one (android:*), else by name among those without one.
  const find = (id: number | null, name: string) =>
    (id === null ? undefined : attributes.find((a) => a.id === id)) ??
    attributes.find((a) => a.id === 0 && a.name === name);
  const text = (attribute: (typeof attributes)[number] | undefined, what: string): string => {
    if (!attribute) return fail(`the manifest has no ${what}`);
    if (attribute.dataType === TYPE_STRING) return strings(attribute.data);
    // A reference (@string/version) would need resources.arsc; aapt keeps the literal as rawValue.
    if (attribute.rawValue !== NO_INDEX) return strings(attribute.rawValue);
    return fail(`the manifest's ${what} is not plain text`);
  };

  const packageName = text(find(null, 'package'), 'package name');
  if (!/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/.test(packageName))
    fail('the manifest has no valid package name');
  const versionName = text(find(VERSION_NAME_ID, 'versionName'), 'versionName').trim();
  if (versionName === '' || versionName.length > 100) fail('the manifest has no usable versionName');
  const code = find(VERSION_CODE_ID, 'versionCode');
  if (!code) return fail('the manifest has no versionCode');
  let versionCode: number;
  if (code.dataType === TYPE_INT_DEC || code.dataType === TYPE_INT_HEX) versionCode = code.data | 0;
  else if (code.dataType === TYPE_STRING && /^\d{1,10}$/.test(strings(code.data)))
    versionCode = Number(strings(code.data));
  else return fail("the manifest's versionCode is not a number");
  // Android's versionCode is a positive 32-bit int.
  if (!Number.isInteger(versionCode) || versionCode < 1 || versionCode > 2_147_483_647)
    fail("the manifest's versionCode is not a positive whole number");
  return { packageName, versionName, versionCode };
}
