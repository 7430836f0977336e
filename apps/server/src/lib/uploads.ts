import type { StoredExt } from './file-store';
import { HttpError } from './http-errors';

const IMAGE_SIGNATURES: { ext: StoredExt; matches: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    matches: (b) =>
      b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    ext: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type read from the file's first bytes; the name and the declared type are not trusted. */
export const detectImageType = (content: Buffer): StoredExt | null =>
  IMAGE_SIGNATURES.find((signature) => signature.matches(content))?.ext ?? null;

export const MALFORMED_UPLOAD = 'The upload is incomplete or malformed.';

/**
 * What an error met while reading a multipart body becomes: the parser's own errors (a body cut short, no
 * boundary, a broken part header) carry no status and are the client's doing, so they answer 400; limits
 * (413) and our own HttpErrors pass through.
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && !('statusCode' in error) && !('code' in error))
    return new HttpError(400, MALFORMED_UPLOAD);
  return error;
}
