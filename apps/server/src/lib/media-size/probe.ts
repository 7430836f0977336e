import { ByteProbe, type MediaSize, PrefixedReader, type SizeParser } from './byte-probe';
import { gifSize, jpegSize, pngSize, webpSize } from './image-size';
import { mp4Size } from './mp4-size';
import { webmSize } from './webm-size';

export type { MediaSize };

/** Enough first bytes to tell the formats apart. */
const HEAD = 12;

/** Which parser reads a file starting with `head`; the type was already checked by content (lib/uploads). */
function* anyMediaSize(): SizeParser {
  const head = yield { read: HEAD };
  const r = new PrefixedReader(head);
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return yield* pngSize(r);
  if (head[0] === 0xff && head[1] === 0xd8) return yield* jpegSize(r);
  const ascii = head.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return yield* gifSize(r);
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return yield* webpSize(r);
  if (ascii.slice(4, 8) === 'ftyp') return yield* mp4Size(r);
  if (head.readUInt32BE(0) === 0x1a45dfa3) return yield* webmSize(r);
  return null;
}

/**
 * A probe for the width and height of an image (PNG, JPG, GIF, WEBP) or a video (MP4, WebM) fed chunk by
 * chunk as it streams (ByteProbe): `write` each chunk, `result` once known, `end()` at the end.
 */
export const mediaSizeProbe = () => new ByteProbe(anyMediaSize());

/** The size of content held whole (tests, the seed). */
export function mediaSizeOf(content: Buffer): MediaSize | null {
  const probe = mediaSizeProbe();
  probe.write(content);
  return probe.end();
}
