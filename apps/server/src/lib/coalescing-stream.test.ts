import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalescing-stream';

async function piecesOf(chunks: Buffer[], size: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  // A Writable sees each piece as written (an async iterator would read the buffered pieces as one).
  const sink = new Writable({
    write(piece: Buffer, _encoding, done) {
      out.push(piece);
      done();
    },
  });
  await pipeline(Readable.from(chunks), new CoalescingStream(size), sink);
  return out;
}

describe('CoalescingStream', () => {
  it('gathers small chunks into pieces of at least the size, the rest last, bytes unchanged', async () => {
    const chunks = Array.from({ length: 10 }, (_, i) => Buffer.alloc(3, 65 + i));
    const pieces = await piecesOf(chunks, 8);
    expect(pieces.map((p) => p.length)).toEqual([9, 9, 9, 3]);
    expect(Buffer.concat(pieces).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('passes a chunk already as large as the size on its own, and nothing for an empty stream', async () => {
    expect((await piecesOf([Buffer.alloc(20, 1)], 8)).map((p) => p.length)).toEqual([20]);
    expect(await piecesOf([], 8)).toEqual([]);
  });
});
