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
