import { type MediaSize, type PrefixedReader, type SizeParser, sizeOf } from './byte-probe';

/** PNG: the IHDR chunk comes first, width and height at bytes 16 and 20. */
export function* pngSize(r: PrefixedReader): SizeParser {
  const head = yield* r.read(24);
  if (head.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sizeOf(head.readUInt32BE(16), head.readUInt32BE(20));
}

/** GIF: the logical screen's width and height, little-endian, at bytes 6 and 8. */
export function* gifSize(r: PrefixedReader): SizeParser {
  const head = yield* r.read(10);
  return sizeOf(head.readUInt16LE(6), head.readUInt16LE(8));
}

/** WEBP: the first chunk says the size, in the lossy (VP8), lossless (VP8L) or extended (VP8X) way. */
export function* webpSize(r: PrefixedReader): SizeParser {
  const head = yield* r.read(30);
  const chunk = head.toString('latin1', 12, 16);
  const data = head.subarray(20);
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height.
    if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null;
    return sizeOf(data.readUInt16LE(6) & 0x3fff, data.readUInt16LE(8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (data[0] !== 0x2f) return null;
    const [b1, b2, b3, b4] = [data[1]!, data[2]!, data[3]!, data[4]!];
    const width = 1 + (((b2 & 0x3f) << 8) | b1);
    const height = 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6));
    return sizeOf(width, height);
  }
  if (chunk === 'VP8X') return sizeOf(1 + data.readUIntLE(4, 3), 1 + data.readUIntLE(7, 3));
  return null;
}

/** JPEG start-of-frame markers: baseline, progressive, lossless and arithmetic variants (not DHT, JPG, DAC). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers that stand alone, with no length after them. */
const STANDALONE = (code: number) => code === 0x01 || (code >= 0xd0 && code <= 0xd8);
const SOS = 0xda;
const APP1 = 0xe1;

/**
 * JPEG: walks the segments to the frame header, reading the Exif orientation on the way. A picture a phone
 * stores sideways with orientation 5 to 8 is shown turned a quarter, so its width and height swap: that is
 * the shape a guest sees.
 */
export function* jpegSize(r: PrefixedReader): SizeParser {
  yield* r.read(2); // SOI
  let orientation = 1;
  for (;;) {
    let byte = (yield* r.read(1))[0]!;
    if (byte !== 0xff) return null;
    // Fill bytes: any number of 0xFF before the marker's code.
    while (byte === 0xff) byte = (yield* r.read(1))[0]!;
    const code = byte;
    if (STANDALONE(code)) continue;
    if (code === SOS || code === 0xd9) return null; // image data or its end before any frame header
    const length = (yield* r.read(2)).readUInt16BE(0);
    if (length < 2) return null;
    if (SOF.has(code)) {
      if (length < 7) return null;
      const frame = yield* r.read(5);
      const size = sizeOf(frame.readUInt16BE(3), frame.readUInt16BE(1));
      if (!size) return null;
      return orientation >= 5 && orientation <= 8 ? { width: size.height, height: size.width } : size;
    }
    if (code === APP1) {
      const segment = yield* r.read(length - 2);
      orientation = exifOrientation(segment) ?? orientation;
      continue;
    }
    yield* r.skip(length - 2);
  }
}

/** The orientation tag (0x0112) of IFD0 in an APP1 Exif segment, or null. */
export function exifOrientation(segment: Buffer): number | null {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = segment.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i += 1) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === 0x0112) return u16(at + 8);
  }
  return null;
}

export type { MediaSize };
