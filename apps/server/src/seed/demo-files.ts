import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * Small real files for the demo's offline files and menus, made at seed time: each opens in its viewer
 * and passes the upload's content check, with no binary blob in the repository.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

/** A PNG poster: a diagonal gradient between two colours, `width` × `height`, 8-bit RGB. */
export function gradientPng(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a title and lines of text. */
export function simplePdf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** A ZIP archive holding one text file, stored uncompressed. */
export function storedZip(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
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
  const common = Buffer.concat([
    le16(20), // version needed
    le16(0), // flags
    le16(0), // stored
    le16(0), // time
    le16(0x21), // date: 1980-01-01
    le32(crc),
    le32(data.length),
    le32(data.length),
    le16(fileName.length),
    le16(0), // extra
  ]);
  const local = Buffer.concat([le32(0x04034b50), common, fileName, data]);
  const central = Buffer.concat([
    le32(0x02014b50),
    le16(20), // made by
    common,
    le16(0), // comment
    le16(0), // disk
    le16(0), // internal attributes
    le32(0), // external attributes
    le32(0), // local header offset
    fileName,
  ]);
  const end = Buffer.concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    le16(1),
    le16(1),
    le32(central.length),
    le32(local.length),
    le16(0),
  ]);
  return Buffer.concat([local, central, end]);
}
