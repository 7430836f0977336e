import { samplePng } from './sample-files';

/**
 * Small real headers of the image and video formats adverts take, of any width and height, built byte by
 * byte (no ffmpeg on the machines that run the tests): what the size probe reads.
 */

export { samplePng };

const u16be = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const u16le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff]);
const u24le = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff]);

/** A GIF's header, logical screen descriptor and trailer. */
export const gifOf = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from('GIF89a'),
    u16le(width),
    u16le(height),
    Buffer.from([0, 0, 0]),
    Buffer.from([0x3b]),
  ]);

const riff = (chunk: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from('WEBP'), Buffer.from(chunk, 'latin1'), Buffer.alloc(4), data]);
  body.writeUInt32LE(data.length, 8);
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4)]);
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};
/** Lossy WEBP: a VP8 key frame header. */
export const webpVp8Of = (width: number, height: number) =>
  riff(
    'VP8 ',
    Buffer.concat([
      Buffer.alloc(3), // frame tag
      Buffer.from([0x9d, 0x01, 0x2a]),
      u16le(width),
      u16le(height),
      Buffer.alloc(10),
    ]),
  );
/** Lossless WEBP: VP8L's signature and 14-bit sizes less one. */
export function webpVp8lOf(width: number, height: number): Buffer {
  const w = width - 1;
  const h = height - 1;
  const bits = Buffer.from([
    0x2f,
    w & 0xff,
    ((w >> 8) & 0x3f) | ((h & 0x03) << 6),
    (h >> 2) & 0xff,
    (h >> 10) & 0x0f,
  ]);
  return riff('VP8L', Buffer.concat([bits, Buffer.alloc(10)]));
}
/** Extended WEBP: VP8X's 24-bit canvas sizes less one. */
export const webpVp8xOf = (width: number, height: number) =>
  riff('VP8X', Buffer.concat([Buffer.alloc(4), u24le(width - 1), u24le(height - 1)]));

const jpegSegment = (code: number, data: Buffer) =>
  Buffer.concat([Buffer.from([0xff, code]), u16be(data.length + 2), data]);
/** An Exif APP1 segment holding only the orientation tag, big- or little-endian. */
export function exifSegment(orientation: number, littleEndian = false): Buffer {
  const w16 = (n: number) => (littleEndian ? u16le(n) : u16be(n));
  const w32 = (n: number) => {
    const b = Buffer.alloc(4);
    if (littleEndian) b.writeUInt32LE(n);
    else b.writeUInt32BE(n);
    return b;
  };
  const tiff = Buffer.concat([
    Buffer.from(littleEndian ? 'II' : 'MM'),
    w16(42),
    w32(8),
    w16(1),
    w16(0x0112),
    w16(3),
    w32(1),
    w16(orientation),
    w16(0),
    w32(0),
  ]);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}
/** A JPEG: SOI, JFIF, optional Exif orientation and padding, a baseline frame header, a scan, EOI. */
export function jpegOf(
  width: number,
  height: number,
  opts: { orientation?: number; padding?: number } = {},
): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(opts.orientation ? [exifSegment(opts.orientation)] : []),
    // A large comment before the frame: the frame header lies past the first chunk.
    ...(opts.padding ? [jpegSegment(0xfe, Buffer.alloc(opts.padding, 0x20))] : []),
    jpegSegment(
      0xc0,
      Buffer.concat([
        Buffer.from([8]),
        u16be(height),
        u16be(width),
        Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
      ]),
    ),
    jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    Buffer.alloc(64, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([u32be(8 + content.length), Buffer.from(type, 'latin1'), content]);
};
/** A box with a 64-bit size (size field 1), as large files write mdat. */
export const largeBox = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(16 + content.length));
  return Buffer.concat([u32be(1), Buffer.from(type, 'latin1'), size, content]);
};
/** The identity matrix, or a quarter turn (what a phone writes for a video held upright). */
const matrix = (quarterTurn: boolean) =>
  Buffer.concat(
    (quarterTurn
      ? [0, 0x10000, 0, -0x10000, 0, 0, 0, 0, 0x40000000]
      : [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000]
    ).map((n) => {
      const b = Buffer.alloc(4);
      b.writeInt32BE(n);
      return b;
    }),
  );
/** A track header of version 0 or 1 with a 16.16 width and height. */
export function tkhd(width: number, height: number, opts: { version?: 0 | 1; quarterTurn?: boolean } = {}) {
  const version = opts.version ?? 0;
  const times = version === 1 ? Buffer.alloc(32) : Buffer.alloc(20);
  return box(
    'tkhd',
    Buffer.from([version, 0, 0, 3]),
    times,
    Buffer.alloc(8),
    Buffer.alloc(8),
    matrix(opts.quarterTurn ?? false),
    u32be(width * 65536),
    u32be(height * 65536),
  );
}
const hdlr = (handler: string) =>
  box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from('Handler\0'));
export const trak = (handler: string, header: Buffer) =>
  box('trak', header, box('mdia', box('mdhd', Buffer.alloc(24)), hdlr(handler)));
const ftyp = () => box('ftyp', Buffer.from('isom'), u32be(0x200), Buffer.from('isomiso2avc1mp41'));

/**
 * An MP4 whose video track is `width` × `height`: an audio track first (its tkhd says 0 × 0), moov before
 * or after the media data, which may be large.
 */
export function mp4Of(
  width: number,
  height: number,
  opts: {
    moovLast?: boolean;
    mdatBytes?: number;
    version?: 0 | 1;
    quarterTurn?: boolean;
    largeMdat?: boolean;
    noVideo?: boolean;
  } = {},
): Buffer {
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    trak('soun', tkhd(0, 0)),
    ...(opts.noVideo ? [] : [trak('vide', tkhd(width, height, opts))]),
  );
  const data = Buffer.alloc(opts.mdatBytes ?? 1024, 7);
  const mdat = opts.largeMdat ? largeBox('mdat', data) : box('mdat', data);
  return Buffer.concat(opts.moovLast ? [ftyp(), mdat, moov] : [ftyp(), moov, mdat]);
}

const ebmlSize = (n: number) => {
  // 8-byte sizes: simple and valid for any length.
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n) | (1n << 56n));
  return b;
};
const idBytes = (id: number) => {
  const bytes: number[] = [];
  for (let n = id; n > 0; n = Math.floor(n / 256)) bytes.unshift(n & 0xff);
  return Buffer.from(bytes);
};
export const ebml = (id: number, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([idBytes(id), ebmlSize(content.length), content]);
};
const ebmlUint = (id: number, value: number) =>
  Buffer.concat([idBytes(id), Buffer.from([0x81]), Buffer.from([value & 0xff])]);
const ebmlUint2 = (id: number, value: number) =>
  Buffer.concat([idBytes(id), Buffer.from([0x82]), u16be(value)]);
/** The unknown size (all ones), as a live recorder writes its Segment. */
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** A WebM whose first video track is `width` × `height` (an audio track before it), Segment of unknown size. */
export function webmOf(
  width: number,
  height: number,
  opts: { clusterFirst?: boolean; clusterBytes?: number } = {},
): Buffer {
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from('webm')));
  const info = ebml(0x1549a966, ebmlUint(0x2ad7b1, 1));
  const tracks = ebml(
    0x1654ae6b,
    ebml(0xae, ebmlUint(0xd7, 1), ebmlUint(0x83, 2), ebml(0xe1, ebmlUint(0x9f, 2))),
    ebml(
      0xae,
      ebmlUint(0xd7, 2),
      ebmlUint(0x83, 1),
      ebml(0x86, Buffer.from('V_VP9')),
      ebml(0xe0, ebmlUint2(0xb0, width), ebmlUint2(0xba, height)),
    ),
  );
  const cluster = ebml(0x1f43b675, ebmlUint(0xe7, 0), Buffer.alloc(opts.clusterBytes ?? 512, 3));
  const body = opts.clusterFirst ? [info, cluster, tracks] : [info, tracks, cluster];
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, ...body]);
}
