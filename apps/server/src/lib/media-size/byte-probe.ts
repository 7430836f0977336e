/**
 * Reading a few fields out of a file while it streams past, without holding it: a parser is written as a
 * generator that asks for the next `read` bytes (handed back as a Buffer) or to `skip` some, and the probe
 * feeds it from the chunks of the upload as they arrive. Only what a parser reads is buffered; a 200 MB
 * video's media data is skipped by counting.
 */

export type MediaSize = { width: number; height: number };
export type Want = { read: number } | { skip: number };
/** A parser: yields what it wants next, returns the size (or null when the content has none it can tell). */
export type SizeParser = Generator<Want, MediaSize | null, Buffer>;

/** No field a size parser needs is this large: asking for more means the content is malformed. */
export const MAX_READ = 1024 * 1024;

/**
 * Reads through a prefix already taken from the stream (the bytes a type was told by) before asking the
 * stream for more, so a format's parser starts at the file's first byte.
 */
export class PrefixedReader {
  constructor(private prefix: Buffer = Buffer.alloc(0)) {}

  *read(n: number): Generator<Want, Buffer, Buffer> {
    if (n < 0 || n > MAX_READ) throw new RangeError(`read of ${n} bytes`);
    const fromPrefix = this.take(n);
    if (fromPrefix.length === n) return fromPrefix;
    const rest = yield { read: n - fromPrefix.length };
    return fromPrefix.length === 0 ? rest : Buffer.concat([fromPrefix, rest]);
  }

  *skip(n: number): Generator<Want, void, Buffer> {
    if (n < 0 || !Number.isFinite(n)) throw new RangeError(`skip of ${n} bytes`);
    const fromPrefix = this.take(n);
    if (n > fromPrefix.length) yield { skip: n - fromPrefix.length };
  }

  private take(n: number): Buffer {
    const taken = this.prefix.subarray(0, n);
    this.prefix = this.prefix.subarray(taken.length);
    return taken;
  }
}

/**
 * Drives a parser over a stream's chunks. `write` each chunk as it passes; `result` is undefined while the
 * parser still wants bytes, then its answer. A parser that throws (malformed content) answers null.
 */
export class ByteProbe {
  private want: Want | null = null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skipLeft = 0;
  result: MediaSize | null | undefined = undefined;

  constructor(private readonly parser: SizeParser) {
    this.advance(undefined);
  }

  get isDone(): boolean {
    return this.result !== undefined;
  }

  write(chunk: Buffer): void {
    let at = 0;
    while (this.result === undefined && at < chunk.length && this.want) {
      const left = chunk.length - at;
      if ('skip' in this.want) {
        const n = Math.min(this.skipLeft, left);
        this.skipLeft -= n;
        at += n;
        if (this.skipLeft === 0) this.advance(Buffer.alloc(0));
        continue;
      }
      const n = Math.min(this.want.read - this.pendingBytes, left);
      this.pending.push(chunk.subarray(at, at + n));
      this.pendingBytes += n;
      at += n;
      if (this.pendingBytes === this.want.read) {
        const bytes = Buffer.concat(this.pending, this.pendingBytes);
        this.pending = [];
        this.pendingBytes = 0;
        this.advance(bytes);
      }
    }
  }

  /** The stream ended: the answer, or null when the parser still wanted bytes (the content is cut short). */
  end(): MediaSize | null {
    if (this.result === undefined) this.finish(null);
    return this.result ?? null;
  }

  private advance(value: Buffer | undefined): void {
    try {
      let step = this.parser.next(value as Buffer);
      // A want of nothing is answered at once, without waiting for a chunk.
      while (!step.done && ('skip' in step.value ? step.value.skip : step.value.read) === 0)
        step = this.parser.next(Buffer.alloc(0));
      if (step.done) return this.finish(step.value);
      this.want = step.value;
      if ('skip' in step.value) this.skipLeft = step.value.skip;
    } catch {
      this.finish(null);
    }
  }

  private finish(result: MediaSize | null): void {
    this.result = result;
    this.want = null;
    this.pending = [];
  }
}

/** A size only when both sides are whole positive numbers. */
export const sizeOf = (width: number, height: number): MediaSize | null =>
  Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0 ? { width, height } : null;
