import { describe, expect, it } from 'vitest';
import { ByteProbe, PrefixedReader, type SizeParser } from '../src/lib/media-size/byte-probe';
import { exifOrientation } from '../src/lib/media-size/image-size';
import { mediaSizeOf, mediaSizeProbe } from '../src/lib/media-size/probe';
import {
  box,
  exifSegment,
  gifOf,
  jpegOf,
  mp4Of,
  samplePng,
  tkhd,
  trak,
  webmOf,
  webpVp8Of,
  webpVp8lOf,
  webpVp8xOf,
} from './helpers/media-fixtures';

/** Feeds content in pieces of `size` bytes, as a socket would, and gives the probe's answer. */
function probeInPieces(content: Buffer, size: number) {
  const probe = mediaSizeProbe();
  for (let at = 0; at < content.length; at += size) probe.write(content.subarray(at, at + size));
  return probe.end();
}

const PIECES = [1, 3, 7, 64, 65_536];

describe('the byte probe', () => {
  it('hands a parser exactly the bytes it reads, across chunk boundaries, and counts skips', () => {
    function* parser(): SizeParser {
      const r = new PrefixedReader();
      const a = yield* r.read(3);
      yield* r.skip(5);
      const b = yield* r.read(2);
      return { width: a.readUIntBE(0, 3), height: b.readUInt16BE(0) };
    }
    const content = Buffer.from([0, 1, 2, 9, 9, 9, 9, 9, 0, 7, 42]);
    for (const size of [1, 2, 4, 11]) {
      const probe = new ByteProbe(parser());
      for (let at = 0; at < content.length; at += size) probe.write(content.subarray(at, at + size));
      expect(probe.end(), `pieces of ${size}`).toEqual({ width: 0x000102, height: 7 });
    }
  });

  it('answers null when the content ends before the parser is done, or the parser throws', () => {
    expect(mediaSizeOf(samplePng(800, 400).subarray(0, 20))).toBeNull();
    function* throwing(): SizeParser {
      yield { read: 1 };
      throw new Error('malformed');
    }
    const probe = new ByteProbe(throwing());
    probe.write(Buffer.from([1, 2]));
    expect(probe.isDone).toBe(true);
    expect(probe.end()).toBeNull();
  });

  it('refuses a read past its limit instead of buffering it', () => {
    function* greedy(): SizeParser {
      yield* new PrefixedReader().read(10 * 1024 * 1024);
      return { width: 1, height: 1 };
    }
    const probe = new ByteProbe(greedy());
    expect(probe.isDone).toBe(true);
    expect(probe.end()).toBeNull();
  });

  it('is done as soon as the size is known (an image: in its first bytes)', () => {
    const probe = mediaSizeProbe();
    probe.write(samplePng(1920, 1080).subarray(0, 30));
    expect(probe.result).toEqual({ width: 1920, height: 1080 });
  });
});

describe('image sizes', () => {
  it.each([
    ['PNG', samplePng(340, 200)],
    ['GIF', gifOf(340, 200)],
    ['lossy WEBP', webpVp8Of(340, 200)],
    ['lossless WEBP', webpVp8lOf(340, 200)],
    ['extended WEBP', webpVp8xOf(340, 200)],
    ['JPEG', jpegOf(340, 200)],
    ['JPEG with its frame header 200 KB in', jpegOf(340, 200, { padding: 60_000 })],
  ])('%s: 340 × 200 in any chunking', (_name, content) => {
    for (const size of PIECES)
      expect(probeInPieces(content, size), `pieces of ${size}`).toEqual({ width: 340, height: 200 });
  });

  it('reads the large sizes each format allows', () => {
    expect(mediaSizeOf(webpVp8lOf(16_384, 9_000))).toEqual({ width: 16_384, height: 9_000 });
    expect(mediaSizeOf(webpVp8xOf(20_000, 10_000))).toEqual({ width: 20_000, height: 10_000 });
    expect(mediaSizeOf(gifOf(65_535, 1))).toEqual({ width: 65_535, height: 1 });
  });

  it('turns a JPEG a phone stored sideways (Exif orientation 5 to 8), and not the others', () => {
    for (const orientation of [5, 6, 7, 8])
      expect(mediaSizeOf(jpegOf(4000, 3000, { orientation }))).toEqual({ width: 3000, height: 4000 });
    for (const orientation of [1, 2, 3, 4])
      expect(mediaSizeOf(jpegOf(4000, 3000, { orientation }))).toEqual({ width: 4000, height: 3000 });
    expect(exifOrientation(exifSegment(6, true).subarray(4))).toBe(6);
    expect(exifOrientation(exifSegment(8, false).subarray(4))).toBe(8);
    expect(exifOrientation(Buffer.from('Exif\0\0MM\0\x2a'))).toBeNull();
  });

  it('answers null for a size of zero, a PNG without IHDR first, a JPEG scan before any frame', () => {
    expect(mediaSizeOf(samplePng(1, 1).fill(0, 16, 24))).toBeNull();
    const png = samplePng(10, 10);
    png.write('tEXt', 12, 'latin1');
    expect(mediaSizeOf(png)).toBeNull();
    const jpeg = jpegOf(100, 50);
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(
      mediaSizeOf(
        Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0xff, 0xda, 0, 2]), jpeg.subarray(sof)]),
      ),
    ).toBeNull();
  });

  it('answers null for what is no image or video it knows (a script named .png, an SVG)', () => {
    expect(mediaSizeOf(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(
      mediaSizeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"/>')),
    ).toBeNull();
    expect(mediaSizeOf(Buffer.alloc(0))).toBeNull();
  });
});

describe('MP4 sizes (the video track header)', () => {
  it('reads the video track, not the audio one before it, with moov first or last, in any chunking', () => {
    for (const moovLast of [false, true])
      for (const size of PIECES)
        expect(probeInPieces(mp4Of(1280, 720, { moovLast }), size), `moovLast ${moovLast}, ${size}`).toEqual({
          width: 1280,
          height: 720,
        });
  });

  it('skips a large media box by counting (64-bit size), holding none of it', () => {
    const content = mp4Of(1920, 1080, { moovLast: true, largeMdat: true, mdatBytes: 3 * 1024 * 1024 });
    expect(probeInPieces(content, 65_536)).toEqual({ width: 1920, height: 1080 });
  });

  it('reads a version 1 track header', () => {
    expect(mediaSizeOf(mp4Of(854, 480, { version: 1 }))).toEqual({ width: 854, height: 480 });
  });

  it('turns a video whose matrix is a quarter turn (a phone held upright)', () => {
    expect(mediaSizeOf(mp4Of(1920, 1080, { quarterTurn: true }))).toEqual({ width: 1080, height: 1920 });
  });

  it('answers null without a video track, without moov, or with a box larger than its parent', () => {
    expect(mediaSizeOf(mp4Of(1280, 720, { noVideo: true }))).toBeNull();
    const ftypOnly = box('ftyp', Buffer.from('isom'), Buffer.alloc(4));
    expect(mediaSizeOf(Buffer.concat([ftypOnly, box('mdat', Buffer.alloc(100))]))).toBeNull();
    const lying = box('moov', trak('vide', tkhd(1280, 720)));
    lying.writeUInt32BE(20, 0); // moov says 20 bytes; its trak is larger
    expect(mediaSizeOf(Buffer.concat([ftypOnly, lying]))).toBeNull();
  });
});

describe('WebM sizes (EBML PixelWidth and PixelHeight)', () => {
  it('reads the first video track inside a Segment of unknown size, in any chunking', () => {
    for (const size of PIECES)
      expect(probeInPieces(webmOf(1280, 720), size), `pieces of ${size}`).toEqual({
        width: 1280,
        height: 720,
      });
  });

  it('answers null when media data (a Cluster) comes before the tracks', () => {
    expect(mediaSizeOf(webmOf(1280, 720, { clusterFirst: true }))).toBeNull();
  });

  it('answers null when cut short inside the tracks', () => {
    const webm = webmOf(1280, 720);
    expect(mediaSizeOf(webm.subarray(0, webm.indexOf(Buffer.from([0xb0])) + 2))).toBeNull();
  });
});
