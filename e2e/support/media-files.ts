import { crc32, deflateSync } from 'node:zlib';
/** Files for the upload tests, built in memory: real formats by their content, as the server checks them. */

/** An MP4 (ISO base media): an `ftyp` box (brand isom), then an `mdat` box filling up to `size` bytes. */
export function mp4Of(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  ]);
  const mdatSize = Math.max(8, size - ftyp.length);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(mdatSize, 0);
  header.write('mdat', 4, 'latin1');
  const body = Buffer.alloc(mdatSize - 8, 0x5a);
  return Buffer.concat([ftyp, header, body]);
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real, decodable PNG of `width` × `height` grey pixels (browsers read its size by decoding it). */
export function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row: filter byte 0, then one grey byte per pixel.
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
