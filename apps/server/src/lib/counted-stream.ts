import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from './http-errors';

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than the limit of ${formatBytes(maxBytes)}.`);

const formatBytes = (bytes: number): string =>
  bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3} GB`
    : bytes >= 1024 ** 2
      ? `${Math.round(bytes / 1024 ** 2)} MB`
      : `${bytes} bytes`;

/**
 * Passes content through while counting its bytes and hashing it (SHA-256), and fails the stream with a 413
 * as soon as it passes `maxBytes`: the store stops writing at the limit instead of after the whole body.
 */
export class CountedStream extends Transform {
  /** Bytes passed so far (not `size`: the S3 uploader would take that for the stream's length). */
  byteCount = 0;
  private readonly hash = createHash('sha256');
  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) return done(tooLarge(this.maxBytes));
    this.hash.update(chunk);
    done(null, chunk);
  }
  /** The hex digest; call once the stream has ended. */
  sha256(): string {
    return this.hash.digest('hex');
  }
}
