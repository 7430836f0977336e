import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { HttpError } from './http-errors';
import { urlToken } from './secrets';

export const MEDIA_PREFIX = '/media/';

const IMAGE_SIGNATURES: { ext: string; matches: (b: Buffer) => boolean }[] = [
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
export const detectImageType = (content: Buffer): string | null =>
  IMAGE_SIGNATURES.find((signature) => signature.matches(content))?.ext ?? null;

/** Writes a file under DATA_DIR/uploads/<folder>/ with a random name; returns its public URL path. */
export async function storeUpload(
  uploadsDir: string,
  folder: string,
  ext: string,
  content: Buffer,
): Promise<string> {
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${urlToken(12)}.${ext}`;
  await writeFile(join(dir, name), content);
  return `${MEDIA_PREFIX}${folder}/${name}`;
}

/** Removes a previously stored upload; paths outside the uploads folder are ignored. */
export async function removeUpload(uploadsDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  const path = resolve(uploadsDir, url.slice(MEDIA_PREFIX.length));
  if (relative(uploadsDir, path).startsWith('..')) return;
  await unlink(path).catch(() => undefined);
}

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
