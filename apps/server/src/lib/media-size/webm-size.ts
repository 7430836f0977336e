import type { PrefixedReader, SizeParser, Want } from './byte-probe';
import { sizeOf } from './byte-probe';

/**
 * WebM (Matroska's EBML): the PixelWidth and PixelHeight of the first video track, from
 * Segment/Tracks/TrackEntry/Video. Tracks come before the first Cluster (the media data) in any WebM a
 * browser plays; a Cluster met first ends the search. Elements around them are skipped by their sizes.
 */

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
} as const;
const VIDEO_TRACK = 1;

type Element = { id: number; headerBytes: number; size: number | null };

/** How many bytes a variable-size integer takes, from its first byte's leading zeros (1 to 8). */
const vintLength = (first: number): number => (first === 0 ? 9 : 8 - Math.floor(Math.log2(first)));

/** An element's id (its marker bit kept, 1 to 4 bytes) and size (marker removed; all ones: unknown). */
function* elementHeader(r: PrefixedReader): Generator<Want, Element | null, Buffer> {
  const first = (yield* r.read(1))[0]!;
  const idLength = vintLength(first);
  if (idLength > 4) return null;
  const idRest = yield* r.read(idLength - 1);
  const id = [first, ...idRest].reduce((n, b) => n * 256 + b, 0);
  const sizeFirst = (yield* r.read(1))[0]!;
  const sizeLength = vintLength(sizeFirst);
  if (sizeLength > 8) return null;
  const sizeRest = yield* r.read(sizeLength - 1);
  const marker = 1 << (8 - sizeLength);
  let size = sizeFirst & (marker - 1);
  let allOnes = size === marker - 1;
  for (const b of sizeRest) {
    size = size * 256 + b;
    allOnes &&= b === 0xff;
  }
  const headerBytes = idLength + sizeLength;
  if (allOnes) return { id, headerBytes, size: null };
  return Number.isSafeInteger(size) ? { id, headerBytes, size } : null;
}

function* unsigned(r: PrefixedReader, bytes: number): Generator<Want, number | null, Buffer> {
  if (bytes > 8) return null;
  const value = (yield* r.read(bytes)).reduce((n, b) => n * 256 + b, 0);
  return Number.isSafeInteger(value) ? value : null;
}

type Track = { type: number | null; width: number | null; height: number | null };

/** The elements inside a TrackEntry (or its Video), `limit` bytes long. */
function* trackFields(r: PrefixedReader, limit: number, track: Track): Generator<Want, boolean, Buffer> {
  let used = 0;
  while (used < limit) {
    const el = yield* elementHeader(r);
    if (!el || el.size === null || el.headerBytes + el.size > limit - used) return false;
    used += el.headerBytes + el.size;
    if (el.id === ID.video) {
      if (!(yield* trackFields(r, el.size, track))) return false;
    } else if (el.id === ID.trackType) track.type = yield* unsigned(r, el.size);
    else if (el.id === ID.pixelWidth) track.width = yield* unsigned(r, el.size);
    else if (el.id === ID.pixelHeight) track.height = yield* unsigned(r, el.size);
    else yield* r.skip(el.size);
  }
  return true;
}

export function* webmSize(r: PrefixedReader): SizeParser {
  const header = yield* elementHeader(r);
  if (!header || header.id !== ID.ebml || header.size === null) return null;
  yield* r.skip(header.size);
  for (;;) {
    const el = yield* elementHeader(r);
    if (!el || el.id === ID.cluster) return null;
    // The Segment (often of unknown size, when written live) holds everything: go inside it.
    if (el.id === ID.segment) continue;
    if (el.size === null) return null;
    if (el.id !== ID.tracks) {
      yield* r.skip(el.size);
      continue;
    }
    let used = 0;
    while (used < el.size) {
      const entry = yield* elementHeader(r);
      if (!entry || entry.size === null || entry.headerBytes + entry.size > el.size - used) return null;
      used += entry.headerBytes + entry.size;
      if (entry.id !== ID.trackEntry) {
        yield* r.skip(entry.size);
        continue;
      }
      const track: Track = { type: null, width: null, height: null };
      if (!(yield* trackFields(r, entry.size, track))) return null;
      if (track.type === VIDEO_TRACK && track.width !== null && track.height !== null)
        return sizeOf(track.width, track.height);
    }
    return null;
  }
}
