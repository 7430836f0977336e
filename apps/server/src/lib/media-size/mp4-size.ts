import { type MediaSize, type PrefixedReader, type SizeParser, type Want, sizeOf } from './byte-probe';

/**
 * MP4 (ISO base media): the size of the video track, from its track header (tkhd) inside moov/trak, the
 * track being the one whose media handler (moov/trak/mdia/hdlr) is 'vide'. The media data (mdat), before
 * or after moov, is skipped by counting; only the few boxes read here are held.
 */

type BoxHeader = { type: string; headerBytes: number; contentBytes: number };
type Track = { size: MediaSize | null; handler: string | null };

/** A box's header: 32-bit size and type, a 64-bit size when the first is 1; 0 means "to the end". */
function* boxHeader(r: PrefixedReader): Generator<Want, BoxHeader | null, Buffer> {
  const head = yield* r.read(8);
  const size32 = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  if (size32 === 1) {
    const large = Number((yield* r.read(8)).readBigUInt64BE(0));
    if (!Number.isSafeInteger(large) || large < 16) return null;
    return { type, headerBytes: 16, contentBytes: large - 16 };
  }
  if (size32 === 0) return { type, headerBytes: 8, contentBytes: Infinity };
  if (size32 < 8) return null;
  return { type, headerBytes: 8, contentBytes: size32 - 8 };
}

/** The largest tkhd (version 1) is 92 content bytes; anything past a few KB is not one. */
const MAX_TKHD = 4096;

/**
 * The tkhd's presentation width and height (16.16 fixed point), turned by its matrix: a phone's portrait
 * video is often stored 1920×1080 with a quarter-turn matrix, and is shown 1080×1920.
 */
export function tkhdSize(content: Buffer): MediaSize | null {
  const version = content[0];
  const matrixAt = version === 1 ? 52 : 40;
  const widthAt = matrixAt + 36;
  if (content.length < widthAt + 8) return null;
  const size = sizeOf(
    Math.round(content.readUInt32BE(widthAt) / 65536),
    Math.round(content.readUInt32BE(widthAt + 4) / 65536),
  );
  if (!size) return null;
  const a = content.readInt32BE(matrixAt);
  const b = content.readInt32BE(matrixAt + 4);
  const isQuarterTurn = a === 0 && b !== 0;
  return isQuarterTurn ? { width: size.height, height: size.width } : size;
}

/** The children of a container box, `limit` content bytes long; fills `tracks`. */
function* children(r: PrefixedReader, limit: number, tracks: Track[], track: Track | null): SizeParser {
  let used = 0;
  while (used < limit) {
    const box = yield* boxHeader(r);
    if (!box || box.headerBytes + box.contentBytes > limit - used) return null;
    used += box.headerBytes + box.contentBytes;
    if (box.type === 'trak') {
      const own: Track = { size: null, handler: null };
      tracks.push(own);
      if ((yield* children(r, box.contentBytes, tracks, own)) === null) return null;
    } else if (box.type === 'mdia' && track) {
      if ((yield* children(r, box.contentBytes, tracks, track)) === null) return null;
    } else if (box.type === 'tkhd' && track) {
      if (box.contentBytes > MAX_TKHD) return null;
      track.size = tkhdSize(yield* r.read(box.contentBytes));
    } else if (box.type === 'hdlr' && track) {
      if (box.contentBytes < 12) return null;
      track.handler = (yield* r.read(12)).toString('latin1', 8, 12);
      yield* r.skip(box.contentBytes - 12);
    } else {
      yield* r.skip(box.contentBytes);
    }
  }
  // Not a size: "the container was read whole". The caller looks at the tracks.
  return { width: 1, height: 1 };
}

/** The video track's size once moov has been read; null without one (an audio-only file, no moov). */
export function* mp4Size(r: PrefixedReader): SizeParser {
  for (;;) {
    const box = yield* boxHeader(r);
    if (!box) return null;
    if (box.type !== 'moov') {
      // A box running to the end of the file, before any moov: there is none to read.
      if (box.contentBytes === Infinity) return null;
      yield* r.skip(box.contentBytes);
      continue;
    }
    const tracks: Track[] = [];
    if ((yield* children(r, box.contentBytes, tracks, null)) === null) return null;
    return tracks.find((t) => t.handler === 'vide' && t.size)?.size ?? null;
  }
}
