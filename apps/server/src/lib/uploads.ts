import { type Readable, Transform } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { type FileStore, STORED_TYPES, type StoredExt, type StoredFile } from './file-store';
import { tooLarge } from './counted-stream';
import { HttpError } from './http-errors';
import { peekHead } from './peek-stream';

export {
  APP_KINDS,
  AUDIO_KINDS,
  DOCUMENT_KINDS,
  IMAGE_KINDS,
  MEDIA_KINDS,
  MENU_KINDS,
  THUMBNAIL_KINDS,
  VIDEO_KINDS,
  mediaUploadPolicy,
  type UploadLimits,
} from './upload-kinds';

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
 * (413) and our own HttpErrors pass through. So does a failed query (drizzle wraps the driver's error,
 * code and all, in one without a code): the database lost mid-upload is the server's failure, not a
 * malformed body (found by bench:cluster's primary failover, decision 082).
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError || error instanceof DrizzleQueryError) return error;
  if (error instanceof Error && !('statusCode' in error) && !('code' in error))
    return new HttpError(400, MALFORMED_UPLOAD);
  return error;
}

/**
 * file-type's names for what it recognises, mapped to what we store. Several names are one stored type
 * (an .m4v is an MP4, Ogg audio comes as ogg, oga or opus); a Java archive is a ZIP (a v1-signed APK whose
 * META-INF comes first is reported as one).
 */
const SNIFFED_TO_STORED: Record<string, StoredExt> = {
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  mp4: 'mp4',
  m4v: 'mp4',
  webm: 'webm',
  mov: 'mov',
  mkv: 'mkv',
  mp3: 'mp3',
  m4a: 'm4a',
  m4b: 'm4a',
  ogg: 'ogg',
  oga: 'ogg',
  opus: 'ogg',
  wav: 'wav',
  pdf: 'pdf',
  zip: 'zip',
  jar: 'zip',
  apk: 'apk',
  epub: 'epub',
};

/**
 * How many first bytes are read to tell the type. More than file-type's 4 KB: in a ZIP it walks the local
 * headers, and an APK's classes.dex is often a few entries in.
 */
export const SNIFF_BYTES = 64 * 1024;

/** The stored type of content whose first bytes are `head`, or null when it is none we keep. */
export async function sniffStoredType(head: Uint8Array): Promise<StoredExt | null> {
  const sniffed = await fileTypeFromBuffer(head);
  return sniffed ? (SNIFFED_TO_STORED[sniffed.ext] ?? null) : null;
}

export type UploadPolicy = {
  /** The stored types accepted, checked by content. */
  kinds: readonly StoredExt[];
  /** Past this many bytes the upload is refused with 413. */
  maxBytes: number;
  /** What the file is called in refusals ('Main file', 'Thumbnail file', 'Menu'). */
  label: string;
  /**
   * Sees each chunk as it goes to the store (an advert's width and height are read this way, without
   * holding the file). Throwing refuses the upload with that error, before the rest is stored.
   */
  inspect?: (chunk: Buffer) => void;
  /**
   * Store under this type whatever accepted kind was sniffed: an App Store APK that file-type sees as a
   * plain ZIP or a JAR is still kept as an .apk once its own check has passed (decision 035).
   */
  storeAs?: StoredExt;
};

export type ReceivedFile = StoredFile & { ext: StoredExt; contentType: string };

const kindNames = (kinds: readonly StoredExt[]) => kinds.map((kind) => kind.toUpperCase()).join(', ');

/**
 * Takes one uploaded file into the store: reads its first bytes to tell its type by content (never by its
 * name or declared type), refuses a type the policy does not accept, an empty file (400) or one past
 * `maxBytes` (413), then streams the rest into `files.put` without holding the file in memory.
 *
 * After any refusal nothing is stored and the rest of `content` is drained, so a multipart parser reading
 * the request behind it keeps going to the end and the client gets the 4xx instead of a stalled upload.
 */
export async function receiveUpload(
  files: FileStore,
  folder: string,
  content: Readable,
  policy: UploadPolicy,
): Promise<ReceivedFile> {
  let head: Buffer;
  let rest: Readable;
  try {
    ({ head, rest } = await peekHead(content, SNIFF_BYTES));
  } catch (error) {
    drain(content);
    throw asUploadError(error);
  }
  const refuse = (status: number, detail: string): never => {
    drain(rest);
    throw new HttpError(status, detail);
  };
  if (head.length === 0) refuse(400, `${policy.label}: the file is empty.`);
  const ext = await sniffStoredType(head);
  if (!ext || !policy.kinds.includes(ext))
    refuse(
      400,
      `${policy.label}: the content is ${ext ? `a ${ext.toUpperCase()} file` : 'not of a known type'}; ` +
        `accepted: ${kindNames(policy.kinds)}.`,
    );
  // The store's pipeline destroys what it reads from on failure; a parser's file stream destroyed midway
  // would stop the whole request. So the store reads a detached copy, and the source is drained instead.
  const inspect = policy.inspect;
  const detached = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        inspect?.(chunk);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
  // The store's pipeline reports its failure; a late second error (a parser reports a cut body twice) is
  // already known and must not become an uncaught exception.
  detached.on('error', () => undefined);
  const onSourceError = (error: Error) => detached.destroy(error);
  const onSourceClose = () => {
    if (!rest.readableEnded) detached.destroy(rest.errored ?? new Error('The upload closed before its end.'));
  };
  rest.on('error', onSourceError);
  rest.on('close', onSourceClose);
  if (rest.destroyed) onSourceClose();
  rest.pipe(detached);
  try {
    const storedExt = policy.storeAs ?? ext!;
    const stored = await files.put(folder, storedExt, detached, { maxBytes: policy.maxBytes });
    // A multipart parser ends a file cut at its own size limit normally and marks it truncated.
    if ((content as { truncated?: boolean }).truncated) {
      await files.delete(stored.key);
      throw tooLarge(policy.maxBytes);
    }
    return { ...stored, ext: storedExt, contentType: STORED_TYPES[storedExt] };
  } catch (error) {
    rest.unpipe(detached);
    drain(rest);
    throw asUploadError(error);
  } finally {
    rest.off('error', onSourceError);
    rest.off('close', onSourceClose);
  }
}

/** Reads and discards what is left of a stream (errors included), so whatever feeds it can finish. */
function drain(stream: Readable): void {
  if (stream.destroyed || stream.readableEnded) return;
  stream.on('error', () => undefined);
  stream.resume();
}
